import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { env } from '../env';
import { withEnglishFallbacks } from '../branding';
import { normalizeHost } from '../host';
import { companyDirectory } from '../proxy/directoryInstance';

export { normalizeHost };
import type { CompanySettings } from '../contracts/company';
import { ID_MAX } from '../contracts/limits';
import { announce, onSignal } from './cluster/bus';
import { getDb } from './db';
import { companies, companyDomains } from './db/schema';
import { expireTag } from './pageCache';

export const companyTag = (companyId: number) => `company:${companyId}`;

type CompanyRow = typeof companies.$inferSelect;

export function toSettings(row: CompanyRow): CompanySettings {
  const { id, code: _code, portsVersion: _v, updatedAt: _u, containerFclShow, ...rest } = row;
  return withEnglishFallbacks({
    ...rest,
    companyId: id,
    containerFclShow: containerFclShow === 1 || containerFclShow === 2 ? containerFclShow : 0,
  });
}

/** Whether a number can be a company id at all (an integer of the id column): anything else is never looked up. */
const isCompanyId = (companyId: number) => Number.isSafeInteger(companyId) && companyId >= 1 && companyId <= ID_MAX;

/**
 * The company of a page from its route segment (`app/[locale]/[company]`), which the request edge
 * writes from the Host. Only a path the edge passes on as it is (a miss under /_next/) reaches a
 * page with another segment: a segment that is no existing company is a 404 before any service
 * sees it, so no query runs with a made-up id and no per-company cache gains an entry for it.
 */
export async function companyParam(segment: string): Promise<number> {
  const id = /^\d{1,10}$/.test(segment) ? Number(segment) : Number.NaN;
  if (!isCompanyId(id) || !(await liveCompanySettings(id))) notFound();
  return id;
}

async function loadSettings(companyId: number): Promise<CompanySettings | null> {
  if (!isCompanyId(companyId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ? toSettings(row) : null;
}

/**
 * Company settings, read through Next's data cache keyed by company and tagged so that a change
 * of the company row invalidates it (see updateCompanySettings). Only a company that exists gets an
 * entry: a path that reaches a page with a made-up company segment (a miss under /_next/ does)
 * would otherwise leave a cached "none" on disk per number asked for.
 */
export async function getCompanySettings(companyId: number): Promise<CompanySettings | null> {
  if (!(await liveCompanySettings(companyId))) return null;
  return unstable_cache(() => loadSettings(companyId), ['company-settings', String(companyId)], {
    tags: [companyTag(companyId)],
    revalidate: 3600,
  })();
}

type Held = { value: Promise<CompanySettings | null>; at: number };
const held = ((globalThis as unknown as { __companyLive?: Map<number, Held> }).__companyLive ??= new Map());
const LIVE_MS = 1000;
// a company changed on any instance: read it again at once
onSignal('company.liveSettings', ['company'], (s) => (s.companyId === null ? held.clear() : held.delete(s.companyId)));

/**
 * Company settings for work outside a page render — API calls, background jobs, the front
 * server's fast routes — where Next's data cache is either absent or costs more than the read it
 * saves: held in the process and read again at most once a second, so a change made by any
 * instance is seen within a second. Only companies that exist are held.
 */
export function liveCompanySettings(companyId: number): Promise<CompanySettings | null> {
  const now = Date.now();
  const hit = held.get(companyId);
  if (hit && now - hit.at < LIVE_MS) return hit.value;
  const value = loadSettings(companyId);
  held.set(companyId, { value: hit ? value.catch(() => hit.value) : value, at: now });
  void value.then(
    (found) => found || held.delete(companyId),
    () => hit || held.delete(companyId),
  );
  return held.get(companyId)!.value;
}

/** liveCompanySettings, falling back to the default company when the id is unknown. */
export async function requireLiveCompanySettings(companyId: number): Promise<CompanySettings> {
  const found = (await liveCompanySettings(companyId)) ?? (await liveCompanySettings(env().DEFAULT_COMPANY_ID));
  if (!found) throw new Error('No company configured: run the seed (npm run db:seed)');
  return found;
}

/** Like getCompanySettings, falling back to the default company when the id is unknown. */
export async function requireCompanySettings(companyId: number): Promise<CompanySettings> {
  const found = (await getCompanySettings(companyId)) ?? (await getCompanySettings(env().DEFAULT_COMPANY_ID));
  if (!found) throw new Error('No company configured: run the seed (npm run db:seed)');
  return found;
}


async function lookupHost(host: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ companyId: companyDomains.companyId })
    .from(companyDomains)
    .where(eq(companyDomains.domain, host))
    .limit(1);
  return row?.companyId ?? null;
}

/**
 * The company served on a host; DEFAULT_COMPANY_ID for hosts no company claims. Claimed hosts come
 * from the in-process directory (lib/proxy/companyDirectory.ts); any other host is looked up
 * without caching, so a new Host header never adds a cache entry.
 */
export async function resolveCompanyId(host: string | null | undefined): Promise<number> {
  const h = normalizeHost(host);
  if (!h) return env().DEFAULT_COMPANY_ID;
  const found = await companyDirectory().resolve(h);
  if (found.claimed) return found.companyId;
  return (await lookupHost(h)) ?? env().DEFAULT_COMPANY_ID;
}

export type CompanyPatch = Partial<Omit<typeof companies.$inferInsert, 'id' | 'code' | 'updatedAt'>>;

/** Changes a company's settings and invalidates every cached copy of them (pages included). */
export async function updateCompanySettings(companyId: number, patch: CompanyPatch): Promise<void> {
  const db = await getDb();
  await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  companyChanged(companyId);
}

/**
 * After a company's row or domains changed (committed): every cached copy is dropped on every
 * instance, pages included (its cache tag, the settings held in process, the host directory).
 */
export function companyChanged(companyId: number): void {
  expireTag(companyTag(companyId), { kind: 'company', companyId });
}

/** After host names changed (committed): every instance reloads its host directory. */
export function invalidateCompanyDomains(): void {
  void announce({ kind: 'domains', companyId: null });
}

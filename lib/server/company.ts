import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidateTag, unstable_cache } from 'next/cache';
import { env } from '../env';
import { withEnglishFallbacks } from '../branding';
import { normalizeHost } from '../host';
import { invalidateCompanyDirectory } from '../proxy/companyDirectory';
import { companyDirectory } from '../proxy/directoryInstance';

export { normalizeHost };
import type { CompanySettings } from '../contracts/company';
import { getDb } from './db';
import { companies, companyDomains } from './db/schema';

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

async function loadSettings(companyId: number): Promise<CompanySettings | null> {
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ? toSettings(row) : null;
}

/**
 * Company settings, read through Next's data cache keyed by company and tagged so that a change
 * of the company row invalidates it (see updateCompanySettings).
 */
export function getCompanySettings(companyId: number): Promise<CompanySettings | null> {
  return unstable_cache(() => loadSettings(companyId), ['company-settings', String(companyId)], {
    tags: [companyTag(companyId)],
    revalidate: 3600,
  })();
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
  revalidateTag(companyTag(companyId), { expire: 0 });
  invalidateCompanyDirectory();
}

export function invalidateCompanyDomains(): void {
  invalidateCompanyDirectory();
}

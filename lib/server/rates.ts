import 'server-only';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanySettings } from '../contracts/company';
import {
  PRICE_FIELDS,
  RATE_ACCESS,
  sailingWeekdays,
  type FullRate,
  type PublicRate,
  type RateAccess,
  type RateKind,
  type RateSearch,
  type SalesContactRef,
} from '../contracts/rates';
import { CERTIFIED } from '../contracts/session';
import { normalizeEmail } from '../email';
import { lclSortPrice } from '../rates/quote';
import { chinaDate } from '../businessTime';
import { RateIndex, type PopularRateLane } from '../rates/rateIndex';
import { rateScreens } from '../rates/screens';
import type { ApiTranslator } from './apiMessages';
import type { SessionUser } from './auth/session';
import { announce } from './cluster/bus';
import { afterCommit, getDb, type Db } from './db';
import { carriers, ports, rateAccessGrants, ratePriceHistory, rates, rateVersions, salesContacts, users } from './db/schema';
import { ApiError } from './errors';
import { CompanyIndexCache } from './companyIndex';

const pol = alias(ports, 'pol');
const pod = alias(ports, 'pod');
const via = alias(ports, 'via');

/** The sort price of a rate: LCL 1 CBM with its per-CBM surcharges, FCL/spot the 40HQ, air the +100 kg break. */
export function sortPriceOf(kind: RateKind, prices: Record<string, number>, currency: string, surcharges: FullRate['surcharges']): number {
  if (kind === 'lcl') return lclSortPrice({ currency, prices: { perCbm: prices.perCbm ?? 0, perTon: prices.perTon ?? 0, minCharge: prices.minCharge ?? 0 }, surcharges });
  if (kind === 'air') return prices.kg100 ?? prices.kg45 ?? 0;
  return prices.hq40 ?? prices.gp40 ?? prices.gp20 ?? 0;
}

/**
 * Rates read per query by loadRates. On the embedded database a query runs on the server's own thread,
 * so one read of a company's 100,000 rates held every other request for 10–20 s while an index was
 * built; between pages the server answers them. The pages are not one snapshot: a change committed
 * while they are read bumps the rate version, so the index built from them is dropped and built again
 * on that change's signal, or within a second (CompanyIndexCache).
 */
export const LOAD_RATES_PAGE = 250;

/** Every rate of a company with its ports and carrier, as the index and the answers use them; read a page at a time (by id). */
export async function loadRates(db: Db, companyId: number, where?: ReturnType<typeof eq>, pageSize = LOAD_RATES_PAGE): Promise<FullRate[]> {
  const pageAfter = (afterId: number) =>
    db
      .select({
        r: rates,
        pol: { id: pol.id, code: pol.code, nameCn: pol.nameCn, nameEn: pol.nameEn, countryName: pol.countryName, countryNameEn: pol.countryNameEn },
        pod: { id: pod.id, code: pod.code, nameCn: pod.nameCn, nameEn: pod.nameEn, countryName: pod.countryName, countryNameEn: pod.countryNameEn },
        via: { id: via.id, code: via.code, nameCn: via.nameCn, nameEn: via.nameEn, countryName: via.countryName, countryNameEn: via.countryNameEn },
        carrier: { id: carriers.id, code: carriers.code, nameCn: carriers.nameCn, nameEn: carriers.nameEn, shortName: carriers.shortName },
      })
      .from(rates)
      .innerJoin(pol, eq(pol.id, rates.polId))
      .innerJoin(pod, eq(pod.id, rates.podId))
      .leftJoin(via, eq(via.id, rates.viaPortId))
      .leftJoin(carriers, eq(carriers.id, rates.carrierId))
      .where(and(eq(rates.companyId, companyId), gt(rates.id, afterId), where))
      .orderBy(asc(rates.id))
      .limit(pageSize); // rates_company_id_idx
  // Rows share their port and carrier objects (100,000 rates over a few hundred ports stay small), and
  // equal texts (routes, remarks, terminals, dates, currencies), sailing-day lists and surcharge lists:
  // the driver makes a new string or object per row, and a company's rates repeat a few hundred of each.
  // Fewer, shared objects are less heap held per rate and less for the collector to walk. The index
  // treats rates as read-only, so sharing is safe.
  const shared = new Map<string, unknown>();
  const same = <T>(key: string, v: T): T => {
    if (shared.has(key)) return shared.get(key) as T;
    shared.set(key, v);
    return v;
  };
  const one = <T extends { id: number }>(kind: string, o: T): T => same(`${kind}${o.id}`, o);
  const text = (v: string): string => same(`t${v}`, v);
  const list = <T>(v: T): T => same(`l${JSON.stringify(v)}`, v);
  const full = (rows: Awaited<ReturnType<typeof pageAfter>>): FullRate[] => rows.map(({ r, pol: a, pod: b, via: v, carrier: c }) => ({
    id: r.id,
    kind: r.kind,
    pol: one('p', a),
    polTerminal: text(r.polTerminal),
    pod: one('p', b),
    podTerminal: text(r.podTerminal),
    carrier: c ? one('c', c) : null,
    coLoader: text(r.coLoader),
    route: text(r.route),
    routeEn: text(r.routeEn || r.route),
    routeCode: text(r.routeCode),
    transit: r.transit,
    via: r.transit === 'VIA' && v ? one('p', v) : null,
    transitDays: r.transitDays,
    validFrom: text(r.validFrom),
    validTo: text(r.validTo),
    cutoffWeekday: r.cutoffWeekday,
    sailingWeekdays: list(sailingWeekdays(r.sailingDays)),
    spaceStatus: r.spaceStatus,
    remark: text(r.remark),
    remarkEn: text(r.remarkEn || r.remark),
    currency: text(r.currency),
    prices: r.prices,
    surcharges: list(r.surcharges),
    billFee: r.billFee,
    billFeeCurrency: text(r.billFeeCurrency),
    sortPrice: sortPriceOf(r.kind, r.prices, r.currency, r.surcharges),
  }));
  const out: FullRate[] = [];
  for (let afterId = 0; ; ) {
    const rows = await pageAfter(afterId);
    for (const rate of full(rows)) out.push(rate);
    if (rows.length < pageSize) return out;
    afterId = rows[rows.length - 1]!.r.id;
    await new Promise<void>((resolve) => setImmediate(resolve)); // the requests that came in meanwhile go first
  }
}

async function currentVersion(companyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ v: rateVersions.version }).from(rateVersions).where(eq(rateVersions.companyId, companyId)).limit(1);
  return row?.v ?? 0;
}

// Per-company index, checked against its version at most once a second: a change made by any
// instance is seen within a second, a search never scans tables.
const cache = new CompanyIndexCache<RateIndex>('__rateIndexes', 'rates', currentVersion, (companyId) => getDb().then((db) => loadRates(db, companyId)).then((rows) => new RateIndex(rows)));

export function rateIndex(companyId: number): Promise<RateIndex> {
  return cache.get(companyId);
}

/** Call in the transaction of any change to a company's rates: once it commits, every instance rebuilds its index. */
export async function bumpRatesVersion(db: Db, companyId: number): Promise<void> {
  await db
    .insert(rateVersions)
    .values({ companyId, version: 2 })
    .onConflictDoUpdate({ target: rateVersions.companyId, set: { version: sql`${rateVersions.version} + 1`, updatedAt: sql`now()` } });
  afterCommit(db, () => void announce({ kind: 'rates', companyId }));
}

/**
 * The lanes of a kind with the widest choice today (RateIndex.popularLanes), for the rate page before
 * a search: from the live index (rebuilt when rates change), so the pages that show them, rendered
 * again every hour (their `revalidate`), follow the rates within the hour.
 */
export async function popularRateLanes(companyId: number, kind: RateKind, today = chinaDate()): Promise<PopularRateLane[]> {
  return (await rateIndex(companyId)).popularLanes(kind, today);
}

// ---------------------------------------------------------------- the gate (spec §6)

/** Whether a user holds a staff grant of rate access. */
export async function hasRateGrant(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ u: rateAccessGrants.userId })
    .from(rateAccessGrants)
    .where(and(eq(rateAccessGrants.companyId, companyId), eq(rateAccessGrants.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Who asks for rates: a user of the company (a session's, or an account looked up by id or address), or nobody. */
export type RateAccessSubject = Pick<SessionUser, 'userId' | 'certificationStatus'> | null;

/**
 * What the caller may see (README "Rates and quotations"): visitors and uncertified users no price;
 * under programJurisdictionFlag a certified user also needs a grant from staff. The one decision
 * behind every price the site hands out: answers, the order of rows, spot offers, quotations and mail.
 */
export async function rateAccessFor(db: Db, company: CompanySettings, session: RateAccessSubject): Promise<RateAccess> {
  if (!session) return 'login';
  if (session.certificationStatus !== CERTIFIED) return 'certify';
  if (company.programJurisdictionFlag && !(await hasRateGrant(db, company.companyId, session.userId))) return 'unauthorized';
  return 'full';
}

/** rateAccessFor of a user of the company by id, as the account is now (no account of the company: 'login'). */
export async function rateAccessOfUser(db: Db, company: CompanySettings, userId: number): Promise<RateAccess> {
  const [user] = await db
    .select({ userId: users.id, certificationStatus: users.certificationStatus })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, company.companyId)))
    .limit(1);
  return rateAccessFor(db, company, user ?? null);
}

/**
 * rateAccessFor of a mail address, as its accounts are now: the best access of an account of the
 * company with that address (an address proves itself with a code before it joins an account), else
 * 'login' (an address no account of the company has, e.g. a visitor's subscription).
 */
export async function rateAccessOfAddress(db: Db, company: CompanySettings, email: string): Promise<RateAccess> {
  const accounts = await db
    .select({ userId: users.id, certificationStatus: users.certificationStatus })
    .from(users)
    .where(and(eq(users.companyId, company.companyId), sql`lower(${users.email}) = ${normalizeEmail(email)}`));
  let best: RateAccess = 'login';
  for (const account of accounts) {
    const access = await rateAccessFor(db, company, account);
    if (access === 'full') return access;
    if (RATE_ACCESS.indexOf(access) > RATE_ACCESS.indexOf(best)) best = access;
  }
  return best;
}

export function gateMessage(t: ApiTranslator, access: RateAccess): string | undefined {
  if (access === 'login') return t('ratesLogin');
  if (access === 'certify') return t('certificationRequired');
  if (access === 'unauthorized') return t('forbidden');
  return undefined;
}

/**
 * A logged-in user's sales contact for LCL: their own dedicated one, else the company's LCL or default
 * contact, else the first. One query, one row (the rate search asks for it on every full answer).
 */
export async function salesContactOf(db: Db, companyId: number, userId: number | null): Promise<SalesContactRef | null> {
  const own = userId
    ? sql<boolean>`coalesce(${salesContacts.id} = (select ${users.salesContactId} from ${users} where ${users.id} = ${userId} and ${users.companyId} = ${companyId}), false)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ nameCn: salesContacts.nameCn, nameEn: salesContacts.nameEn, mobile: salesContacts.mobile, email: salesContacts.email })
    .from(salesContacts)
    .where(eq(salesContacts.companyId, companyId))
    .orderBy(desc(own), desc(sql`coalesce(${salesContacts.businessId} = 2, false)`), desc(salesContacts.isDefault), asc(salesContacts.sort), asc(salesContacts.id))
    .limit(1);
  return row ? { nameCn: row.nameCn, nameEn: row.nameEn || row.nameCn, mobile: row.mobile, email: row.email } : null;
}

// The sales contact a rate answer names, per (company, user), kept a second (a contact's change is
// seen within a second, as a rate's is): the search names it on every answer to a priced caller, and
// that query cost as much as the search itself.
const SALES_MEMO_MS = 1000;
const SALES_MEMO_MAX = 10_000;
const salesMemo = new Map<string, { at: number; contact: Promise<SalesContactRef | null> }>();

/** salesContactOf, as it was at most a second ago. */
export function recentSalesContact(db: Db, companyId: number, userId: number | null): Promise<SalesContactRef | null> {
  const key = `${companyId}:${userId ?? ''}`;
  const now = Date.now();
  const hit = salesMemo.get(key);
  if (hit && now - hit.at < SALES_MEMO_MS) return hit.contact;
  if (salesMemo.size >= SALES_MEMO_MAX) salesMemo.clear();
  const contact = salesContactOf(db, companyId, userId);
  salesMemo.set(key, { at: now, contact });
  contact.catch(() => salesMemo.delete(key));
  return contact;
}

/** A rate without any price field (what every caller without full access gets). */
export function publicView(r: FullRate): PublicRate {
  const out = { ...r } as Partial<FullRate>;
  for (const f of PRICE_FIELDS) delete out[f];
  return out as PublicRate;
}

// Each rate's JSON, made once per index (rates in an index never change: a change builds a new one).
const fullJson = new WeakMap<FullRate, string>();
const publicJson = new WeakMap<FullRate, string>();

/** A rate as JSON, with its price fields only when `full`. */
export function rateJson(r: FullRate, full: boolean): string {
  const cache = full ? fullJson : publicJson;
  let json = cache.get(r);
  if (json === undefined) cache.set(r, (json = JSON.stringify(full ? r : publicView(r))));
  return json;
}

/** The kinds this company's site offers (webPubFclFlag / containerFclShow); others answer 404. */
export function requireKindOpen(company: CompanySettings, kind: RateKind): void {
  if (kind === 'lcl') return;
  if (!rateScreens(company)[kind]) throw new ApiError(404, 'featureNotOpen');
}

export type RateCaller = { company: CompanySettings; session: SessionUser | null; t: ApiTranslator };

/** One page of a search as the index holds it (price fields still in: callers strip them). */
async function rateSearchPage(db: Db, caller: RateCaller, q: RateSearch) {
  requireKindOpen(caller.company, q.kind);
  const access = await rateAccessFor(db, caller.company, caller.session);
  const index = await rateIndex(caller.company.companyId);
  // Without prices the order must not reveal them either: "sort by price" falls back to the default
  // order, and no order breaks its ties by price (RateIndex.search).
  const { rows, total } = index.search(q, access === 'full');
  const sales = access === 'unauthorized' || access === 'full' ? await recentSalesContact(db, caller.company.companyId, caller.session?.userId ?? null) : null;
  return { access, rows, total, data: { access, message: gateMessage(caller.t, access), sales, carriers: index.carriersOn(q.kind, q.portStartId, q.portEndId) } };
}

/** GET /webfreight/rateAccess: the caller's gate (spec §6) and sales contact, without a search. */
export async function rateGateOf(db: Db, caller: RateCaller) {
  const access = await rateAccessFor(db, caller.company, caller.session);
  const sales = access === 'unauthorized' || access === 'full' ? await recentSalesContact(db, caller.company.companyId, caller.session?.userId ?? null) : null;
  return { code: '1' as const, data: { access, message: gateMessage(caller.t, access), sales } };
}

/** GET /webfreight/queryRates: one page of a search, with price fields only for full access. */
export async function searchRates(db: Db, caller: RateCaller, q: RateSearch) {
  const page = await rateSearchPage(db, caller, q);
  return { code: '1' as const, rows: page.access === 'full' ? page.rows : page.rows.map(publicView), total: page.total, data: page.data };
}

/**
 * The same answer as searchRates, as its JSON text: each rate's JSON is made once per index and
 * reused (full or without prices, by the caller's access), so a search does not serialise its
 * page of rates again on every request.
 */
export async function searchRatesJson(db: Db, caller: RateCaller, q: RateSearch): Promise<string> {
  const page = await rateSearchPage(db, caller, q);
  const full = page.access === 'full';
  let rows = '';
  for (const r of page.rows) rows += (rows ? ',' : '') + rateJson(r, full);
  return `{"code":"1","rows":[${rows}],"total":${page.total},"data":${JSON.stringify(page.data)}}`;
}

/** The price history of a rate over the last `days` days (oldest first), each point the prices after the change. */
export async function priceHistory(db: Db, companyId: number, rateId: number, days = 90) {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await db
    .select({ at: ratePriceHistory.changedAt, prices: ratePriceHistory.newPrices })
    .from(ratePriceHistory)
    .where(and(eq(ratePriceHistory.companyId, companyId), eq(ratePriceHistory.rateId, rateId), gte(ratePriceHistory.changedAt, since)))
    .orderBy(asc(ratePriceHistory.changedAt), asc(ratePriceHistory.id));
  return rows.map((r) => ({ at: r.at.toISOString(), prices: r.prices }));
}

/** GET /webfreight/rateDetail: one rate of this company (404 for another company's), priced for full access. */
export async function rateDetail(db: Db, caller: RateCaller, id: number, withHistory: boolean) {
  const index = await rateIndex(caller.company.companyId);
  const rate = index.get(id);
  if (!rate) throw new ApiError(404, 'rateNotFound');
  requireKindOpen(caller.company, rate.kind);
  const access = await rateAccessFor(db, caller.company, caller.session);
  const sales = access === 'unauthorized' || access === 'full' ? await salesContactOf(db, caller.company.companyId, caller.session?.userId ?? null) : null;
  return {
    code: '1' as const,
    data: {
      access,
      message: gateMessage(caller.t, access),
      sales,
      rate: access === 'full' ? rate : publicView(rate),
      ...(access === 'full' && withHistory ? { history: await priceHistory(db, caller.company.companyId, id) } : {}),
    },
  };
}

/** A rate of the company with prices, for a caller already known to have full access; 404 otherwise. */
export async function fullRateOf(companyId: number, id: number): Promise<FullRate> {
  const rate = (await rateIndex(companyId)).get(id);
  if (!rate) throw new ApiError(404, 'rateNotFound');
  return rate;
}

/**
 * Refuses a caller without full rate access, with the gate's status and text: 401 'please log in',
 * 403 'please certify', 403 the spec's 'Unauthorized, Please contact your sales'.
 */
export function refuseWithoutAccess(access: RateAccess): void {
  if (access === 'login') throw new ApiError(401, 'loginRequired');
  if (access === 'certify') throw new ApiError(403, 'certificationRequired');
  if (access === 'unauthorized') throw new ApiError(403, 'forbidden');
}

/** Refuses (403, the spec's 'Unauthorized, Please contact your sales') a certified caller without rate access. */
export async function requireRateAccess(db: Db, company: CompanySettings, session: SessionUser): Promise<void> {
  refuseWithoutAccess(await rateAccessFor(db, company, session));
}

// The rate-search load: company 1 topped up to MIN_RATES rates (deterministic synthetic LCL, FCL and
// air rates over its origin and destination ports, several carriers per lane), a certified user's
// session to search with (the full answer: gate check, grant lookup, prices), and the queries a
// shipper sends from /lclFreight: a lane, then filters, sorts and pages.
import { randomBytes, createHash } from 'node:crypto';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Tenant } from './tenants';
import { webfreightApi } from '../../lib/endpoints/webfreight';
import { rates, rateVersions, sessions, users } from '../../lib/server/db/schema';
import { openAt, type DbAt } from './db';
import type { Target } from './measure';
import { chinaDate } from '../../lib/businessTime';

const RATE_SEARCH_PATH = `/api${webfreightApi.queryRates.path}`;

/** Synthetic rates are marked by this route code prefix (seeded ones never use it). */
const SYNTHETIC_ROUTE = 'BENCH';

export type RateDbSummary = {
  rates: number;
  inserted: number;
  lanes: { portStartId: number; portEndId: number }[];
  token: string;
  ms: number;
  /** other companies searched too (their host, a certified shipper's session, their busiest lanes) */
  others?: { host: string; token: string; lanes: { portStartId: number; portEndId: number }[] }[];
};

/** A stable pseudo-random 0 … 2^31-1 of (row, salt): the same synthetic data on every run and server. */
export const hashOf = (g: SQL, salt: number) => sql`(hashint8((${g})::bigint * 64 + ${salt}) & 2147483647)`;

/**
 * Tops company `companyId` up to `minRates` rates with one INSERT … SELECT per 50,000: LCL (70 %), FCL and air
 * rates over its origin and destination ports and every carrier, DIR / VIA, validity windows around today,
 * cut-off and sailing weekdays. Returns how many it added.
 */
async function topUpRates(db: Db, companyId: number, minRates: number): Promise<number> {
  const [have] = await db.select({ n: count() }).from(rates).where(eq(rates.companyId, companyId));
  const need = minRates - (have?.n ?? 0);
  const g = sql`g`;
  const h = (salt: number) => hashOf(g, salt);
  for (let done = 0; done < need; done += 50_000) {
    const upTo = Math.min(need, done + 50_000);
    await db.execute(sql`
      with o as (select array_agg(id order by id) a from ports where company_id = ${companyId} and is_origin),
           d as (select array_agg(id order by id) a from ports where company_id = ${companyId} and is_destination),
           k as (select array_agg(id order by id) a from carriers),
           s as (select g, case when ${h(1)} % 100 < 70 then 'lcl' when ${h(1)} % 100 < 91 then 'fcl' else 'air' end kind, 10 + ${h(2)} % 90 p
                 from generate_series(${done + 1}::int, ${upTo}::int) g)
      insert into rates (company_id, kind, pol_id, pod_id, carrier_id, route, route_en, route_code, transit, transit_days, valid_from, valid_to,
        currency, prices, surcharges, bill_fee, cutoff_weekday, sailing_days, space_status)
      select ${companyId}, s.kind, o.a[1 + ${h(3)} % cardinality(o.a)], d.a[1 + ${h(4)} % cardinality(d.a)], k.a[1 + ${h(5)} % cardinality(k.a)],
        '合成', 'Synthetic', ${SYNTHETIC_ROUTE} || (${h(6)} % 9), case when ${h(7)} % 10 < 3 then 'VIA' else 'DIR' end, 3 + ${h(8)} % 40,
        current_date - (${h(9)} % 20)::int, current_date + (${h(10)} % 60)::int - 5, case s.kind when 'air' then 'CNY' else 'USD' end,
        case s.kind
          when 'lcl' then jsonb_build_object('perCbm', s.p, 'perTon', s.p + 5, 'minCharge', s.p)
          when 'fcl' then jsonb_build_object('gp20', s.p * 20, 'gp40', s.p * 35, 'hq40', s.p * 36, 'hq45', s.p * 42)
          else jsonb_build_object('min', 300, 'kg45', s.p / 2.0, 'kg100', round(s.p / 2.2, 2), 'kg300', round(s.p / 2.4, 2), 'kg500', round(s.p / 2.6, 2), 'kg1000', round(s.p / 2.8, 2))
        end,
        ${JSON.stringify([{ code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: 50, currency: 'CNY', unit: 'cbm' }])}::jsonb,
        100, 1 + ${h(11)} % 7, 1 << (${h(12)} % 7)::int, 1 + ${h(13)} % 5
      from s, o, d, k`);
  }
  if (need > 0) {
    await db
      .insert(rateVersions)
      .values({ companyId, version: 2 })
      .onConflictDoUpdate({ target: rateVersions.companyId, set: { version: sql`${rateVersions.version} + 1` } });
  }
  return Math.max(0, need);
}

type Db = Awaited<ReturnType<typeof openAt>>;

/** The busiest LCL lanes of a company (seeded and synthetic), as shippers search them. */
async function busyLanes(db: Db, companyId: number, n: number) {
  const busy = await db
    .select({ portStartId: rates.polId, portEndId: rates.podId, n: count() })
    .from(rates)
    .where(and(eq(rates.companyId, companyId), eq(rates.kind, 'lcl')))
    .groupBy(rates.polId, rates.podId)
    .orderBy(sql`count(*) desc`, rates.polId, rates.podId)
    .limit(n);
  return busy.map(({ portStartId, portEndId }) => ({ portStartId, portEndId }));
}

/** A session, valid for the run, of a certified user of the company: its demo shipper (13800000001) or, when it has none, a bench shipper. */
async function certifiedSession(db: Db, companyId: number): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.certificationStatus, 3)))
    .orderBy(sql`${users.mobile} <> '13800000001'`, users.id)
    .limit(1);
  if (!user) throw new Error(`bench: company ${companyId} has no certified user`);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: createHash('sha256').update(token).digest('hex'), userId: user.id, companyId, expiresAt: new Date(Date.now() + 6 * 3600_000) });
  return token;
}

export async function prepareRates(at: DbAt, companyId: number, minRates: number, others: Tenant[] = []): Promise<RateDbSummary> {
  const started = Date.now();
  const db = await openAt(at);
  try {
    let inserted = 0;
    for (const id of [companyId, ...others.map((t) => t.id)]) inserted += await topUpRates(db, id, minRates);
    // Fresh planner statistics after the bulk insert (a server's autovacuum would gather them).
    if (inserted) await db.execute(sql`analyze rates`);
    const [total] = await db.select({ n: count() }).from(rates).where(eq(rates.companyId, companyId));
    const token = await certifiedSession(db, companyId);
    const rest = [];
    for (const t of others) rest.push({ host: t.host, token: await certifiedSession(db, t.id), lanes: await busyLanes(db, t.id, 3) });
    return { rates: total?.n ?? 0, inserted, lanes: await busyLanes(db, companyId, 12), token, ms: Date.now() - started, others: rest };
  } finally {
    await db.$close();
  }
}

/** Rate searches of a certified user: lanes, then filters (weekday, DIR/VIA, validity), sorts, pages; and an origin-wide list. */
export function rateSearchTarget(origin: string, summary: RateDbSummary): Target {
  const requests: Target['requests'] = [];
  const validOn = chinaDate(); // the business day (China), as a shipper's page sends it
  summary.lanes.forEach((l, i) => {
    const lane = `portStartId=${l.portStartId}&portEndId=${l.portEndId}`;
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}` });
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}&weekday=${(i % 7) + 1}&sort=price` });
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}&transit=DIR&validOn=${validOn}&sort=transit` });
    requests.push({ path: `${RATE_SEARCH_PATH}?portStartId=${l.portStartId}&sort=price&page=${(i % 5) + 1}&pageSize=20` });
  });
  requests.push({ path: `${RATE_SEARCH_PATH}?kind=fcl&sort=price&pageSize=50` });
  // The other companies' shippers, a share of the load through their hosts: each company's rate index is built
  // when it is first asked and then held beside company 1's.
  const others = summary.others ?? [];
  others.forEach((c, i) => {
    const l = c.lanes[i % Math.max(1, c.lanes.length)];
    const headers = { host: c.host, authorization: c.token };
    if (l) requests.push({ path: `${RATE_SEARCH_PATH}?portStartId=${l.portStartId}&portEndId=${l.portEndId}&sort=price`, headers });
    requests.push({ path: `${RATE_SEARCH_PATH}?kind=lcl&sort=price&page=${(i % 3) + 1}&pageSize=20`, headers });
  });
  const label = others.length ? `rate search (GET, ${others.length + 1} companies × ${Math.round(summary.rates / 1000)}k rates)` : `rate search (GET, ${Math.round(summary.rates / 1000)}k rates)`;
  return { key: 'rates', label, origin, method: 'GET', headers: { sys_source: 'etransweb', authorization: summary.token }, requests };
}

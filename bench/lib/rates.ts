// The rate-search load: company 1 topped up to MIN_RATES rates (deterministic synthetic LCL, FCL and
// air rates over its origin and destination ports, several carriers per lane), a certified user's
// session to search with (the full answer: gate check, grant lookup, prices), and the queries a
// shipper sends from /lclFreight: a lane, then filters, sorts and pages.
import { randomBytes, createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { webfreightApi } from '../../lib/endpoints/webfreight';
import { carriers, ports, rates, rateVersions, sessions, users } from '../../lib/server/db/schema';
import { openAt, type DbAt } from './db';
import type { Target } from './measure';
import { prng } from './prng';

const RATE_SEARCH_PATH = `/api${webfreightApi.queryRates.path}`;

/** Synthetic rates are marked by this route code prefix (seeded ones never use it). */
const SYNTHETIC_ROUTE = 'BENCH';

export type RateDbSummary = { rates: number; inserted: number; lanes: { portStartId: number; portEndId: number }[]; token: string; ms: number };

export async function prepareRates(at: DbAt, companyId: number, minRates: number): Promise<RateDbSummary> {
  const started = Date.now();
  const db = await openAt(at);
  try {
    const [have] = await db.select({ n: count() }).from(rates).where(eq(rates.companyId, companyId));
    const need = minRates - (have?.n ?? 0);
    const rnd = prng(20261124);
    const origins = await db.select({ id: ports.id }).from(ports).where(and(eq(ports.companyId, companyId), eq(ports.isOrigin, true))).orderBy(ports.id);
    const dests = await db.select({ id: ports.id }).from(ports).where(and(eq(ports.companyId, companyId), eq(ports.isDestination, true))).orderBy(ports.id);
    const carrierIds = (await db.select({ id: carriers.id }).from(carriers)).map((c) => c.id);
    let inserted = 0;
    const today = new Date();
    const iso = (d: number) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10);
    while (inserted < need) {
      const batch: (typeof rates.$inferInsert)[] = [];
      while (batch.length < Math.min(1000, need - inserted)) {
        const kind = rnd() < 0.7 ? 'lcl' : rnd() < 0.7 ? 'fcl' : 'air';
        const perCbm = Math.round(10 + rnd() * 90);
        batch.push({
          companyId,
          kind,
          polId: origins[Math.floor(rnd() * origins.length)]!.id,
          podId: dests[Math.floor(rnd() * dests.length)]!.id,
          carrierId: carrierIds[Math.floor(rnd() * carrierIds.length)]!,
          route: '合成',
          routeEn: 'Synthetic',
          routeCode: `${SYNTHETIC_ROUTE}${Math.floor(rnd() * 9)}`,
          transit: rnd() < 0.3 ? 'VIA' : 'DIR',
          transitDays: 3 + Math.floor(rnd() * 40),
          validFrom: iso(-Math.floor(rnd() * 20)),
          validTo: iso(Math.floor(rnd() * 60) - 5),
          currency: kind === 'air' ? 'CNY' : 'USD',
          prices:
            kind === 'lcl'
              ? { perCbm, perTon: perCbm + 5, minCharge: perCbm }
              : kind === 'fcl'
                ? { gp20: perCbm * 20, gp40: perCbm * 35, hq40: perCbm * 36, hq45: perCbm * 42 }
                : { min: 300, kg45: perCbm / 2, kg100: perCbm / 2.2, kg300: perCbm / 2.4, kg500: perCbm / 2.6, kg1000: perCbm / 2.8 },
          surcharges: [{ code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: 50, currency: 'CNY', unit: 'cbm' }],
          billFee: 100,
          cutoffWeekday: 1 + Math.floor(rnd() * 7),
          sailingDays: 1 << Math.floor(rnd() * 7),
          spaceStatus: 1 + Math.floor(rnd() * 5),
        });
      }
      await db.insert(rates).values(batch);
      inserted += batch.length;
    }
    // Fresh planner statistics after the bulk insert (a server's autovacuum would gather them).
    await db.execute(sql`analyze rates`);
    if (inserted) {
      await db
        .insert(rateVersions)
        .values({ companyId, version: 2 })
        .onConflictDoUpdate({ target: rateVersions.companyId, set: { version: sql`${rateVersions.version} + 1` } });
    }
    const [total] = await db.select({ n: count() }).from(rates).where(eq(rates.companyId, companyId));
    // The busiest lanes (seeded and synthetic), as shippers search them.
    const busy = await db
      .select({ portStartId: rates.polId, portEndId: rates.podId, n: count() })
      .from(rates)
      .where(and(eq(rates.companyId, companyId), eq(rates.kind, 'lcl')))
      .groupBy(rates.polId, rates.podId)
      .orderBy(sql`count(*) desc`)
      .limit(12);
    // A session of the certified demo shipper (rate access), valid for the run.
    const [demo] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.mobile, '13800000001'))).limit(1);
    if (!demo) throw new Error('bench: the seed has no certified demo user');
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({ id: createHash('sha256').update(token).digest('hex'), userId: demo.id, companyId, expiresAt: new Date(Date.now() + 6 * 3600_000) });
    return { rates: total?.n ?? 0, inserted, lanes: busy.map(({ portStartId, portEndId }) => ({ portStartId, portEndId })), token, ms: Date.now() - started };
  } finally {
    await db.$close();
  }
}

/** Rate searches of a certified user: lanes, then filters (weekday, DIR/VIA, validity), sorts, pages; and an origin-wide list. */
export function rateSearchTarget(origin: string, summary: RateDbSummary): Target {
  const requests: { path: string }[] = [];
  const validOn = new Date().toISOString().slice(0, 10);
  summary.lanes.forEach((l, i) => {
    const lane = `portStartId=${l.portStartId}&portEndId=${l.portEndId}`;
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}` });
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}&weekday=${(i % 7) + 1}&sort=price` });
    requests.push({ path: `${RATE_SEARCH_PATH}?${lane}&transit=DIR&validOn=${validOn}&sort=transit` });
    requests.push({ path: `${RATE_SEARCH_PATH}?portStartId=${l.portStartId}&sort=price&page=${(i % 5) + 1}&pageSize=20` });
  });
  requests.push({ path: `${RATE_SEARCH_PATH}?kind=fcl&sort=price&pageSize=50` });
  return { key: 'rates', label: `rate search (GET, ${Math.round(summary.rates / 1000)}k rates)`, origin, method: 'GET', headers: { sys_source: 'etransweb', authorization: summary.token }, requests };
}

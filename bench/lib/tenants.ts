// Ten times the data: the bench database holds BENCH_COMPANIES companies (the seed's two and forwarders made
// for the bench), each with its own host, the seed's real ports and schedule services (a year of dated
// sailings), and a few hundred certified shippers who own the synthetic orders. Rates and orders are topped
// up per company by ./rates.ts and ./orders.ts with set-based SQL. Everything is idempotent: a re-run
// adds nothing.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { companies, companyDomains, sailings, users } from '../../lib/server/db/schema';
import { HQ } from '../../lib/server/db/seed';
import { seedSchedules } from '../../lib/server/db/seed/scheduleSeed';
import type { Database } from '../../lib/server/db/open';
import { openAt, SYNTHETIC_SORT, type DbAt } from './db';

/** Companies in the bench database (the seed has two). */
export const BENCH_COMPANIES = 10;
/** Certified shippers per company who own the synthetic orders (mobiles 19900000000 + n). */
export const SHIPPERS_PER_COMPANY = 200;
const SHIPPER_MOBILE_BASE = 19_900_000_000;

/** Forwarders made for the bench (fictional; domains under .localhost, which resolve to this machine). */
const FORWARDERS: readonly { code: string; cn: string; en: string; city: string; cityEn: string; color: string }[] = [
  { code: 'bench-ningbo', cn: '甬通国际货运代理有限公司', en: 'Yongtong International Forwarding Co., Ltd.', city: '宁波市鄞州区', cityEn: 'Yinzhou District, Ningbo', color: '#1d5fa8' },
  { code: 'bench-qingdao', cn: '青岛海岳国际物流有限公司', en: 'Qingdao Haiyue International Logistics Co., Ltd.', city: '青岛市市南区', cityEn: 'Shinan District, Qingdao', color: '#23784f' },
  { code: 'bench-xiamen', cn: '厦门鹭航供应链有限公司', en: 'Xiamen Luhang Supply Chain Co., Ltd.', city: '厦门市湖里区', cityEn: 'Huli District, Xiamen', color: '#a8471d' },
  { code: 'bench-tianjin', cn: '天津津港通物流有限公司', en: 'Tianjin Jingangtong Logistics Co., Ltd.', city: '天津市滨海新区', cityEn: 'Binhai New Area, Tianjin', color: '#5a3fa0' },
  { code: 'bench-guangzhou', cn: '广州南沙远洋货运有限公司', en: 'Guangzhou Nansha Ocean Freight Co., Ltd.', city: '广州市南沙区', cityEn: 'Nansha District, Guangzhou', color: '#b0303a' },
  { code: 'bench-dalian', cn: '大连北港国际货代有限公司', en: 'Dalian Beigang International Forwarding Co., Ltd.', city: '大连市中山区', cityEn: 'Zhongshan District, Dalian', color: '#2a6f8f' },
  { code: 'bench-suzhou', cn: '苏州吴越跨境物流有限公司', en: 'Suzhou Wuyue Cross-border Logistics Co., Ltd.', city: '苏州市工业园区', cityEn: 'Suzhou Industrial Park', color: '#7a6a12' },
  { code: 'bench-fuzhou', cn: '福州闽海航运代理有限公司', en: 'Fuzhou Minhai Shipping Agency Co., Ltd.', city: '福州市马尾区', cityEn: 'Mawei District, Fuzhou', color: '#3b7d3b' },
];

/** The host a bench request names to reach a company made for the bench. */
export const benchHost = (code: string) => `${code}.localhost`;

export type Tenant = { id: number; code: string; host: string };

/**
 * The bench's companies, ordered by id (company 1 first): the seeded ones as they are, and forwarders made
 * from the main tenant's settings with their own names, colour and host, its seeded ports (not the bench's
 * synthetic ones) and its schedule services with their sailings.
 */
export async function prepareTenants(db: Database, count = BENCH_COMPANIES): Promise<Tenant[]> {
  const have = await db.select({ id: companies.id }).from(companies);
  for (const f of FORWARDERS.slice(0, Math.max(0, count - have.length))) {
    await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(companies)
        .values({
          ...HQ.row,
          code: f.code,
          companyNameCn: f.cn,
          companyNameEn: f.en,
          companyNameScn: f.cn.slice(0, 4),
          companyNameSen: f.en.split(' ').slice(0, 2).join(' '),
          webThemeColor: f.color,
          linkAddress: f.city,
          companyAddr: f.city,
          companyAddrEn: f.cityEn,
          siteUrl: `http://${benchHost(f.code)}`,
          clientDomainName: '',
          contactEmail: `service@${benchHost(f.code)}`,
        })
        .onConflictDoNothing({ target: companies.code })
        .returning({ id: companies.id });
      if (!made) return; // made by an earlier run
      await tx.insert(companyDomains).values({ companyId: made.id, domain: benchHost(f.code) }).onConflictDoNothing();
      await tx.execute(sql`
        insert into ports (company_id, code, name_cn, name_en, country_code, country_name, country_name_en, logo, is_origin, is_destination, sort, rank)
        select ${made.id}, code, name_cn, name_en, country_code, country_name, country_name_en, logo, is_origin, is_destination, sort, rank
        from ports where company_id = ${HQ.id ?? 1} and sort <> ${SYNTHETIC_SORT}`);
      await seedSchedules(tx, made.id);
    });
  }
  const rows = await db
    .select({ id: companies.id, code: companies.code, domain: sql<string>`min(${companyDomains.domain})` })
    .from(companies)
    .leftJoin(companyDomains, eq(companyDomains.companyId, companies.id))
    .groupBy(companies.id)
    .orderBy(asc(companies.id))
    .limit(count);
  const tenants = rows.map((r) => ({ id: r.id, code: r.code, host: FORWARDERS.some((f) => f.code === r.code) ? benchHost(r.code) : (r.domain ?? 'localhost') }));
  // company 1 answers on 127.0.0.1 (the Host the load generator sends by default)
  if (tenants[0]) tenants[0].host = '127.0.0.1';
  for (const t of tenants) {
    await db.execute(sql`
      insert into users (company_id, mobile, name_cn, name_en, company_name_cn, company_name_en, certification_status, user_type)
      select ${t.id}, (${SHIPPER_MOBILE_BASE}::bigint + g)::text, '客户' || g, 'Shipper ' || g, '合成贸易' || g || '有限公司', 'Synthetic Trading ' || g || ' Ltd.', 3, 1
      from generate_series(1, ${SHIPPERS_PER_COMPANY}) g
      on conflict do nothing`);
  }
  return tenants;
}

/** The bench's shippers of a company (owners of its synthetic orders), by id. */
export async function shipperIds(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), gte(users.mobile, String(SHIPPER_MOBILE_BASE)), lt(users.mobile, String(SHIPPER_MOBILE_BASE + 1_000_000))))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** Dated sailings of the companies, in all. */
export async function sailingCount(db: Database, ids: number[]): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sailings).where(sql`${sailings.companyId} in ${ids}`);
  return row?.n ?? 0;
}


export type FleetSummary = { tenants: Tenant[]; sailings: number; ms: number };

/** The bench's companies made where missing (prepareTenants), with their dated sailings in all. */
export async function prepareCompanies(at: DbAt, count = BENCH_COMPANIES): Promise<FleetSummary> {
  const started = Date.now();
  const db = await openAt(at);
  try {
    const tenants = await prepareTenants(db, count);
    return { tenants, sailings: await sailingCount(db, tenants.map((t) => t.id)), ms: Date.now() - started };
  } finally {
    await db.$close();
  }
}

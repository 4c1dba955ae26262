// The order queries are index-backed: the order search (by order no, by bill no), my orders (by owner,
// all stages or one) and the staff list (by company, all stages or one). Each query the service builds
// is EXPLAINed with sequential scans (and, for a page, sorts) priced out of reach: a query no index can
// serve still gets its Seq Scan / Sort, so the plan shows it. Runs on PGlite and on PostgreSQL alike.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { myOrdersScope, orderByNumberQuery, orderListQueries, orderSearchQuery, orderSearchStatement } from '@/lib/server/orders';
import { createCompany, type TestCompany } from './helpers';
import { userWithSession } from './authzFixtures';
import { createOrder, type OrderFixture } from './orderFixtures';

let a: TestCompany;
let owner: { userId: number };
let billed: OrderFixture;

beforeAll(async () => {
  a = await createCompany();
  owner = await userWithSession(a.id, { certificationStatus: 3 });
  await createOrder(a.id, owner.userId, { stage: 2 });
  billed = await createOrder(a.id, owner.userId, { stage: 6, billNo: `IDX${Date.now() % 100_000_000}` });
  // Enough orders (other owners, every stage, a bill no on some) for the planner to choose between indexes as
  // it would on a real table: copies of the billed order with their own numbers, then fresh statistics.
  const db = await getDb();
  await db.execute(sql`
    insert into orders (company_id, user_id, order_no, bill_no, stage, pol_code, pol_name_cn, pol_name_en, pod_code, pod_name_cn, pod_name_en, etd,
      carrier_code, pay_type, transport_mode, bill_type, goods_type, shipper, consignee, packages, goods_description, gross_weight_kg, volume_cbm, created_at)
    select o.company_id, case when g % 50 = 0 then o.user_id end, 'IX' || o.id || '-' || g, case when g % 3 = 0 then 'IXB' || o.id || '-' || g else '' end,
      1 + g % 8, o.pol_code, o.pol_name_cn, o.pol_name_en, o.pod_code, o.pod_name_cn, o.pod_name_en, o.etd, o.carrier_code, o.pay_type, o.transport_mode,
      o.bill_type, o.goods_type, o.shipper, o.consignee, o.packages, o.goods_description, o.gross_weight_kg, o.volume_cbm, o.created_at - g * interval '1 hour'
    from orders o, generate_series(1, 5000) g where o.id = ${billed.id}`);
  await db.execute(sql`analyze orders`);
});

/** Rolls a transaction back after its work: what it changed (a dropped index) is gone with it. */
class Rollback extends Error {
  constructor(readonly plan: string) {
    super('rollback');
  }
}

/**
 * The plan of a query, as text, with sequential scans (and sorts, when `noSort`) disabled for it; `without`
 * drops these indexes for it (in the transaction, rolled back), so that what is left shows whether an index
 * can serve the query at all, whatever a small test table makes cheapest.
 */
async function plan(query: SQLWrapper, opts: { noSort?: boolean; without?: string[] } = {}): Promise<string> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (opts.noSort) await tx.execute(sql`set local enable_sort = off`);
      for (const index of opts.without ?? []) await tx.execute(sql`drop index ${sql.identifier(index)}`);
      const res = (await tx.execute(sql`explain ${query}`)) as { rows: Record<string, string>[] };
      throw new Rollback(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.plan;
    throw e;
  }
  throw new Error('unreachable');
}

/** The orders' b-tree indexes that lead with the company: a whole company is one of their ranges. */
const COMPANY_INDEXES = ['orders_company_no_uq', 'orders_company_bill_idx', 'orders_company_created_idx', 'orders_company_stage_idx', 'orders_user_created_idx', 'orders_user_stage_idx'];

const list = (stage: number, keyword = '') => ({ stage, keyword, page: 1, pageSize: 20 });

describe('order queries use their indexes', () => {
  it('order search: by order no and by bill no, never a scan of the orders', async () => {
    const db = await getDb();
    for (const no of [billed.orderNo, billed.billNo, 'NO-SUCH-ORDER']) {
      const text = await plan(orderByNumberQuery(db, a.id, no));
      expect(text).not.toMatch(/Seq Scan on orders/);
      expect(text).toMatch(/orders_company_no_uq/);
      expect(text).toMatch(/orders_company_bill_idx/);
    }
    // and the query still finds the order by either number
    expect((await orderByNumberQuery(db, a.id, billed.billNo))[0]?.id).toBe(billed.id);
    expect((await orderByNumberQuery(db, a.id, billed.orderNo))[0]?.id).toBe(billed.id);
  });

  it('order search statement: the same lookups, and the history read by order_events_order_idx, in one round trip', async () => {
    const db = await getDb();
    const text = await plan(orderSearchQuery(db, a.id, billed.billNo));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/orders_company_bill_idx/);
    expect(text).toMatch(/order_events_order_idx/);
    // prepared once per handle, it answers with the order and its history (oldest first)
    expect(orderSearchStatement(db)).toBe(orderSearchStatement(db));
    const [found] = await orderSearchStatement(db).execute({ companyId: a.id, no: billed.billNo });
    expect(found?.id).toBe(billed.id);
    expect(found?.events.length).toBeGreaterThan(0);
    expect(found!.events.map((e) => e[1])).toEqual([...found!.events.map((e) => e[1])].sort((x, y) => x - y));
    expect(await orderSearchStatement(db).execute({ companyId: a.id, no: 'NO-SUCH-ORDER' })).toEqual([]);
  });

  it('my orders: the page is read from the owner index in order (all stages, one stage), counts by index', async () => {
    const db = await getDb();
    const scope = myOrdersScope({ companyId: a.id, userId: owner.userId });
    for (const [stage, index] of [[0, 'orders_user_created_idx'], [6, 'orders_user_stage_idx']] as const) {
      const q = orderListQueries(db, scope, list(stage));
      const page = await plan(q.page, { noSort: true });
      expect(page).not.toMatch(/Seq Scan on orders|Sort/);
      expect(page).toMatch(new RegExp(`Index Scan Backward using ${index} on orders`));
      for (const count of [q.total, q.perStage]) expect(await plan(count)).not.toMatch(/Seq Scan on orders/);
    }
    // a keyword narrows the owner's orders: still no scan of the whole table
    const kw = orderListQueries(db, scope, list(0, billed.billNo.slice(0, 5).toLowerCase()));
    for (const query of [kw.page, kw.total, kw.perStage]) expect(await plan(query)).not.toMatch(/Seq Scan on orders/);
  });

  it('staff list: the page is read from the company index in order (all stages, one stage)', async () => {
    const db = await getDb();
    for (const [stage, index] of [[0, 'orders_company_created_idx'], [3, 'orders_company_stage_idx']] as const) {
      const q = orderListQueries(db, eq(orders.companyId, a.id), list(stage));
      const page = await plan(q.page, { noSort: true });
      expect(page).not.toMatch(/Seq Scan on orders|Sort/);
      expect(page).toMatch(new RegExp(`Index Scan Backward using ${index} on orders`));
      for (const count of [q.total, q.perStage]) expect(await plan(count)).not.toMatch(/Seq Scan on orders/);
    }
  });

  it('staff list: a keyword or customer filter can be answered from the trigram indexes, not by reading the company', async () => {
    // On this small table reading the company's 5,000 orders is cheapest; on a company's 100,000 (the bench) it
    // is not. So the company's own indexes are dropped for the plan: the query must still find an index.
    const db = await getDb();
    const company = eq(orders.companyId, a.id);
    // part of one order's bill no, in another case: one order of the 5,000
    const one = billed.billNo.slice(2).toLowerCase();
    const kw = orderListQueries(db, company, list(0, one));
    for (const query of [kw.page, kw.total, kw.perStage]) {
      const text = await plan(query, { without: COMPANY_INDEXES });
      expect(text).toMatch(/Bitmap Index Scan on orders_keyword_trgm_idx/);
      expect(text).not.toMatch(/Seq Scan on orders/);
    }
    const [row] = await kw.page;
    expect(row?.o.id).toBe(billed.id);
    // the customer filter: no copy carries a customer name, so a name is rare
    await db.update(orders).set({ customerName: 'Ningbo Trigram Trading Co.' }).where(eq(orders.id, billed.id));
    await db.execute(sql`analyze orders`);
    const byCustomer = orderListQueries(db, company, { ...list(0), customer: 'trigram trading' });
    expect(await plan(byCustomer.total, { without: COMPANY_INDEXES })).toMatch(/Bitmap Index Scan on orders_customer_trgm_idx/);
    expect((await byCustomer.page).map((r) => r.o.id)).toEqual([billed.id]);
    // a keyword spans no two fields: the lines are searched one by one, as the seven conditions were
    const across = orderListQueries(db, company, list(0, `${billed.orderNo}${billed.billNo}`));
    expect(await across.page).toEqual([]);
  });
});

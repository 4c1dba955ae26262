// The order-search load: every bench company topped up with synthetic booking orders (a forwarder's years of
// bookings, owned by its shippers, at every stage) so the lookup by order no or bill no is measured on a
// realistic table, then a rotating set of real numbers — order nos and bill nos of every company, asked
// through its host — as a stranger would.
import { and, count, eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '../../lib/server/db/open';
import { orders } from '../../lib/server/db/schema';
import { siteGetTarget, type Target } from './measure';
import { hashOf } from './rates';
import { shipperIds, type Tenant } from './tenants';

/** Synthetic orders carry this order-no prefix: re-runs add nothing once a company has MIN_ORDERS. */
const SYNTHETIC_PREFIX = 'BK';
export const MIN_ORDERS = 100_000;
export const ORDER_SEARCH_PATH = '/api/orderSearch';
/** The stage from which an order has a bill no (B/L Confirm, lib/server/orders.ts BILL_NO_FROM_STAGE). */
const BILL_FROM_STAGE = 6;

export type OrderLoad = { orders: number; inserted: number; companies: number; numbers: { no: string; host: string }[]; ms: number };

/**
 * Tops every company up to MIN_ORDERS orders with one INSERT … SELECT per 50,000: copies of the seed's first
 * order (cargo, parties, route), each with its own order no, an owner among the company's shippers (a few
 * hundred, so each has hundreds of orders), a stage 1…8 (a bill no from B/L Confirm on) and a creation time
 * spread over the past two years. Answers numbers of every company to ask for.
 */
export async function prepareOrders(dir: string, tenants: Tenant[]): Promise<OrderLoad> {
  const started = Date.now();
  const db = await openDatabase({ dir });
  try {
    const [template] = await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    if (!template) throw new Error('bench: the seed made no order to copy');
    let inserted = 0;
    const g = sql`g`;
    for (const t of tenants) {
      const [have] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, t.id));
      const need = MIN_ORDERS - (have?.n ?? 0);
      if (need <= 0) continue;
      const owners = await shipperIds(db, t.id);
      if (!owners.length) throw new Error(`bench: company ${t.id} has no shippers to own orders`);
      const start = (await db.select({ n: count() }).from(orders).where(and(eq(orders.companyId, t.id), like(orders.orderNo, `${SYNTHETIC_PREFIX}%`))))[0]?.n ?? 0;
      for (let done = 0; done < need; done += 50_000) {
        const from = start + done + 1;
        const to = start + Math.min(need, done + 50_000);
        const stage = sql`(1 + ${hashOf(g, 21)} % 8)`;
        await db.execute(sql`
          insert into orders (company_id, user_id, order_no, bill_no, stage, sales_contact_id, source_ref, customer_name, contact_name, contact_phone, contact_email,
            pol_code, pol_name_cn, pol_name_en, pod_code, pod_name_cn, pod_name_en, transfer_code, transfer_name, etd, carrier_code, vessel, voyage, route_code,
            pay_type, transport_mode, bill_type, goods_type, trailer, in_container_loading, customs, insurance, shipper, consignee, notify_party, second_notify_party,
            remark, marks, packages, package_unit, goods_description, gross_weight_kg, volume_cbm, freight_lines, currency, created_at, updated_at)
          select ${t.id}, (${sql.raw(`'{${owners.join(',')}}'`)}::int[])[1 + ${hashOf(g, 22)} % ${owners.length}], ${SYNTHETIC_PREFIX} || lpad(g::text, 8, '0'),
            case when ${stage} >= ${BILL_FROM_STAGE} then 'BNCH' || ${String(t.id).padStart(2, '0')} || lpad(g::text, 10, '0') else '' end, ${stage},
            case when o.company_id = ${t.id} then o.sales_contact_id end, '', o.customer_name, o.contact_name, o.contact_phone, o.contact_email, o.pol_code, o.pol_name_cn,
            o.pol_name_en, o.pod_code, o.pod_name_cn, o.pod_name_en, o.transfer_code, o.transfer_name, o.etd, o.carrier_code, o.vessel, o.voyage, o.route_code, o.pay_type,
            o.transport_mode, o.bill_type, o.goods_type, o.trailer, o.in_container_loading, o.customs, o.insurance, o.shipper, o.consignee, o.notify_party,
            o.second_notify_party, o.remark, o.marks, o.packages, o.package_unit, o.goods_description, o.gross_weight_kg, o.volume_cbm, o.freight_lines, o.currency,
            now() - (${hashOf(g, 23)} % (2 * 365 * 24 * 60) || ' minutes')::interval, now()
          from orders o, generate_series(${from}::int, ${to}::int) g
          where o.id = ${template.id}`);
      }
      inserted += need;
    }
    // Fresh planner statistics after the bulk insert (a server's autovacuum would gather them).
    if (inserted) await db.execute(sql`analyze orders`);
    const numbers: OrderLoad['numbers'] = [];
    for (const t of tenants) {
      const sample = await db
        .select({ orderNo: orders.orderNo, billNo: orders.billNo })
        .from(orders)
        .where(and(eq(orders.companyId, t.id), like(orders.orderNo, `${SYNTHETIC_PREFIX}%`)))
        .orderBy(sql`md5(${orders.orderNo})`)
        .limit(t === tenants[0] ? 100 : 20);
      numbers.push(...sample.flatMap((o) => (o.billNo ? [o.orderNo, o.billNo] : [o.orderNo]).map((no) => ({ no, host: t.host }))));
    }
    const [total] = await db.select({ n: count() }).from(orders);
    return { orders: total?.n ?? 0, inserted, companies: tenants.length, numbers, ms: Date.now() - started };
  } finally {
    await db.$close();
  }
}

/** GET /api/orderSearch?no= as a stranger (no session): order nos and bill nos of every company, each through its host. */
export function orderSearchTarget(origin: string, load: OrderLoad): Target {
  return siteGetTarget(
    'orders',
    `order search (GET, ${Math.round(load.orders / 1000)}k orders)`,
    origin,
    load.numbers.map(({ no, host }) => ({ path: `${ORDER_SEARCH_PATH}?no=${encodeURIComponent(no)}`, headers: { host } })),
  );
}

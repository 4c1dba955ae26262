// The order-search load: company 1 topped up with synthetic booking orders (a forwarder's year of
// bookings) so the lookup by order no or bill no is measured on a realistic table, then a rotating
// set of real numbers — order nos and bill nos — asked as a stranger would.
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '../../lib/server/db/open';
import { orders } from '../../lib/server/db/schema';
import { siteGetTarget, type Target } from './measure';

/** Synthetic orders carry this order-no prefix: re-runs add nothing once the company has MIN_ORDERS. */
const SYNTHETIC_PREFIX = 'BK';
export const MIN_ORDERS = 20_000;
export const ORDER_SEARCH_PATH = '/api/orderSearch';

/** Tops company `companyId` up to MIN_ORDERS orders (copies of a seeded one, each with its own numbers) and answers numbers to ask for. */
export async function prepareOrders(dir: string, companyId: number): Promise<{ orders: number; inserted: number; numbers: string[] }> {
  const db = await openDatabase({ dir });
  try {
    const [have] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId));
    const need = MIN_ORDERS - (have?.n ?? 0);
    let inserted = 0;
    if (need > 0) {
      const [template] = await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)).orderBy(asc(orders.id)).limit(1);
      if (!template) throw new Error('bench: the seed made no order to copy');
      const start = (await db.select({ n: count() }).from(orders).where(and(eq(orders.companyId, companyId), like(orders.orderNo, `${SYNTHETIC_PREFIX}%`))))[0]?.n ?? 0;
      // one statement: every column of the template, new numbers, stages spread over 1…8
      await db.execute(sql`
        insert into orders (company_id, user_id, order_no, bill_no, stage, sales_contact_id, source_ref, customer_name, contact_name, contact_phone, contact_email,
          pol_code, pol_name_cn, pol_name_en, pod_code, pod_name_cn, pod_name_en, transfer_code, transfer_name, etd, carrier_code, vessel, voyage, route_code,
          pay_type, transport_mode, bill_type, goods_type, trailer, in_container_loading, customs, insurance, shipper, consignee, notify_party, second_notify_party,
          remark, marks, packages, package_unit, goods_description, gross_weight_kg, volume_cbm, freight_lines, currency, created_at, updated_at)
        select o.company_id, null, ${SYNTHETIC_PREFIX} || lpad(g::text, 8, '0'), case when g % 8 >= 5 then 'BNCH' || lpad(g::text, 10, '0') else '' end, 1 + (g % 8),
          o.sales_contact_id, '', o.customer_name, o.contact_name, o.contact_phone, o.contact_email, o.pol_code, o.pol_name_cn, o.pol_name_en, o.pod_code, o.pod_name_cn,
          o.pod_name_en, o.transfer_code, o.transfer_name, o.etd, o.carrier_code, o.vessel, o.voyage, o.route_code, o.pay_type, o.transport_mode, o.bill_type,
          o.goods_type, o.trailer, o.in_container_loading, o.customs, o.insurance, o.shipper, o.consignee, o.notify_party, o.second_notify_party, o.remark, o.marks,
          o.packages, o.package_unit, o.goods_description, o.gross_weight_kg, o.volume_cbm, o.freight_lines, o.currency, now() - (g || ' minutes')::interval, now()
        from orders o, generate_series(${start + 1}::int, ${start + need}::int) g
        where o.id = ${template.id}`);
      inserted = need;
    }
    const sample = await db
      .select({ orderNo: orders.orderNo, billNo: orders.billNo })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .orderBy(sql`md5(${orders.orderNo})`)
      .limit(100);
    const numbers = sample.flatMap((o) => (o.billNo ? [o.orderNo, o.billNo] : [o.orderNo]));
    const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId));
    return { orders: total?.n ?? 0, inserted, numbers };
  } finally {
    await db.$close();
  }
}

/** GET /api/orderSearch?no= as a stranger (no session): order nos and bill nos in turn. */
export function orderSearchTarget(origin: string, numbers: string[]): Target {
  return siteGetTarget('orders', 'order search (GET)', origin, numbers.map((no) => `${ORDER_SEARCH_PATH}?no=${encodeURIComponent(no)}`));
}

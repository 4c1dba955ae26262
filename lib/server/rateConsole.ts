import 'server-only';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { addDays, chinaDate } from '../businessTime';
import { RATE_COLUMNS, SAILING_COLUMNS, type RateHistoryRow, type SheetTemplateQuery, type StaffRateRow, type StaffRatesFilter } from '../contracts/rateAdmin';
import { SPACE_STATUSES, WEEKDAYS, type FullRate } from '../contracts/rates';
import type { Db } from './db';
import { anyContains } from './db/textSearch';
import { carriers, ports, ratePriceHistory, rates, scheduleServices, vessels } from './db/schema';
import { ApiError } from './errors';
import { loadRates } from './rates';
import { writeCsv, writeXlsx } from './sheets';

/*
 * The staff console's view of the company's LCL rates: the list with every price, one rate's price
 * history, the rates as an XLSX file in the import's columns (so an export edited and imported
 * again changes the same rates), and the import templates.
 */

const pol = aliasedTable(ports, 'spol');
const pod = aliasedTable(ports, 'spod');

function filterOf(companyId: number, q: Omit<StaffRatesFilter, 'page' | 'pageSize'>): SQL {
  const where: SQL[] = [eq(rates.companyId, companyId), eq(rates.kind, 'lcl')];
  if (q.portStartId) where.push(eq(rates.polId, q.portStartId));
  if (q.portEndId) where.push(eq(rates.podId, q.portEndId));
  if (q.carrierId) where.push(eq(rates.carrierId, q.carrierId));
  if (q.spaceStatus) where.push(eq(rates.spaceStatus, q.spaceStatus));
  if (q.validOn) where.push(lte(rates.validFrom, q.validOn), gte(rates.validTo, q.validOn));
  const text = anyContains(q.q, [pol.code, pol.nameCn, pol.nameEn, pod.code, pod.nameCn, pod.nameEn, carriers.code, carriers.shortName, rates.coLoader, rates.routeCode]);
  if (text) where.push(text);
  return and(...where)!;
}

/** GET /staff/rates: this company's LCL rates, most recently changed first, with their prices. */
export async function listStaffRates(db: Db, companyId: number, q: StaffRatesFilter): Promise<{ rows: StaffRateRow[]; total: number }> {
  const cond = filterOf(companyId, q);
  const base = () =>
    db
      .select({ id: rates.id, updatedAt: rates.updatedAt })
      .from(rates)
      .innerJoin(pol, eq(pol.id, rates.polId))
      .innerJoin(pod, eq(pod.id, rates.podId))
      .leftJoin(carriers, eq(carriers.id, rates.carrierId));
  const [page, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(desc(rates.updatedAt), desc(rates.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(rates)
      .innerJoin(pol, eq(pol.id, rates.polId))
      .innerJoin(pod, eq(pod.id, rates.podId))
      .leftJoin(carriers, eq(carriers.id, rates.carrierId))
      .where(cond),
  ]);
  if (!page.length) return { rows: [], total: total?.n ?? 0 };
  const full = new Map((await loadRates(db, companyId, inArray(rates.id, page.map((p) => p.id)))).map((r) => [r.id, r]));
  const rows = page.flatMap((p) => {
    const r = full.get(p.id);
    return r ? [{ ...r, updatedAt: p.updatedAt.toISOString() }] : [];
  });
  return { rows, total: total?.n ?? 0 };
}

/** GET /staff/rates/history: every price change of one of the company's rates, newest first. */
export async function staffRateHistory(db: Db, companyId: number, rateId: number): Promise<RateHistoryRow[]> {
  const [rate] = await db.select({ id: rates.id }).from(rates).where(and(eq(rates.id, rateId), eq(rates.companyId, companyId))).limit(1);
  if (!rate) throw new ApiError(404, 'rateNotFound');
  const rows = await db
    .select()
    .from(ratePriceHistory)
    .where(and(eq(ratePriceHistory.companyId, companyId), eq(ratePriceHistory.rateId, rateId)))
    .orderBy(desc(ratePriceHistory.changedAt), desc(ratePriceHistory.id))
    .limit(200);
  return rows.map((r) => ({ at: r.changedAt.toISOString(), by: r.changedByName, currency: r.currency, oldPrices: r.oldPrices, newPrices: r.newPrices }));
}

const dayName = (d: number) => WEEKDAYS[d - 1] ?? '';

/** A rate as a row of the import's columns. */
function rateCells(r: FullRate): (string | number)[] {
  const byColumn: Record<(typeof RATE_COLUMNS)[number], string | number> = {
    id: r.id,
    pol: r.pol.code,
    pod: r.pod.code,
    carrier: r.carrier?.code ?? '',
    coLoader: r.coLoader,
    route: r.route,
    routeEn: r.routeEn,
    routeCode: r.routeCode,
    transit: r.transit,
    via: r.via?.code ?? '',
    transitDays: r.transitDays,
    validFrom: r.validFrom,
    validTo: r.validTo,
    currency: r.currency,
    perCbm: r.prices.perCbm ?? '',
    perTon: r.prices.perTon ?? '',
    minCharge: r.prices.minCharge ?? '',
    billFee: r.billFee,
    billFeeCurrency: r.billFeeCurrency,
    cutoffWeekday: dayName(r.cutoffWeekday),
    sailingWeekdays: r.sailingWeekdays.map(dayName).join(','),
    spaceStatus: SPACE_STATUSES[r.spaceStatus as keyof typeof SPACE_STATUSES] ?? r.spaceStatus,
    remark: r.remark,
    remarkEn: r.remarkEn,
  };
  return RATE_COLUMNS.map((c) => byColumn[c]);
}

const RATE_WIDTHS = RATE_COLUMNS.map((c) => (c.startsWith('remark') ? 30 : c === 'sailingWeekdays' || c.startsWith('route') ? 16 : 11));

/** GET /staff/rates/export: every LCL rate of the company matching the list's filters, as XLSX. */
export async function exportRates(db: Db, companyId: number, q: Omit<StaffRatesFilter, 'page' | 'pageSize'>): Promise<Uint8Array> {
  const ids = (
    await db
      .select({ id: rates.id })
      .from(rates)
      .innerJoin(pol, eq(pol.id, rates.polId))
      .innerJoin(pod, eq(pod.id, rates.podId))
      .leftJoin(carriers, eq(carriers.id, rates.carrierId))
      .where(filterOf(companyId, q))
  ).map((r) => r.id);
  const rows = ids.length ? await loadRates(db, companyId, and(eq(rates.kind, 'lcl'), inArray(rates.id, ids))) : [];
  return writeXlsx('rates', RATE_COLUMNS, rows.map(rateCells), RATE_WIDTHS);
}

const day = (offset: number) => addDays(chinaDate(), offset);

/** GET /staff/rates/template: the header row and one example row (the company's own ports where it has them). */
export async function sheetTemplate(db: Db, companyId: number, q: SheetTemplateQuery): Promise<{ bytes: Uint8Array; name: string }> {
  const own = await db.select({ code: ports.code, isOrigin: ports.isOrigin }).from(ports).where(eq(ports.companyId, companyId)).limit(500);
  const origin = own.find((p) => p.isOrigin)?.code ?? 'CNSHA';
  const dest = own.find((p) => !p.isOrigin && p.code !== origin)?.code ?? 'DEHAM';
  // the carrier most of the company's rates name, else any: the example row then imports as it is
  const [used] = await db
    .select({ code: carriers.code, n: count() })
    .from(rates)
    .innerJoin(carriers, eq(carriers.id, rates.carrierId))
    .where(eq(rates.companyId, companyId))
    .groupBy(carriers.code)
    .orderBy(desc(count()))
    .limit(1);
  const [any] = used ? [used] : await db.select({ code: carriers.code }).from(carriers).orderBy(asc(carriers.id)).limit(1);
  const carrier = any?.code ?? '';
  const header: readonly string[] = q.type === 'rates' ? RATE_COLUMNS : SAILING_COLUMNS;
  if (q.type === 'rates') {
    const ex: Record<(typeof RATE_COLUMNS)[number], string | number> = {
      id: '',
      pol: origin,
      pod: dest,
      carrier,
      coLoader: '',
      route: '欧洲线',
      routeEn: 'Asia–North Europe',
      routeCode: 'AE7',
      transit: 'DIR',
      via: '',
      transitDays: 30,
      validFrom: day(0),
      validTo: day(30),
      currency: 'USD',
      perCbm: 42,
      perTon: 50,
      minCharge: 42,
      billFee: 100,
      billFeeCurrency: 'CNY',
      cutoffWeekday: 'TUE',
      sailingWeekdays: 'THU,SAT',
      spaceStatus: 'Available',
      remark: '普货，不含危险品',
      remarkEn: 'General cargo, no dangerous goods',
    };
    return finish(header, [RATE_COLUMNS.map((c) => ex[c])]);
  } else {
    // a real service of the company, its first ship and two of its calls, so the example imports as it is
    const [svc] = await db
      .select({ code: scheduleServices.code, carrier: carriers.code, fleet: scheduleServices.fleet, rotation: scheduleServices.rotation, bound: scheduleServices.bound })
      .from(scheduleServices)
      .innerJoin(carriers, eq(carriers.id, scheduleServices.carrierId))
      .where(and(eq(scheduleServices.companyId, companyId), eq(scheduleServices.active, 1), eq(scheduleServices.source, 'staff')))
      .orderBy(asc(scheduleServices.id))
      .limit(1);
    const [ship] = svc?.fleet[0] ? await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, svc.fleet[0])).limit(1) : [];
    const calls = svc?.rotation.slice(0, 2).map((c) => ({ port: c.port, hour: c.arriveHour, stay: c.stayHours })) ?? [
      { port: origin, hour: 0, stay: 20 },
      { port: dest, hour: 30 * 24, stay: 30 },
    ];
    const monday = new Date(`${day(56)}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const at = (h: number) => new Date(monday.getTime() + h * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const voyage = `901${svc?.bound ?? 'W'}`;
    return finish(
      header,
      calls.map((c) => [svc?.carrier ?? 'MSCU', svc?.code ?? 'AE7', ship?.name ?? 'MSC GULSUN', voyage, c.port, '', at(6 + c.hour), at(6 + c.hour + c.stay), '']),
    );
  }

  async function finish(h: readonly string[], rows: (string | number)[][]) {
    const name = `${q.type}-template.${q.format}`;
    return { name, bytes: q.format === 'csv' ? writeCsv(h, rows) : await writeXlsx(q.type, h, rows) };
  }
}

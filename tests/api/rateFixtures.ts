// Fixtures of the rate tests: a company's lane with LCL rates (saved through the staff service, so
// the history and the index version move as in production), and callers of every rate access.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { outboxMessages, ports, rateAccessGrants, rates, rateSubscriptions, salesContacts } from '@/lib/server/db/schema';
import { saveQuotation } from '@/lib/server/quotations';
import { saveRate, type SaveRate } from '@/lib/server/rateAdmin';
import { sendRateAlerts } from '@/lib/server/rateAlerts';
import { saveRateInput } from '@/lib/contracts/rates';
import { createPort, createUserWithSession, type TestCompany } from './helpers';

export const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function lclRate(portStartId: number, portEndId: number, over: Partial<SaveRate> = {}): SaveRate {
  return saveRateInput.parse({
    kind: 'lcl',
    portStartId,
    portEndId,
    route: '欧洲',
    routeEn: 'Asia–North Europe',
    routeCode: 'AEU3',
    transit: 'DIR',
    transitDays: 32,
    validFrom: iso(-3),
    validTo: iso(30),
    currency: 'USD',
    prices: { perCbm: 45, perTon: 52, minCharge: 45 },
    surcharges: [
      { code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: 50, currency: 'CNY', unit: 'cbm' },
      { code: 'DOC', nameCn: '文件费', nameEn: 'Documentation fee', amount: 200, currency: 'CNY', unit: 'bill' },
    ],
    billFee: 100,
    billFeeCurrency: 'CNY',
    cutoffWeekday: 2,
    sailingWeekdays: [4],
    spaceStatus: 1,
    remark: '普货价格',
    ...over,
  });
}

export type RateWorld = {
  company: TestCompany;
  host: string;
  origin: number;
  destination: number;
  rateIds: number[];
};

/** A lane of a company with three LCL rates (sailing THU, MON and SAT/THU; one VIA). */
export async function rateLane(company: TestCompany): Promise<RateWorld> {
  const origin = await createPort(company.id, { isOrigin: true, isDestination: false, nameCn: '上海', nameEn: 'Shanghai' });
  const destination = await createPort(company.id, { isOrigin: false, isDestination: true, nameCn: '汉堡', nameEn: 'Hamburg' });
  const db = await getDb();
  const actor = { staffId: null, name: '测试' };
  const ids: number[] = [];
  for (const over of [
    {},
    { prices: { perCbm: 38, perTon: 44, minCharge: 38 }, transitDays: 36, sailingWeekdays: [1], transit: 'VIA' as const, viaPortId: destination.id },
    { prices: { perCbm: 52, perTon: 60, minCharge: 52 }, transitDays: 29, sailingWeekdays: [6, 4], spaceStatus: 2 },
  ]) {
    ids.push((await saveRate(db, company.id, actor, lclRate(origin.id, destination.id, over))).id);
  }
  await db.insert(salesContacts).values({ companyId: company.id, nameCn: '李娜', nameEn: 'Lina Li', businessId: 2, mobile: '13900001111', email: 'lina@sales.test' });
  return { company, host: company.domains[0]!, origin: origin.id, destination: destination.id, rateIds: ids };
}

/** A certified user of a company, granted rate access or not. */
export async function certifiedUser(companyId: number, granted: boolean): Promise<string> {
  const { token, userId } = await createUserWithSession(companyId, { certificationStatus: 3 });
  if (granted) await (await getDb()).insert(rateAccessGrants).values({ companyId, userId });
  return token;
}

/** An LCL rate of a company on the matrix world's lane (through the staff service): its id. */
export async function matrixRate(companyId: number, lane: { origin: number; destination: number }): Promise<number> {
  return (await saveRate(await getDb(), companyId, { staffId: null, name: '矩阵' }, lclRate(lane.origin, lane.destination))).id;
}

/** A saved quotation of a fresh certified user of a company: its id. */
export async function matrixQuotation(companyId: number, lane: { origin: number; destination: number }): Promise<number> {
  const rateId = await matrixRate(companyId, lane);
  const { userId } = await createUserWithSession(companyId, { certificationStatus: 3 });
  const q = await saveQuotation(await getDb(), companyId, userId, rateId, { quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' }, '', 'cn');
  return q.id;
}

/** A rate's prices as stored, read straight from the table. */
export async function storedPrices(id: number): Promise<Record<string, number> | null> {
  const [row] = await (await getDb()).select({ p: rates.prices }).from(rates).where(eq(rates.id, id));
  return row?.p ?? null;
}

/**
 * A one-row CSV of the rate import (lib/contracts/rateAdmin.ts RATE_COLUMNS) on a company's lane, as
 * the import route's form; `rateId` makes it a change of that rate.
 */
export async function rateSheetForm(companyId: number, lane: { origin: number; destination: number }, opts: { mode?: 'check' | 'import'; rateId?: number } = {}): Promise<FormData> {
  const db = await getDb();
  const codeOf = async (id: number) => (await db.select({ code: ports.code }).from(ports).where(and(eq(ports.id, id), eq(ports.companyId, companyId))))[0]!.code;
  const row: Record<string, string | number> = {
    id: opts.rateId ?? '',
    pol: await codeOf(lane.origin),
    pod: await codeOf(lane.destination),
    transitDays: 30,
    validFrom: iso(0),
    validTo: iso(30),
    perCbm: 40,
    perTon: 47,
    minCharge: 40,
    cutoffWeekday: 'TUE',
    sailingWeekdays: 'THU',
  };
  const header = Object.keys(row);
  const csv = `${header.join(',')}\n${header.map((h) => row[h]).join(',')}\n`;
  const f = new FormData();
  f.append('type', 'rates');
  f.append('mode', opts.mode ?? 'import');
  f.append('file', new File([csv], 'rates.csv', { type: 'text/csv' }));
  return f;
}

/**
 * A lane of a company with four LCL rates of one space status whose price order is not their
 * carrier order: the lane, and the order of its carriers (co-loader names) with and without prices.
 */
export async function sortLane(companyId: number) {
  const origin = await createPort(companyId, { isOrigin: true, isDestination: false });
  const destination = await createPort(companyId, { isOrigin: false, isDestination: true });
  const db = await getDb();
  for (const [coLoader, perCbm] of [['Delta', 20], ['Alpha', 50], ['Charlie', 10], ['Bravo', 40]] as const) {
    await saveRate(db, companyId, { staffId: null, name: '测试' }, lclRate(origin.id, destination.id, { coLoader, prices: { perCbm, perTon: perCbm + 5, minCharge: perCbm } }));
  }
  return { origin: origin.id, destination: destination.id, byPrice: ['Charlie', 'Delta', 'Bravo', 'Alpha'], withoutPrice: ['Alpha', 'Bravo', 'Charlie', 'Delta'] };
}

/**
 * The rate alert a subscriber of a fresh lane of the company gets when staff lower its rate
 * (4111 → 3299 per CBM): the text of the queued mail (both languages).
 */
export async function alertMailTo(companyId: number, email: string): Promise<string> {
  const origin = await createPort(companyId, { isOrigin: true, isDestination: false });
  const destination = await createPort(companyId, { isOrigin: false, isDestination: true });
  const db = await getDb();
  const actor = { staffId: null, name: '测试' };
  const before = { perCbm: 4111, perTon: 4222, minCharge: 4333 };
  const after = { ...before, perCbm: 3299 };
  const { id } = await saveRate(db, companyId, actor, lclRate(origin.id, destination.id, { prices: before }));
  await db.insert(rateSubscriptions).values({ companyId, subscribeEmail: email, portStartId: origin.id, portEndId: destination.id, confirmedAt: new Date() });
  await saveRate(db, companyId, actor, { ...lclRate(origin.id, destination.id, { prices: after }), id });
  await sendRateAlerts(db, { companyId, rateId: id, oldPrices: before, newPrices: after });
  const [mail] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'rate-alert')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!mail) throw new Error(`no rate alert to ${email}`);
  return mail.body;
}

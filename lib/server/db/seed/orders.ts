// Demo booking orders and premium spot space of every company: orders of the certified demo shipper
// (13800000001) at each of the 8 stages of spec §4 (with their history), on real lanes and
// carriers; spot offers on coming sailings. Insert-only on natural keys (company, order no) and
// (company, carrier, lane, ETD, container type), so re-seeding never undoes what staff changed.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, chinaDate } from '../../../businessTime';
import type { Database } from '../open';
import { orderPorts } from '../orderPorts';
import { companies, orderEvents, orders, salesContacts, spotOffers, users, type FreightLine } from '../schema';
import { PORTS_BY_CODE } from './ports';

type DemoOrder = {
  /** order no suffix (the company's prefix goes first) */
  no: string;
  stage: number;
  billNo: string;
  carrier: string;
  pol: string;
  pod: string;
  transfer?: string;
  vessel: string;
  voyage: string;
  routeCode: string;
  /** days from the seed day: ETD */
  etdIn: number;
  goods: string;
  packages: number;
  unit: string;
  kg: string;
  cbm: string;
  lines: FreightLine[];
  services: Partial<Record<'trailer' | 'inContainerLoading' | 'customs' | 'insurance', boolean>>;
  payType: 'prepaid' | 'collect';
  billType: 'original' | 'telex' | 'seaway';
  goodsType?: 'general' | 'dangerous' | 'reefer';
  shipper: string;
  consignee: string;
  notify?: string;
};

const SHIPPER = 'NINGBO HAIXING HOUSEWARE CO., LTD.\nNO. 88 HUANCHENG ROAD, YINZHOU DISTRICT, NINGBO, CHINA';

/** One order per stage (1 … 8), plus a few more at the first stages, so every list and filter has rows. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { no: '0001', stage: 1, billNo: '', carrier: 'COSU', pol: 'CNNGB', pod: 'NLRTM', vessel: 'COSCO SHIPPING UNIVERSE', voyage: '061W', routeCode: 'AEU3', etdIn: 12, goods: 'STAINLESS STEEL COOKWARE', packages: 1260, unit: 'CTNS', kg: '18650.000', cbm: '58.320', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '2350.00' }], services: { trailer: true, customs: true }, payType: 'prepaid', billType: 'telex', shipper: SHIPPER, consignee: 'EUROHOME TRADING B.V.\nWAALHAVEN O.Z. 81, 3087 BM ROTTERDAM, NETHERLANDS' },
  { no: '0002', stage: 2, billNo: '', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', vessel: 'MAERSK MC-KINNEY MOLLER', voyage: '447W', routeCode: 'AE7', etdIn: 9, goods: 'LED LIGHTING FIXTURES', packages: 840, unit: 'CTNS', kg: '9320.500', cbm: '52.600', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '2480.00' }], services: { customs: true, insurance: true }, payType: 'prepaid', billType: 'original', shipper: SHIPPER, consignee: 'LICHTWERK HANDELS GMBH\nSPALDINGSTRASSE 130, 20097 HAMBURG, GERMANY' },
  { no: '0003', stage: 3, billNo: '', carrier: 'MSCU', pol: 'CNYTN', pod: 'USLAX', vessel: 'MSC GULSUN', voyage: 'FE448E', routeCode: 'PEARL', etdIn: 6, goods: 'OFFICE CHAIRS', packages: 520, unit: 'CTNS', kg: '11200.000', cbm: '66.000', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '1980.00' }, { containerType: '20GP', quantity: 1, unitPrice: '1450.00' }], services: { trailer: true }, payType: 'collect', billType: 'telex', shipper: SHIPPER, consignee: 'PACIFIC SEATING INC.\n2100 E 7TH ST, LOS ANGELES, CA 90021, USA' },
  { no: '0004', stage: 4, billNo: '', carrier: 'HLCU', pol: 'CNNGB', pod: 'GBFXT', vessel: 'BERLIN EXPRESS', voyage: '045W', routeCode: 'FE2', etdIn: 3, goods: 'GARDEN TOOLS', packages: 990, unit: 'CTNS', kg: '14870.250', cbm: '61.450', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '2290.00' }], services: { trailer: true, inContainerLoading: true, customs: true }, payType: 'prepaid', billType: 'seaway', shipper: SHIPPER, consignee: 'GREENLEAF SUPPLIES LTD.\nUNIT 4 DOCK ROAD, FELIXSTOWE IP11 3QW, UNITED KINGDOM' },
  { no: '0005', stage: 5, billNo: '', carrier: 'ONEY', pol: 'CNSHA', pod: 'SGSIN', vessel: 'ONE HARMONY', voyage: '012S', routeCode: 'JST', etdIn: 2, goods: 'AUTO SPARE PARTS', packages: 310, unit: 'PLTS', kg: '16400.000', cbm: '27.900', lines: [{ containerType: '20GP', quantity: 1, unitPrice: '420.00' }], services: { customs: true }, payType: 'prepaid', billType: 'telex', shipper: SHIPPER, consignee: 'LION CITY AUTOPARTS PTE. LTD.\n21 TUAS AVENUE 1, SINGAPORE 639498' },
  { no: '0006', stage: 6, billNo: 'EGLV143500218764', carrier: 'EGLV', pol: 'CNSZX', pod: 'AEJEA', transfer: 'SGSIN', vessel: 'EVER ACE', voyage: '0218-032W', routeCode: 'CMX', etdIn: -3, goods: 'CERAMIC TILES', packages: 1800, unit: 'CTNS', kg: '26500.000', cbm: '24.800', lines: [{ containerType: '20GP', quantity: 2, unitPrice: '1150.00' }], services: { trailer: true, customs: true }, payType: 'collect', billType: 'original', shipper: SHIPPER, consignee: 'AL NOOR BUILDING MATERIALS LLC\nPLOT S30402, JEBEL ALI FREE ZONE, DUBAI, UAE', notify: 'SAME AS CONSIGNEE' },
  { no: '0007', stage: 7, billNo: 'COSU6418805230', carrier: 'COSU', pol: 'CNNGB', pod: 'USNYC', vessel: 'CSCL STAR', voyage: '087E', routeCode: 'AWE5', etdIn: -8, goods: 'BATH TOWELS, 100% COTTON', packages: 2100, unit: 'CTNS', kg: '12980.000', cbm: '67.200', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '3150.00' }], services: { insurance: true }, payType: 'prepaid', billType: 'telex', shipper: SHIPPER, consignee: 'HUDSON LINENS LLC\n250 W 39TH ST, NEW YORK, NY 10018, USA', notify: 'BLUE OCEAN CUSTOMS BROKERS INC.\n147-20 181ST ST, JAMAICA, NY 11413, USA' },
  { no: '0008', stage: 8, billNo: 'MAEU254718309', carrier: 'MAEU', pol: 'CNSHA', pod: 'NLRTM', vessel: 'MAERSK HANGZHOU', voyage: '432W', routeCode: 'AE1', etdIn: -34, goods: 'BICYCLE PARTS', packages: 640, unit: 'CTNS', kg: '8450.000', cbm: '31.700', lines: [{ containerType: '40GP', quantity: 1, unitPrice: '2050.00' }], services: { customs: true }, payType: 'prepaid', billType: 'seaway', shipper: SHIPPER, consignee: 'VELO COMPONENTS EUROPE B.V.\nBOTLEKWEG 141, 3197 KA ROTTERDAM, NETHERLANDS' },
  { no: '0009', stage: 1, billNo: '', carrier: 'CMDU', pol: 'CNYTN', pod: 'AUSYD', vessel: 'CMA CGM MARCO POLO', voyage: '0AX3RS1MA', routeCode: 'AAX', etdIn: 15, goods: 'SOLAR PANELS', packages: 36, unit: 'PLTS', kg: '19800.000', cbm: '62.100', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '1620.00' }], services: { insurance: true }, payType: 'prepaid', billType: 'telex', shipper: SHIPPER, consignee: 'SUNRISE ENERGY PTY LTD\n12 FRENCHS FOREST RD, SYDNEY NSW 2086, AUSTRALIA' },
  { no: '0010', stage: 1, billNo: '', carrier: 'ONEY', pol: 'CNNGB', pod: 'JPTYO', vessel: 'ONE OLYMPUS', voyage: '031N', routeCode: 'JCV', etdIn: 7, goods: 'PLASTIC STORAGE BOXES', packages: 1500, unit: 'CTNS', kg: '6200.000', cbm: '30.500', lines: [{ containerType: '20GP', quantity: 1, unitPrice: '380.00' }], services: { trailer: true }, payType: 'prepaid', billType: 'telex', shipper: SHIPPER, consignee: 'TOKYO HOMEWARE CO., LTD.\n2-4-1 KAIGAN, MINATO-KU, TOKYO 105-0022, JAPAN' },
  { no: '0011', stage: 2, billNo: '', carrier: 'HDMU', pol: 'CNSHA', pod: 'USLAX', vessel: 'HMM ALGECIRAS', voyage: '0027E', routeCode: 'PS3', etdIn: 10, goods: 'KITCHEN APPLIANCES', packages: 720, unit: 'CTNS', kg: '13600.000', cbm: '66.800', lines: [{ containerType: '40HQ', quantity: 1, unitPrice: '2050.00' }], services: { customs: true }, payType: 'collect', billType: 'original', shipper: SHIPPER, consignee: 'WESTCOAST APPLIANCE DISTRIBUTORS\n1200 HARBOR BLVD, LONG BEACH, CA 90813, USA' },
];

/** Hours after creation at which an order reached each stage (index = stage - 1). */
const STAGE_HOURS = [0, 5, 26, 70, 96, 130, 170, 900];
const STAFF_NAME = '客服 王琳';

/** Demo spot offers: carrier, lane, ETD (days ahead), container type, quantity, price USD, prepaid and dead-space fee CNY. */
export const DEMO_SPOT_OFFERS = [
  { carrier: 'COSU', pol: 'CNSHA', pod: 'NLRTM', etdIn: 9, vessel: 'COSCO SHIPPING NEBULA', voyage: '029W', type: '40HQ', qty: 12, price: '2280.00', prepaid: '1000.00', dead: '3000.00' },
  { carrier: 'MSCU', pol: 'CNNGB', pod: 'DEHAM', etdIn: 11, vessel: 'MSC IRINA', voyage: 'FA449W', type: '40HQ', qty: 8, price: '2350.00', prepaid: '1000.00', dead: '3000.00' },
  { carrier: 'MAEU', pol: 'CNYTN', pod: 'USLAX', etdIn: 8, vessel: 'MAERSK EINDHOVEN', voyage: '448E', type: '40HQ', qty: 10, price: '1890.00', prepaid: '800.00', dead: '2500.00' },
  { carrier: 'ONEY', pol: 'CNSHA', pod: 'SGSIN', etdIn: 6, vessel: 'ONE HAMBURG', voyage: '071S', type: '20GP', qty: 15, price: '390.00', prepaid: '300.00', dead: '800.00' },
  { carrier: 'EGLV', pol: 'CNSZX', pod: 'AEJEA', etdIn: 13, vessel: 'EVER GIVEN', voyage: '1107-047W', type: '40HQ', qty: 6, price: '1650.00', prepaid: '800.00', dead: '2500.00' },
  { carrier: 'HLCU', pol: 'CNNGB', pod: 'GBFXT', etdIn: 10, vessel: 'HAMBURG EXPRESS', voyage: '047W', type: '40GP', qty: 5, price: '2150.00', prepaid: '1000.00', dead: '3000.00' },
] as const;

const prefixOf = (code: string) => (code === 'south' ? 'SZ' : 'SO');

const dayOffset = (days: number) => addDays(chinaDate(), days);

function port(code: string) {
  const p = PORTS_BY_CODE.get(code);
  if (!p) throw new Error(`seed: unknown port ${code}`);
  return p;
}

export async function seedOrders(db: Database, log: (s: string) => void = () => {}): Promise<void> {
  const all = await db.select({ id: companies.id, code: companies.code }).from(companies);
  for (const c of all) {
    const [demo] = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, c.id), eq(users.mobile, '13800000001')))
      .limit(1);
    let made = 0;
    if (demo) {
      const [sales] = demo.salesContactId
        ? [{ id: demo.salesContactId }]
        : await db.select({ id: salesContacts.id }).from(salesContacts).where(and(eq(salesContacts.companyId, c.id), eq(salesContacts.businessId, 1))).limit(1);
      const prefix = `${prefixOf(c.code)}${dayOffset(-40).slice(2, 4)}11`;
      const wanted = DEMO_ORDERS.map((o) => `${prefix}${o.no}`);
      const have = new Set(
        (await db.select({ no: orders.orderNo }).from(orders).where(and(eq(orders.companyId, c.id), inArray(orders.orderNo, wanted)))).map((r) => r.no),
      );
      for (const o of DEMO_ORDERS) {
        const orderNo = `${prefix}${o.no}`;
        if (have.has(orderNo)) continue;
        // created so that the stages it reached lie in the past
        const created = new Date(Date.now() - (STAGE_HOURS[o.stage - 1]! + 2) * 3_600_000 - Number(o.no) * 600_000);
        const pol = port(o.pol);
        const pod = port(o.pod);
        const transfer = o.transfer ? port(o.transfer) : null;
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(orders)
            .values({
              companyId: c.id,
              userId: demo.id,
              orderNo,
              billNo: o.billNo,
              stage: o.stage,
              salesContactId: sales?.id ?? null,
              customerName: demo.companyNameCn || demo.nameCn,
              contactName: demo.nameCn,
              contactPhone: demo.mobile ?? '',
              contactEmail: demo.email ?? '',
              ...orderPorts(pol, pod, transfer),
              etd: dayOffset(o.etdIn),
              carrierCode: o.carrier,
              vessel: o.vessel,
              voyage: o.voyage,
              routeCode: o.routeCode,
              payType: o.payType,
              transportMode: 'CY-CY',
              billType: o.billType,
              goodsType: o.goodsType ?? 'general',
              trailer: !!o.services.trailer,
              inContainerLoading: !!o.services.inContainerLoading,
              customs: !!o.services.customs,
              insurance: !!o.services.insurance,
              shipper: o.shipper,
              consignee: o.consignee,
              notifyParty: o.notify ?? 'SAME AS CONSIGNEE',
              marks: 'N/M',
              packages: o.packages,
              packageUnit: o.unit,
              goodsDescription: o.goods,
              grossWeightKg: o.kg,
              volumeCbm: o.cbm,
              freightLines: o.lines,
              createdAt: created,
              updatedAt: new Date(created.getTime() + STAGE_HOURS[o.stage - 1]! * 3_600_000),
            })
            .returning({ id: orders.id });
          if (!row) throw new Error('seed: order insert returned nothing');
          await tx.insert(orderEvents).values(
            Array.from({ length: o.stage }, (_, i) => ({
              companyId: c.id,
              orderId: row.id,
              stage: i + 1,
              actorType: i === 0 ? 'user' : 'staff',
              actorName: i === 0 ? demo.nameCn : STAFF_NAME,
              createdAt: new Date(created.getTime() + STAGE_HOURS[i]! * 3_600_000),
            })),
          );
        });
        made++;
      }
    }
    // Spot offers
    const offers = DEMO_SPOT_OFFERS.map((s) => ({
      companyId: c.id,
      carrierCode: s.carrier,
      polCode: s.pol,
      podCode: s.pod,
      etd: dayOffset(s.etdIn),
      vessel: s.vessel,
      voyage: s.voyage,
      containerType: s.type,
      totalQuantity: s.qty,
      remaining: s.qty,
      price: s.price,
      prepaidFee: s.prepaid,
      deadSpaceFee: s.dead,
    }));
    const existingOffers = await db.select({ id: spotOffers.id }).from(spotOffers).where(eq(spotOffers.companyId, c.id)).limit(1);
    const offered = existingOffers.length ? 0 : (await db.insert(spotOffers).values(offers).onConflictDoNothing().returning({ id: spotOffers.id })).length;
    log(`company ${c.code}: demo orders ${made} new, spot offers ${offered} new`);
  }
}

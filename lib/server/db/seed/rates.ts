// Seed rates of a company: LCL, FCL, air and carrier SPOT rates from every Chinese origin it offers to
// ports of every destination tab, several carriers per lane, price levels by trade lane (2026 market,
// LCL in USD per W/M, local charges in CNY), each with a 90-day price history. Insert-only: a company
// that already has rates keeps them (staff edits survive a re-seed). Deterministic: the same company
// gets the same rates on every machine.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { businessToday } from '../../../businessTime';
import { ymd } from '../../../schedules/time';
import type { Database } from '../open';
import { carriers, companies, ports, rateAccessGrants, ratePriceHistory, rates, rateVersions, users } from '../schema';
import type { RatePrices, SurchargeItem } from '../schema/rates';
import { hashPassword } from '../../auth/passwords';
import { DEMO_USER_PASSWORD } from './staff';
import { ROUTE_GROUPS } from './content';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A stable number in [0, 1) for a key. */
function rnd(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0) / 2 ** 32;
}
const pick = <T>(key: string, list: readonly T[]): T => list[Math.floor(rnd(key) * list.length)]!;
const between = (key: string, lo: number, hi: number) => lo + rnd(key) * (hi - lo);
const money = (v: number) => Math.round(v * 100) / 100;
const whole = (v: number) => Math.round(v);

type Lane = {
  /** LCL USD per CBM range */
  lcl: [number, number];
  /** 40' HQ USD range; 20' ≈ 0.55–0.6 of it */
  fcl: [number, number];
  /** air CNY per kg at +100 kg */
  air: [number, number];
  transit: [number, number];
  carriers: string[];
  coLoaders: string[];
  code: string;
  nameEn: string;
  /** transhipment hub of VIA services */
  hub: string;
};

const LANES: Record<string, Lane> = {
  东南亚: { lcl: [6, 22], fcl: [380, 820], air: [9, 16], transit: [4, 12], carriers: ['COSU', 'OOLU', 'WHLC', 'PCIU', 'SITU', 'EGLV'], coLoaders: ['Shipco Transport', 'CWT Globelink'], code: 'CSE', nameEn: 'Southeast Asia', hub: 'SGSIN' },
  日韩: { lcl: [8, 26], fcl: [280, 620], air: [8, 14], transit: [2, 6], carriers: ['SITU', 'KMTU', 'SKLU', 'NSRU', 'COSU', 'ONEY'], coLoaders: ['Shipco Transport', 'ECU Worldwide'], code: 'CJK', nameEn: 'Japan & Korea', hub: 'KRPUS' },
  印巴: { lcl: [14, 34], fcl: [720, 1350], air: [16, 26], transit: [13, 22], carriers: ['ONEY', 'COSU', 'MSCU', 'WHLC', 'HDMU'], coLoaders: ['ECU Worldwide', 'VANGUARD Logistics'], code: 'CIX', nameEn: 'India & Pakistan', hub: 'SGSIN' },
  中东: { lcl: [22, 46], fcl: [1100, 1900], air: [18, 30], transit: [16, 26], carriers: ['COSU', 'CMDU', 'EGLV', 'ESPU', 'MSCU', 'ONEY'], coLoaders: ['ECU Worldwide', 'Saco Shipping'], code: 'MEX', nameEn: 'Middle East', hub: 'SGSIN' },
  欧洲: { lcl: [34, 68], fcl: [1750, 2900], air: [26, 38], transit: [28, 40], carriers: ['MAEU', 'MSCU', 'CMDU', 'COSU', 'HLCU', 'ONEY', 'EGLV', 'HDMU'], coLoaders: ['ECU Worldwide', 'Shipco Transport', 'CWT Globelink'], code: 'AEU', nameEn: 'Asia–North Europe', hub: 'NLRTM' },
  地中海: { lcl: [38, 74], fcl: [1900, 3100], air: [27, 40], transit: [26, 38], carriers: ['MSCU', 'CMDU', 'COSU', 'ZIMU', 'ONEY', 'EGLV'], coLoaders: ['ECU Worldwide', 'Saco Shipping'], code: 'MED', nameEn: 'Asia–Mediterranean', hub: 'GRPIR' },
  非洲: { lcl: [55, 110], fcl: [2300, 4200], air: [32, 52], transit: [28, 46], carriers: ['MSCU', 'MAEU', 'CMDU', 'COSU', 'PCIU', 'SAFM'], coLoaders: ['VANGUARD Logistics', 'ECU Worldwide'], code: 'SAF', nameEn: 'Asia–Africa', hub: 'SGSIN' },
  美加: { lcl: [48, 92], fcl: [2100, 3900], air: [30, 46], transit: [15, 34], carriers: ['COSU', 'OOLU', 'EGLV', 'YMLU', 'MATS', 'HDMU', 'MSCU'], coLoaders: ['Shipco Transport', 'VANGUARD Logistics', 'ECU Worldwide'], code: 'TPX', nameEn: 'Transpacific', hub: 'KRPUS' },
  中南美: { lcl: [45, 96], fcl: [2200, 4100], air: [36, 56], transit: [26, 45], carriers: ['MSCU', 'MAEU', 'CMDU', 'COSU', 'HLCU', 'ONEY'], coLoaders: ['ECU Worldwide', 'Saco Shipping'], code: 'WSA', nameEn: 'Asia–Latin America', hub: 'KRPUS' },
  澳新: { lcl: [24, 56], fcl: [900, 1800], air: [20, 32], transit: [13, 22], carriers: ['COSU', 'OOLU', 'ANNU', 'MSCU', 'CHVW', 'HLCU'], coLoaders: ['CWT Globelink', 'Shipco Transport'], code: 'AAX', nameEn: 'Asia–Australia', hub: 'SGSIN' },
};

/** Origins that load the most: more destinations and carriers per tab. */
const MAIN_ORIGINS = new Set(['CNSHA', 'CNNGB', 'CNSZX', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN', 'CNTXG', 'HKHKG', 'CNNSA', 'CNGZG', 'CNDLC']);
const TERMINALS: Record<string, string[]> = {
  CNSHA: ['Yangshan SGH', 'Waigaoqiao WGQ4'],
  CNNGB: ['Beilun NBCT', 'Meishan MSICT'],
  CNSZX: ['Yantian YICT', 'Shekou SCT'],
  CNYTN: ['YICT'],
  CNSHK: ['SCT', 'MCT'],
  CNTAO: ['QQCT', 'QQCTU'],
  CNXMN: ['Haitian XHCT', 'Songyu'],
  CNTXG: ['TCT', 'Five Continents'],
  HKHKG: ['Kwai Chung CT9', 'HIT'],
  DEHAM: ['CTA Altenwerder', 'CTB Burchardkai', 'Eurogate'],
  NLRTM: ['ECT Delta', 'RWG', 'APMT Maasvlakte II'],
  BEANR: ['DP World Deurganck', 'MPET'],
  GBFXT: ['Trinity'],
  SGSIN: ['Pasir Panjang', 'Tuas'],
  USLAX: ['TraPac', 'Fenix'],
  USLGB: ['LBCT', 'TTI'],
  USNYC: ['Maher', 'APM Elizabeth'],
  JPTYO: ['Oi'],
  KRPUS: ['PNIT', 'HPNT'],
  AEJEA: ['CT2', 'CT3'],
  AUSYD: ['Patrick Botany', 'DP World Botany'],
};

const surchargesFor = (key: string, lane: Lane, kind: 'lcl' | 'fcl' | 'air'): SurchargeItem[] => {
  if (kind === 'lcl') {
    const out: SurchargeItem[] = [
      { code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: whole(between(`${key}thc`, 40, 65)), currency: 'CNY', unit: 'cbm' },
      { code: 'CFS', nameCn: '拼箱服务费', nameEn: 'CFS charge', amount: whole(between(`${key}cfs`, 35, 55)), currency: 'CNY', unit: 'cbm' },
      { code: 'DOC', nameCn: '文件费', nameEn: 'Documentation fee', amount: pick(`${key}doc`, [150, 200, 250]), currency: 'CNY', unit: 'bill' },
      { code: 'CUS', nameCn: '报关费', nameEn: 'Export customs declaration', amount: pick(`${key}cus`, [150, 200]), currency: 'CNY', unit: 'bill' },
    ];
    if (lane.lcl[0] >= 30) out.push({ code: 'EBS', nameCn: '紧急燃油附加费', nameEn: 'Emergency bunker surcharge', amount: pick(`${key}ebs`, [3, 4, 5]), currency: 'USD', unit: 'cbm' });
    return out;
  }
  if (kind === 'fcl') {
    return [
      { code: 'THC', nameCn: '码头操作费', nameEn: 'Terminal handling', amount: pick(`${key}thc`, [1050, 1150, 1250]), currency: 'CNY', unit: 'container' },
      { code: 'SEAL', nameCn: '封条费', nameEn: 'Seal fee', amount: 50, currency: 'CNY', unit: 'container' },
      { code: 'DOC', nameCn: '文件费', nameEn: 'Documentation fee', amount: pick(`${key}doc`, [450, 500]), currency: 'CNY', unit: 'bill' },
    ];
  }
  return [
    { code: 'FSC', nameCn: '燃油附加费', nameEn: 'Fuel surcharge', amount: pick(`${key}fsc`, [3.5, 4, 4.5]), currency: 'CNY', unit: 'kg' },
    { code: 'SSC', nameCn: '安检费', nameEn: 'Security screening', amount: 1, currency: 'CNY', unit: 'kg' },
    { code: 'AWB', nameCn: '运单费', nameEn: 'Air waybill fee', amount: 100, currency: 'CNY', unit: 'bill' },
  ];
};

type NewRate = typeof rates.$inferInsert;

const daysFrom = (base: Date, n: number) => new Date(base.getTime() + n * 86_400_000);

/** Prices of a rate after scaling by `f` (history points). */
const scaled = (prices: RatePrices, f: number): RatePrices => Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, money(v * f)]));

function buildRates(companyId: number, companyCode: string, portIds: Map<string, number>, carrierIds: Map<string, number>, today: Date) {
  const out: { rate: NewRate; history: { at: Date; prices: RatePrices }[] }[] = [];
  const groups = ROUTE_GROUPS[companyCode] ?? [];
  const origins = [...portIds.keys()].filter((c) => c.startsWith('CN') || c === 'HKHKG');
  for (const origin of origins) {
    const main = MAIN_ORIGINS.has(origin);
    for (const group of groups) {
      const lane = LANES[group.routeName];
      if (!lane) continue;
      const dests = group.ports.filter((p) => portIds.has(p)).slice(0, main ? 4 : 2);
      for (const [di, dest] of dests.entries()) {
        const kinds: ('lcl' | 'fcl' | 'air' | 'spot')[] = ['lcl'];
        if (main && di < 2) kinds.push('fcl');
        if (main && di === 0) kinds.push('air', 'spot');
        for (const kind of kinds) {
          const nCarriers = kind === 'lcl' ? (main ? 3 : 2) : kind === 'fcl' ? 3 : 2;
          const pool = kind === 'lcl' ? [...lane.carriers] : lane.carriers;
          const chosen = [...pool].sort((a, b) => rnd(`${origin}${dest}${kind}${a}`) - rnd(`${origin}${dest}${kind}${b}`)).slice(0, nCarriers);
          for (const [ci, carrier] of chosen.entries()) {
            const key = `${companyCode}:${kind}:${origin}:${dest}:${carrier}`;
            // Farther origins (north, river ports) pay a little more than the main hubs.
            const distance = main ? 1 : between(`${key}far`, 1.04, 1.15);
            const via = dest !== lane.hub && portIds.has(lane.hub) && (rnd(`${key}via`) < (main ? 0.25 : 0.55));
            const tBase = between(`${key}t`, lane.transit[0], lane.transit[1]);
            const transitDays = Math.round(tBase + (via ? between(`${key}tv`, 3, 7) : 0));
            const sailing = 1 + Math.floor(rnd(`${key}sail`) * 7);
            const second = rnd(`${key}sail2`) < 0.35 ? ((sailing + 2) % 7) + 1 : 0;
            const sailingDays = (1 << (sailing - 1)) | (second ? 1 << (second - 1) : 0);
            const cutoffWeekday = ((sailing + 4) % 7) + 1; // two days before the first sailing
            const spaceStatus = pick(`${key}space`, [1, 1, 1, 1, 1, 2, 2, 3, 5, 4]);
            const validFrom = daysFrom(today, -Math.floor(between(`${key}vf`, 0, 12)));
            const expired = rnd(`${key}exp`) < 0.06;
            const validTo = expired ? daysFrom(today, -1 - Math.floor(between(`${key}ve`, 0, 5))) : daysFrom(validFrom, pick(`${key}vt`, [14, 30, 30, 45, 60]));
            let prices: RatePrices;
            let currency = 'USD';
            if (kind === 'lcl') {
              const perCbm = whole(between(`${key}p`, lane.lcl[0], lane.lcl[1]) * distance);
              prices = { perCbm, perTon: whole(perCbm * between(`${key}pt`, 1.0, 1.25)), minCharge: perCbm };
            } else if (kind === 'air') {
              currency = 'CNY';
              const k100 = money(between(`${key}p`, lane.air[0], lane.air[1]) * distance);
              prices = { min: whole(k100 * 12), kg45: money(k100 * 1.12), kg100: money(k100), kg300: money(k100 * 0.93), kg500: money(k100 * 0.88), kg1000: money(k100 * 0.84) };
            } else {
              const hq40 = whole(between(`${key}p`, lane.fcl[0], lane.fcl[1]) * distance / 10) * 10;
              const spot = kind === 'spot' ? 0.9 : 1;
              prices = { gp20: whole(hq40 * 0.58 * spot), gp40: whole(hq40 * 0.97 * spot), hq40: whole(hq40 * spot) };
              if (kind === 'fcl') prices.hq45 = whole(hq40 * 1.18);
            }
            const coLoader = kind === 'lcl' && ci === 0 && lane.coLoaders.length ? pick(`${key}co`, lane.coLoaders) : '';
            const polTerms = TERMINALS[origin];
            const podTerms = TERMINALS[dest];
            out.push({
              rate: {
                companyId,
                kind,
                polId: portIds.get(origin)!,
                polTerminal: polTerms ? pick(`${key}pt1`, polTerms) : '',
                podId: portIds.get(dest)!,
                podTerminal: podTerms ? pick(`${key}pt2`, podTerms) : '',
                carrierId: carrierIds.get(carrier) ?? null,
                coLoader,
                route: group.routeName,
                routeEn: lane.nameEn,
                routeCode: `${lane.code}${1 + Math.floor(rnd(`${key}rc`) * 9)}`,
                transit: via ? 'VIA' : 'DIR',
                viaPortId: via ? portIds.get(lane.hub)! : null,
                transitDays,
                validFrom: ymd(validFrom),
                validTo: ymd(validTo),
                currency,
                prices,
                surcharges: surchargesFor(key, lane, kind === 'spot' ? 'fcl' : kind),
                billFee: kind === 'lcl' ? pick(`${key}bf`, [0, 50, 100]) : 0,
                billFeeCurrency: 'CNY',
                cutoffWeekday,
                sailingDays,
                spaceStatus,
                remark:
                  kind === 'spot'
                    ? '船司即期舱位，限量放舱，以订舱确认为准；不接受危险品。'
                    : via
                      ? `经${lane.hub === 'SGSIN' ? '新加坡' : lane.hub === 'KRPUS' ? '釜山' : lane.hub === 'NLRTM' ? '鹿特丹' : '比雷埃夫斯'}中转；普货，不接受危险品及液体。`
                      : '普货价格，不含目的港费用；超重超大件另议。',
                remarkEn:
                  kind === 'spot'
                    ? 'Carrier spot space, limited allocation, subject to booking confirmation; no dangerous goods.'
                    : via
                      ? 'Transhipment at the hub; general cargo only, no dangerous goods or liquids.'
                      : 'General cargo, destination charges excluded; overweight or oversized cargo on request.',
              },
              history: historyOf(key, prices, today),
            });
          }
        }
      }
    }
  }
  return out;
}

/** Three to six price points over the last 90 days, ending at the current prices. */
function historyOf(key: string, current: RatePrices, today: Date): { at: Date; prices: RatePrices }[] {
  const n = 3 + Math.floor(rnd(`${key}hn`) * 4);
  const points: { at: Date; prices: RatePrices }[] = [];
  let f = between(`${key}h0`, 0.85, 1.2);
  for (let i = 0; i < n - 1; i++) {
    const day = -88 + Math.floor((i * 80) / (n - 1) + between(`${key}hd${i}`, 0, 8));
    points.push({ at: daysFrom(today, day), prices: scaled(current, f) });
    f = f * between(`${key}hf${i}`, 0.93, 1.07);
  }
  points.push({ at: daysFrom(today, -Math.floor(between(`${key}hl`, 0, 4))), prices: current });
  return points;
}

/** A certified demo shipper without rate access (13800000003), for the gate of programJurisdictionFlag. */
const NO_ACCESS_USER = { mobile: '13800000003', nameCn: '无权限用户', nameEn: 'Restricted Shipper' };

export async function seedRates(db: Database, log: (s: string) => void = () => {}): Promise<void> {
  const all = await db.select({ id: companies.id, code: companies.code, nameCn: companies.companyNameCn }).from(companies);
  const carrierIds = new Map((await db.select({ id: carriers.id, code: carriers.code }).from(carriers)).map((c) => [c.code, c.id]));
  const today = businessToday();
  for (const c of all) {
    await db.transaction(async (tx) => {
      await seedAccess(tx, c);
      const [have] = await tx.select({ n: count() }).from(rates).where(eq(rates.companyId, c.id));
      if ((have?.n ?? 0) > 0) return log(`company ${c.code}: rates kept (${have?.n})`);
      const portIds = new Map((await tx.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, c.id))).map((p) => [p.code, p.id]));
      const built = buildRates(c.id, c.code, portIds, carrierIds, today);
      let histories = 0;
      for (let i = 0; i < built.length; i += 300) {
        const chunk = built.slice(i, i + 300);
        const ids = await tx.insert(rates).values(chunk.map((b) => b.rate)).returning({ id: rates.id });
        const hist = chunk.flatMap((b, j) =>
          b.history.map((h, k) => ({
            companyId: c.id,
            rateId: ids[j]!.id,
            oldPrices: k === 0 ? null : b.history[k - 1]!.prices,
            newPrices: h.prices,
            currency: b.rate.currency ?? 'USD',
            changedByName: k === 0 ? '运价导入' : '定价部',
            changedAt: h.at,
          })),
        );
        for (let h = 0; h < hist.length; h += 500) await tx.insert(ratePriceHistory).values(hist.slice(h, h + 500));
        histories += hist.length;
      }
      await tx.insert(rateVersions).values({ companyId: c.id, version: 1 }).onConflictDoNothing();
      log(`company ${c.code}: ${built.length} rates, ${histories} price-history points`);
    });
  }
}

/**
 * Rate access of the demo shippers: 13800000001 is granted access (it matters where the company sets
 * programJurisdictionFlag); 13800000003 is certified and never granted.
 */
async function seedAccess(tx: Tx, c: { id: number; nameCn: string }): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, c.id), eq(users.mobile, '13800000001'))).limit(1);
  if (demo) await tx.insert(rateAccessGrants).values({ companyId: c.id, userId: demo.id }).onConflictDoNothing();
  const [exists] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, c.id), inArray(users.mobile, [NO_ACCESS_USER.mobile]))).limit(1);
  if (!exists) {
    await tx.insert(users).values({
      companyId: c.id,
      mobile: NO_ACCESS_USER.mobile,
      passwordHash: await hashPassword(DEMO_USER_PASSWORD),
      nameCn: NO_ACCESS_USER.nameCn,
      nickName: NO_ACCESS_USER.nameCn,
      nameEn: NO_ACCESS_USER.nameEn,
      companyNameCn: `${c.nameCn}（演示客户）`,
      certificationStatus: 3,
    });
  }
}

// Shipments to track, for each company: bills of lading with their containers and carrier events,
// and LCL house bills consolidated into containers, dated around the day the seed runs (so a fresh
// database always shows cargo on the water, arriving and delivered). Between them they hold every
// event kind and every consolidation milestone, an LCL house bill that is late at the CFS, and a
// bill with two containers. Container numbers carry valid ISO 6346 check digits; bill numbers
// follow each carrier's pattern.
import { and, eq } from 'drizzle-orm';
import type { Db } from '..';
import { businessNow } from '../../../businessTime';
import { containerNo } from '../../../tracking/iso6346';
import { carriers, houseBillMilestones, houseBills, shipmentContainers, shipments, trackingEvents } from '../schema';

const DAY = 86_400_000;

/** A naive China-time stamp `days` from the seed day at hh:mm. */
function at(days: number, hhmm: string): Date {
  const now = businessNow();
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m) + days * DAY);
}

type Ev = [kind: string, container: string, location: string, facility: string, days: number, time: string, vessel?: string, voyage?: string];
type ShipmentSeed = { billNo: string; carrier: string; vessel: string; voyage: string; pol: string; pod: string; mode: 'FCL' | 'LCL'; containers: [string, string][]; events: Ev[] };

const C1 = containerNo('CSNU', 638271);
const M1 = containerNo('MSKU', 741205);
const M2 = containerNo('MRKU', 302918);
const O1 = containerNo('ONEU', 519344);
const L1 = containerNo('CSNU', 702155);
const L2 = containerNo('OOLU', 884120);

export const TRACKING_SAMPLES = { fclDone: 'COSU6382715040', fclTwoBoxes: 'MAEU262817403', fclGateIn: 'ONEYSHAF51934400', lclMaster: 'COSU6390221880', lclDoneMaster: 'OOLU2739915060', containerDone: C1, hblInTransit: 'GLSHA25110318', hblLate: 'GLSHA25110402', hblDelivered: 'GLNGB25100711' } as const;

const NEBULA = ['COSCO SHIPPING NEBULA', '039W'] as const;
const FEEDER = ['XIN FU ZHOU', '339S'] as const;

const SHIPMENTS: ShipmentSeed[] = [
  {
    billNo: TRACKING_SAMPLES.fclDone, carrier: 'COSU', vessel: NEBULA[0], voyage: NEBULA[1], pol: 'CNXMN', pod: 'NLRTM', mode: 'FCL', containers: [[C1, '40HC']],
    events: [
      ['empty_released', C1, 'CNXMN', 'Haicang Depot', -58, '09:20'],
      ['gate_in', C1, 'CNXMN', 'Haitian Terminal', -56, '14:05'],
      ['export_cleared', C1, 'CNXMN', 'Xiamen Customs', -55, '10:30'],
      ['loaded', C1, 'CNXMN', 'Haitian Terminal', -54, '21:40', ...FEEDER],
      ['departed', '', 'CNXMN', 'Haitian Terminal', -54, '23:55', ...FEEDER],
      ['transship_discharged', C1, 'SGSIN', 'Pasir Panjang Terminal', -49, '06:10', ...FEEDER],
      ['transship_loaded', C1, 'SGSIN', 'Pasir Panjang Terminal', -46, '18:30', ...NEBULA],
      ['arrived', '', 'NLRTM', 'Euromax Terminal', -17, '04:00', ...NEBULA],
      ['discharged', C1, 'NLRTM', 'Euromax Terminal', -16, '11:25', ...NEBULA],
      ['import_cleared', C1, 'NLRTM', 'Dutch Customs', -14, '15:00'],
      ['gate_out', C1, 'NLRTM', 'Euromax Terminal', -13, '08:40'],
      ['empty_returned', C1, 'NLRTM', 'Maasvlakte Empty Depot', -9, '13:15'],
    ],
  },
  {
    billNo: TRACKING_SAMPLES.fclTwoBoxes, carrier: 'MAEU', vessel: 'MARIBO MAERSK', voyage: '516W', pol: 'CNNGB', pod: 'DEBRV', mode: 'FCL', containers: [[M1, '40HC'], [M2, '40HC']],
    events: [
      ['empty_released', M1, 'CNNGB', 'Beilun Depot', -12, '08:30'],
      ['empty_released', M2, 'CNNGB', 'Beilun Depot', -12, '08:45'],
      ['gate_in', M1, 'CNNGB', 'Meishan Terminal', -9, '16:20'],
      ['gate_in', M2, 'CNNGB', 'Meishan Terminal', -9, '17:05'],
      ['export_cleared', M1, 'CNNGB', 'Ningbo Customs', -8, '11:00'],
      ['export_cleared', M2, 'CNNGB', 'Ningbo Customs', -8, '11:00'],
      ['loaded', M1, 'CNNGB', 'Meishan Terminal', -6, '03:15', 'MARIBO MAERSK', '516W'],
      ['loaded', M2, 'CNNGB', 'Meishan Terminal', -6, '03:40', 'MARIBO MAERSK', '516W'],
      ['departed', '', 'CNNGB', 'Meishan Terminal', -6, '14:00', 'MARIBO MAERSK', '516W'],
    ],
  },
  {
    billNo: TRACKING_SAMPLES.fclGateIn, carrier: 'ONEY', vessel: 'ONE APUS', voyage: '062E', pol: 'CNSHA', pod: 'USLAX', mode: 'FCL', containers: [[O1, '40HC']],
    events: [
      ['empty_released', O1, 'CNSHA', 'Waigaoqiao Depot', -3, '10:10'],
      ['gate_in', O1, 'CNSHA', 'Yangshan Phase IV', -1, '15:35'],
    ],
  },
  {
    billNo: TRACKING_SAMPLES.lclMaster, carrier: 'COSU', vessel: 'COSCO SHIPPING GALAXY', voyage: '044W', pol: 'CNSHA', pod: 'NLRTM', mode: 'LCL', containers: [[L1, '40HC']],
    events: [
      ['empty_released', L1, 'CNSHA', 'Waigaoqiao Depot', -17, '09:00'],
      ['gate_in', L1, 'CNSHA', 'Yangshan Phase II', -15, '20:10'],
      ['export_cleared', L1, 'CNSHA', 'Shanghai Customs', -14, '16:00'],
      ['loaded', L1, 'CNSHA', 'Yangshan Phase II', -13, '06:30', 'COSCO SHIPPING GALAXY', '044W'],
      ['departed', '', 'CNSHA', 'Yangshan Phase II', -13, '12:00', 'COSCO SHIPPING GALAXY', '044W'],
    ],
  },
  {
    billNo: TRACKING_SAMPLES.lclDoneMaster, carrier: 'OOLU', vessel: 'OOCL JAPAN', voyage: '088W', pol: 'CNNGB', pod: 'SGSIN', mode: 'LCL', containers: [[L2, '40HC']],
    events: [
      ['empty_released', L2, 'CNNGB', 'Beilun Depot', -30, '09:30'],
      ['gate_in', L2, 'CNNGB', 'Beilun Phase III', -27, '18:00'],
      ['export_cleared', L2, 'CNNGB', 'Ningbo Customs', -26, '10:00'],
      ['loaded', L2, 'CNNGB', 'Beilun Phase III', -25, '05:20', 'OOCL JAPAN', '088W'],
      ['departed', '', 'CNNGB', 'Beilun Phase III', -25, '16:00', 'OOCL JAPAN', '088W'],
      ['arrived', '', 'SGSIN', 'Tuas Port', -18, '07:00', 'OOCL JAPAN', '088W'],
      ['discharged', L2, 'SGSIN', 'Tuas Port', -18, '13:45', 'OOCL JAPAN', '088W'],
      ['import_cleared', L2, 'SGSIN', 'Singapore Customs', -17, '09:30'],
      ['gate_out', L2, 'SGSIN', 'Tuas Port', -16, '10:15'],
      ['empty_returned', L2, 'SGSIN', 'Tuas Empty Depot', -14, '14:40'],
    ],
  },
];

type MilestoneSeed = [kind: string, location: string, facility: string, planned: [number, string] | null, actual: [number, string] | null];
type HouseBillSeed = { hblNo: string; master: string | null; containerNo: string; pol: string; pod: string; originCfs: string; destinationCfs: string; packages: number; bookedCbm: string; bookedKg: string; measured: [string, string] | null; milestones: MilestoneSeed[] };

const SHA_CFS = 'Waigaoqiao CFS, Shanghai';
const HOUSE_BILLS: HouseBillSeed[] = [
  {
    hblNo: TRACKING_SAMPLES.hblInTransit, master: TRACKING_SAMPLES.lclMaster, containerNo: L1, pol: 'CNSHA', pod: 'NLRTM', originCfs: SHA_CFS, destinationCfs: 'Waalhaven CFS, Rotterdam', packages: 24, bookedCbm: '5.500', bookedKg: '1800.000', measured: ['5.620', '1840.500'],
    milestones: [
      ['booking_confirmed', 'CNSHA', '', [-24, '10:00'], [-24, '09:42']],
      ['cfs_received', 'CNSHA', SHA_CFS, [-19, '17:00'], [-18, '10:20']],
      ['stuffed', 'CNSHA', SHA_CFS, [-16, '18:00'], [-16, '15:30']],
      ['gated_in', 'CNSHA', '', [-15, '22:00'], null],
      ['loaded', 'CNSHA', '', [-13, '08:00'], null],
      ['departed', 'CNSHA', '', [-13, '12:00'], null],
      ['arrived', 'NLRTM', '', [25, '06:00'], null],
      ['devanned', 'NLRTM', 'Waalhaven CFS, Rotterdam', [28, '12:00'], null],
      ['released', 'NLRTM', '', [30, '10:00'], null],
      ['delivered', 'NLRTM', '', [32, '16:00'], null],
    ],
  },
  {
    hblNo: TRACKING_SAMPLES.hblLate, master: null, containerNo: '', pol: 'CNSHA', pod: 'DEHAM', originCfs: SHA_CFS, destinationCfs: 'Altenwerder CFS, Hamburg', packages: 12, bookedCbm: '3.200', bookedKg: '960.000', measured: null,
    milestones: [
      ['booking_confirmed', 'CNSHA', '', [-6, '10:00'], [-6, '11:05']],
      ['cfs_received', 'CNSHA', SHA_CFS, [-3, '17:00'], null],
      ['stuffed', 'CNSHA', SHA_CFS, [2, '18:00'], null],
      ['gated_in', 'CNSHA', '', [3, '22:00'], null],
      ['loaded', 'CNSHA', '', [5, '08:00'], null],
      ['departed', 'CNSHA', '', [5, '14:00'], null],
      ['arrived', 'DEHAM', '', [46, '06:00'], null],
      ['devanned', 'DEHAM', 'Altenwerder CFS, Hamburg', [49, '12:00'], null],
      ['released', 'DEHAM', '', [51, '10:00'], null],
      ['delivered', 'DEHAM', '', [53, '16:00'], null],
    ],
  },
  {
    hblNo: TRACKING_SAMPLES.hblDelivered, master: TRACKING_SAMPLES.lclDoneMaster, containerNo: L2, pol: 'CNNGB', pod: 'SGSIN', originCfs: 'Beilun CFS, Ningbo', destinationCfs: 'Jurong CFS, Singapore', packages: 40, bookedCbm: '8.000', bookedKg: '2600.000', measured: ['8.340', '2715.000'],
    milestones: [
      ['booking_confirmed', 'CNNGB', '', [-33, '10:00'], [-33, '10:12']],
      ['cfs_received', 'CNNGB', 'Beilun CFS, Ningbo', [-29, '17:00'], [-29, '14:48']],
      ['stuffed', 'CNNGB', 'Beilun CFS, Ningbo', [-28, '18:00'], [-28, '16:05']],
      ['gated_in', 'CNNGB', '', [-27, '20:00'], null],
      ['loaded', 'CNNGB', '', [-25, '06:00'], null],
      ['departed', 'CNNGB', '', [-25, '16:00'], null],
      ['arrived', 'SGSIN', '', [-18, '06:00'], null],
      ['devanned', 'SGSIN', 'Jurong CFS, Singapore', [-15, '12:00'], [-15, '15:20']],
      ['released', 'SGSIN', '', [-13, '10:00'], [-13, '09:30']],
      ['delivered', 'SGSIN', '', [-12, '16:00'], [-12, '11:45']],
    ],
  },
];

/** Inserts the sample shipments a company does not have yet (matched by bill / house bill number). */
export async function seedTracking(tx: Db, companyId: number): Promise<string> {
  const carrierIds = new Map((await tx.select({ id: carriers.id, code: carriers.code }).from(carriers)).map((c) => [c.code, c.id]));
  const ids = new Map<string, number>();
  let added = 0;
  for (const s of SHIPMENTS) {
    const [old] = await tx.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, s.billNo)));
    if (old) {
      ids.set(s.billNo, old.id);
      continue;
    }
    const [row] = await tx
      .insert(shipments)
      .values({ companyId, billNo: s.billNo, carrierId: carrierIds.get(s.carrier) ?? null, vessel: s.vessel, voyage: s.voyage, pol: s.pol, pod: s.pod, mode: s.mode })
      .returning({ id: shipments.id });
    ids.set(s.billNo, row!.id);
    await tx.insert(shipmentContainers).values(s.containers.map(([no, sizeType]) => ({ companyId, shipmentId: row!.id, containerNo: no, sizeType })));
    await tx.insert(trackingEvents).values(
      s.events.map(([kind, container, location, facility, days, time, vessel, voyage]) => ({
        companyId, shipmentId: row!.id, containerNo: container, kind, location, facility, occurredAt: at(days, time), vessel: vessel ?? '', voyage: voyage ?? '', source: 'import',
      })),
    );
    added++;
  }
  for (const h of HOUSE_BILLS) {
    const [old] = await tx.select({ id: houseBills.id }).from(houseBills).where(and(eq(houseBills.companyId, companyId), eq(houseBills.hblNo, h.hblNo)));
    if (old) continue;
    const [row] = await tx
      .insert(houseBills)
      .values({
        companyId, hblNo: h.hblNo, shipmentId: h.master ? (ids.get(h.master) ?? null) : null, containerNo: h.containerNo, pol: h.pol, pod: h.pod, originCfs: h.originCfs, destinationCfs: h.destinationCfs,
        packages: h.packages, bookedCbm: h.bookedCbm, bookedKg: h.bookedKg, measuredCbm: h.measured?.[0] ?? null, measuredKg: h.measured?.[1] ?? null,
      })
      .returning({ id: houseBills.id });
    await tx.insert(houseBillMilestones).values(
      h.milestones.map(([kind, location, facility, planned, actual]) => ({
        houseBillId: row!.id, kind, location, facility, plannedAt: planned ? at(planned[0], planned[1]) : null, actualAt: actual ? at(actual[0], actual[1]) : null,
      })),
    );
    added++;
  }
  return `${added} new shipments and house bills`;
}

import type { TrackingResult } from '../contracts/tracking';

const ev = (id: number, kind: string, time: string, code: string, nameCn: string, nameEn: string, facility: string, vessel = '', voyage = ''): TrackingResult['events'][number] => ({
  id: `sample-${id}`,
  kind,
  time,
  location: { code, nameCn, nameEn, facility },
  vessel,
  voyage,
  containerNo: 'CSQU3054383',
  origin: 'carrier',
  current: false,
});

/**
 * The fixed demonstration shipment of /tracking/mock: a 40' high cube from Shanghai to Hamburg via
 * Singapore, discharged and on its way to the consignee. Its numbers are plainly samples (the bill
 * DEMO…, the container the ISO 6346 standard's own example) and it never changes.
 */
export const SAMPLE_TRACKING: TrackingResult = {
  type: 'bill',
  no: 'DEMO2026031801',
  billNo: 'DEMO2026031801',
  containerNo: 'CSQU3054383',
  containers: [{ containerNo: 'CSQU3054383', sizeType: '40HC' }],
  carrier: { code: 'DEMO', shortName: 'DEMO LINE', nameCn: '示例航运', nameEn: 'Demo Line' },
  vessel: 'DEMO EXPRESS',
  voyage: '012W',
  pol: { code: 'CNSHA', nameCn: '上海', nameEn: 'Shanghai' },
  pod: { code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg' },
  subscribeTime: '2026-03-12 09:15:00',
  subscribePending: false,
  updateTime: '2026-04-27 16:42:10',
  events: [
    ev(11, 'gate_out', '2026-04-27 14:20:00', 'DEHAM', '汉堡', 'Hamburg', 'CTA Altenwerder'),
    ev(10, 'import_cleared', '2026-04-26 10:05:00', 'DEHAM', '汉堡', 'Hamburg', 'Zollamt Waltershof'),
    ev(9, 'discharged', '2026-04-24 22:40:00', 'DEHAM', '汉堡', 'Hamburg', 'CTA Altenwerder', 'DEMO EXPRESS', '012W'),
    ev(8, 'arrived', '2026-04-24 06:00:00', 'DEHAM', '汉堡', 'Hamburg', 'CTA Altenwerder', 'DEMO EXPRESS', '012W'),
    ev(7, 'transship_loaded', '2026-03-27 19:30:00', 'SGSIN', '新加坡', 'Singapore', 'Pasir Panjang Terminal', 'DEMO EXPRESS', '012W'),
    ev(6, 'transship_discharged', '2026-03-24 08:10:00', 'SGSIN', '新加坡', 'Singapore', 'Pasir Panjang Terminal', 'DEMO FEEDER', '031S'),
    ev(5, 'departed', '2026-03-18 23:30:00', 'CNSHA', '上海', 'Shanghai', 'Yangshan Phase IV', 'DEMO FEEDER', '031S'),
    ev(4, 'loaded', '2026-03-18 17:45:00', 'CNSHA', '上海', 'Shanghai', 'Yangshan Phase IV', 'DEMO FEEDER', '031S'),
    ev(3, 'export_cleared', '2026-03-17 11:20:00', 'CNSHA', '上海', 'Shanghai', 'Shanghai Customs'),
    ev(2, 'gate_in', '2026-03-16 15:05:00', 'CNSHA', '上海', 'Shanghai', 'Yangshan Phase IV'),
    ev(1, 'empty_released', '2026-03-13 09:40:00', 'CNSHA', '上海', 'Shanghai', 'Waigaoqiao Depot'),
  ].map((e, i) => ({ ...e, current: i === 0 })),
  houseBill: null,
  provider: 'sample',
};

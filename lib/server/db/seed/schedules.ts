// Carrier services (loops) a company sells, with their weekly rotations and fleets: the source of
// the dated sailings (lib/server/schedules/generate.ts). Carriers are real (SCAC); vessel names
// are real ships of the operating carrier (IMO numbers left blank rather than guessed). Service
// codes are the portal's own short names of each loop — except two that are the carrier's own:
// Matson's CLX, with its rotation (Xiamen, Ningbo, Shanghai, Long Beach), and MSC's Andes (Shanghai,
// Shekou, Hong Kong, Ningbo, Busan, then Manzanillo, Lazaro Cardenas, Balboa, Buenaventura, Callao,
// San Antonio) — and rotations follow the pattern of each trade's loops today (Asia–Europe around
// the Cape of Good Hope) rather than any one published schedule. Hours count from the first call's arrival.
import type { RotationCall } from '../schema/schedules';

export type VesselSeed = { name: string; carrier: string; teu: number; flag: string };
export type ServiceSeed = {
  carrier: string;
  code: string;
  nameCn: string;
  nameEn: string;
  trade: string;
  bound: 'W' | 'E' | 'N' | 'S';
  /** ISO weekday of the first call's arrival */
  weekday: number;
  startHour: number;
  rotation: RotationCall[];
  fleet: string[];
  voyageBase: number;
};

const c = (port: string, arriveHour: number, stayHours: number, terminal = ''): RotationCall => ({ port, arriveHour, stayHours, ...(terminal ? { terminal } : {}) });

const ships = (carrier: string, teu: number, flag: string, names: string[]): VesselSeed[] => names.map((name) => ({ name, carrier, teu, flag }));

const FLEETS = {
  cosco: ships('COSU', 21237, 'HK', [
    'COSCO SHIPPING UNIVERSE', 'COSCO SHIPPING GALAXY', 'COSCO SHIPPING SOLAR', 'COSCO SHIPPING NEBULA', 'COSCO SHIPPING PLANET',
    'COSCO SHIPPING STAR', 'COSCO SHIPPING ARIES', 'COSCO SHIPPING TAURUS', 'COSCO SHIPPING GEMINI', 'COSCO SHIPPING LEO',
    'COSCO SHIPPING VIRGO', 'COSCO SHIPPING LIBRA', 'COSCO SHIPPING SCORPIO',
  ]),
  coscoFeeder: ships('COSU', 1702, 'CN', ['XIN FU ZHOU', 'XIN XIA MEN']),
  maersk: ships('MAEU', 18270, 'DK', [
    'MAERSK MC-KINNEY MOLLER', 'MAJESTIC MAERSK', 'MARY MAERSK', 'MARIE MAERSK', 'MADISON MAERSK', 'MAGLEBY MAERSK', 'MARIBO MAERSK',
    'MARSTAL MAERSK', 'MATZ MAERSK', 'MAYVIEW MAERSK', 'MERETE MAERSK', 'MOGENS MAERSK', 'MORTEN MAERSK',
  ]),
  // MSC's ultra-large ships, by class: Irina (24,346 TEU), Tessa / Celestino Maresca (24,116 TEU),
  // Gülsün as built by Samsung (23,756 TEU) and by Daewoo (23,656 TEU).
  msc: [
    ...ships('MSCU', 24346, 'LR', ['MSC IRINA', 'MSC LORETO', 'MSC MICHEL CAPPELLINI']),
    ...ships('MSCU', 24116, 'LR', ['MSC TESSA', 'MSC CELESTINO MARESCA']),
    ...ships('MSCU', 23756, 'PA', ['MSC GULSUN', 'MSC SAMAR', 'MSC LENI', 'MSC MIA', 'MSC FEBE', 'MSC ARINA']),
    ...ships('MSCU', 23656, 'PA', ['MSC NELA', 'MSC MINA']),
  ],
  // Asia–West Coast South America: the 13,800 TEU MSC Daniela class (Panama flag) and MSC Flavia of the
  // 13,000 TEU class that APM Terminals Callao received on the Andes service (its exact TEU left blank).
  mscSouth: [...ships('MSCU', 13798, 'PA', ['MSC DANIELA', 'MSC BEATRICE', 'MSC BETTINA', 'MSC IRENE']), ...ships('MSCU', 0, 'PA', ['MSC FLAVIA'])],
  cma: ships('CMDU', 23112, 'FR', [
    'CMA CGM JACQUES SAADE', 'CMA CGM CHAMPS ELYSEES', 'CMA CGM PALAIS ROYAL', 'CMA CGM LOUVRE', 'CMA CGM MONTMARTRE', 'CMA CGM RIVOLI',
    'CMA CGM CONCORDE', 'CMA CGM TROCADERO', 'CMA CGM SORBONNE', 'CMA CGM ANTOINE DE SAINT EXUPERY', 'CMA CGM JEAN MERMOZ', 'CMA CGM LOUIS BLERIOT',
  ]),
  matson: ships('MATS', 2824, 'US', ['MANUKAI', 'MAUNAWILI', 'MANULANI', 'MAUNALEI', 'MAHIMAHI']),
  // ONE's 14,052 TEU "bird" class (Japan Marine United, Kure), the size of its transpacific ships; the
  // 24,000 TEU megamax ships sail Asia–Europe. Flag left blank rather than guessed.
  one: ships('ONEY', 14052, '', ['ONE APUS', 'ONE GRUS', 'ONE COLUMBA', 'ONE AQUILA', 'ONE CYGNUS']),
  sitc: ships('SITU', 1800, 'HK', ['SITC SHANGHAI', 'SITC NINGBO', 'SITC BUSAN']),
  wanhai: ships('WHLC', 3055, 'SG', ['WAN HAI 351', 'WAN HAI 352', 'WAN HAI 353']),
  hapag: ships('HLCU', 14993, 'MT', ['AL ZUBARA', 'AL NEFUD', 'AL DAHNA', 'AL MURAYKH', 'SAJIR', 'TIHAMA', 'BARZAN']),
  oocl: ships('OOLU', 21413, 'HK', ['OOCL HONG KONG', 'OOCL GERMANY', 'OOCL JAPAN', 'OOCL UNITED KINGDOM', 'OOCL SCANDINAVIA', 'OOCL INDONESIA']),
  anl: ships('ANNU', 3500, 'MT', ['ANL WYONG', 'ANL WANGARATTA', 'ANL WINDARRA', 'ANL GIPPSLAND', 'ANL BARWON']),
} as const;

export const VESSELS: readonly VesselSeed[] = Object.values(FLEETS).flat();

const names = (f: readonly VesselSeed[]) => f.map((v) => v.name);

export const SERVICES: readonly ServiceSeed[] = [
  {
    carrier: 'COSU', code: 'AEX3', nameCn: '亚欧三线', nameEn: 'Asia–North Europe Express 3', trade: 'north-europe', bound: 'W', weekday: 2, startHour: 6,
    rotation: [c('CNSHA', 0, 30, 'Yangshan'), c('CNNGB', 44, 24, 'Meishan'), c('CNYTN', 110, 20), c('SGSIN', 220, 22, 'Pasir Panjang'), c('NLRTM', 950, 36, 'Maasvlakte II'), c('DEHAM', 1010, 30, 'CTT'), c('BEANR', 1075, 26)],
    fleet: names(FLEETS.cosco), voyageBase: 41,
  },
  {
    carrier: 'MAEU', code: 'NEU2', nameCn: '北欧二线', nameEn: 'North Europe Loop 2', trade: 'north-europe', bound: 'W', weekday: 2, startHour: 8,
    rotation: [c('CNTAO', 0, 20), c('CNNGB', 40, 24), c('CNSHA', 76, 26, 'Yangshan'), c('CNYTN', 150, 20), c('MYTPP', 270, 24), c('NLRTM', 1000, 30, 'APM 2'), c('DEBRV', 1060, 28), c('GBFXT', 1120, 24)],
    fleet: names(FLEETS.maersk), voyageBase: 513,
  },
  {
    carrier: 'MSCU', code: 'NEX', nameCn: '北欧快航', nameEn: 'North Europe Express', trade: 'north-europe', bound: 'W', weekday: 1, startHour: 10,
    rotation: [c('CNTXG', 0, 22), c('CNTAO', 36, 22), c('CNSHA', 74, 24, 'Yangshan'), c('CNNGB', 110, 24), c('SGSIN', 240, 20), c('DEBRV', 980, 30), c('NLRTM', 1030, 30), c('BEANR', 1080, 24)],
    fleet: names(FLEETS.msc), voyageBase: 449,
  },
  {
    carrier: 'CMDU', code: 'AMX', nameCn: '亚洲—地中海快航', nameEn: 'Asia–Mediterranean Express', trade: 'mediterranean', bound: 'W', weekday: 5, startHour: 6,
    rotation: [c('CNSHA', 0, 26, 'Yangshan'), c('CNNGB', 40, 24), c('CNXMN', 90, 18), c('CNYTN', 130, 22), c('SGSIN', 230, 24), c('MAPTM', 890, 20), c('ESVLC', 930, 24), c('FRFOS', 980, 26), c('ITGOA', 1015, 24)],
    fleet: names(FLEETS.cma), voyageBase: 27,
  },
  {
    carrier: 'MATS', code: 'CLX', nameCn: '中国—长滩快航', nameEn: 'China–Long Beach Express', trade: 'transpacific', bound: 'E', weekday: 4, startHour: 6,
    rotation: [c('CNXMN', 0, 18), c('CNNGB', 48, 20), c('CNSHA', 84, 22), c('USLGB', 358, 72)],
    fleet: names(FLEETS.matson), voyageBase: 231,
  },
  {
    carrier: 'ONEY', code: 'PSW', nameCn: '美西南线', nameEn: 'Pacific Southwest', trade: 'transpacific', bound: 'E', weekday: 3, startHour: 12,
    rotation: [c('CNYTN', 0, 20), c('CNXMN', 36, 16), c('CNNGB', 80, 22), c('CNSHA', 112, 24, 'Yangshan'), c('USLAX', 420, 60), c('USOAK', 520, 30)],
    fleet: names(FLEETS.one), voyageBase: 62,
  },
  {
    carrier: 'SITU', code: 'JKX', nameCn: '日韩快航', nameEn: 'Japan–Korea Express', trade: 'intra-asia', bound: 'E', weekday: 1, startHour: 8,
    rotation: [c('CNSHA', 0, 20), c('CNNGB', 30, 18), c('KRPUS', 80, 16), c('JPTYO', 150, 20), c('JPYOK', 176, 18), c('JPNGO', 210, 18)],
    fleet: names(FLEETS.sitc), voyageBase: 2601,
  },
  {
    carrier: 'WHLC', code: 'VTX', nameCn: '越泰快航', nameEn: 'Vietnam–Thailand Express', trade: 'intra-asia', bound: 'S', weekday: 6, startHour: 6,
    rotation: [c('CNSHA', 0, 20), c('CNNGB', 32, 18), c('CNSHK', 96, 16), c('VNCMT', 170, 18), c('THLCH', 230, 22), c('THBKK', 262, 20)],
    fleet: names(FLEETS.wanhai), voyageBase: 188,
  },
  {
    carrier: 'COSU', code: 'FSX', nameCn: '闽新支线', nameEn: 'Fujian–Singapore Feeder', trade: 'intra-asia', bound: 'S', weekday: 3, startHour: 6,
    rotation: [c('CNFOC', 0, 18), c('CNXMN', 26, 20), c('SGSIN', 150, 24)],
    fleet: names(FLEETS.coscoFeeder), voyageBase: 318,
  },
  {
    carrier: 'HLCU', code: 'AGX', nameCn: '海湾快航', nameEn: 'Arabian Gulf Express', trade: 'middle-east', bound: 'W', weekday: 4, startHour: 6,
    rotation: [c('CNSHA', 0, 24, 'Yangshan'), c('CNNGB', 36, 22), c('CNSHK', 100, 20), c('SGSIN', 200, 20), c('MYPKG', 230, 18), c('AEJEA', 480, 30), c('SADMM', 560, 24)],
    fleet: names(FLEETS.hapag), voyageBase: 520,
  },
  {
    carrier: 'OOLU', code: 'INX', nameCn: '印巴快航', nameEn: 'India Express', trade: 'india', bound: 'W', weekday: 7, startHour: 6,
    rotation: [c('CNSHA', 0, 22), c('CNNGB', 34, 20), c('CNSHK', 96, 18), c('SGSIN', 190, 20), c('LKCMB', 290, 18), c('INNSA', 380, 30), c('INMUN', 430, 24)],
    fleet: names(FLEETS.oocl), voyageBase: 88,
  },
  {
    carrier: 'MSCU', code: 'ANDES', nameCn: '南美西岸线', nameEn: 'Andes (West Coast South America)', trade: 'latin-america', bound: 'E', weekday: 2, startHour: 6,
    rotation: [c('CNSHA', 0, 24), c('CNSHK', 60, 20), c('HKHKG', 86, 16), c('CNNGB', 150, 22), c('KRPUS', 210, 20), c('MXZLO', 560, 30), c('MXLZC', 610, 24), c('PABLB', 740, 20), c('COBUN', 785, 24), c('PECLL', 875, 30), c('CLSAI', 985, 30)],
    fleet: names(FLEETS.mscSouth), voyageBase: 606,
  },
  {
    carrier: 'ANNU', code: 'AAX', nameCn: '澳洲快航', nameEn: 'Australia Express', trade: 'oceania', bound: 'S', weekday: 6, startHour: 6,
    rotation: [c('CNSHA', 0, 22), c('CNNGB', 34, 20), c('CNSHK', 100, 18), c('AUSYD', 420, 36), c('AUMEL', 480, 30)],
    fleet: names(FLEETS.anl), voyageBase: 47,
  },
];

/** The Monday voyage numbers count from (the first week every seeded loop sailed under its numbers). */
export const SERVICE_EPOCH = '2026-01-05';

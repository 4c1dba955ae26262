// Real ocean carriers used as seed data. `code` is the SCAC (Standard Carrier Alpha Code) that US
// filings and the big booking / tracking platforms use for the carrier. Several Asian carriers never
// registered a letters-only SCAC and are known by their CBP-issued code (digits + letters, e.g.
// T.S. Lines 13DF); those are used as-is. Alliances are as of 2025 (Gemini Cooperation =
// Maersk + Hapag-Lloyd; Premier Alliance = ONE + HMM + Yang Ming; Ocean Alliance = COSCO group +
// CMA CGM + Evergreen; MSC and everyone else sail outside the big alliances).

export type Alliance = 'Gemini Cooperation' | 'Premier Alliance' | 'Ocean Alliance' | '';

export interface CarrierSeed {
  /** SCAC */
  code: string;
  nameCn: string;
  nameEn: string;
  shortName: string;
  /** ISO 3166-1 alpha-2 of the carrier's home base */
  country: string;
  alliance: Alliance;
}

/** Rows: SCAC, Chinese name, English name, short name, home country, alliance. */
const CARRIER_ROWS: readonly [string, string, string, string, string, Alliance][] = [
  // Global top 10
  ['MSCU', '地中海航运', 'Mediterranean Shipping Company', 'MSC', 'CH', ''],
  ['MAEU', '马士基', 'Maersk', 'MAERSK', 'DK', 'Gemini Cooperation'],
  ['CMDU', '达飞轮船', 'CMA CGM', 'CMA CGM', 'FR', 'Ocean Alliance'],
  ['COSU', '中远海运', 'COSCO SHIPPING Lines', 'COSCO', 'CN', 'Ocean Alliance'],
  ['HLCU', '赫伯罗特', 'Hapag-Lloyd', 'HPL', 'DE', 'Gemini Cooperation'],
  ['ONEY', '海洋网联船务', 'Ocean Network Express', 'ONE', 'SG', 'Premier Alliance'],
  ['EGLV', '长荣海运', 'Evergreen Marine Corporation', 'EMC', 'TW', 'Ocean Alliance'],
  ['HDMU', '现代商船', 'HMM Co., Ltd.', 'HMM', 'KR', 'Premier Alliance'],
  ['ZIMU', '以星航运', 'ZIM Integrated Shipping Services', 'ZIM', 'IL', ''],
  ['YMLU', '阳明海运', 'Yang Ming Marine Transport Corporation', 'YML', 'TW', 'Premier Alliance'],
  ['OOLU', '东方海外', 'Orient Overseas Container Line', 'OOCL', 'HK', 'Ocean Alliance'],
  ['WHLC', '万海航运', 'Wan Hai Lines', 'WHL', 'TW', ''],
  ['PCIU', '太平船务', 'Pacific International Lines', 'PIL', 'SG', ''],

  // Brands inside the big groups
  ['APLU', '美国总统轮船', 'American President Lines', 'APL', 'SG', ''],
  ['ANNU', '澳国航运', 'ANL Container Line', 'ANL', 'AU', ''],
  ['SUDU', '汉堡南美', 'Hamburg Süd', 'HBS', 'DE', ''],
  ['SAFM', '萨非航运', 'Safmarine', 'SAF', 'ZA', ''],
  ['GSLU', '金星航运', 'Gold Star Line', 'GSL', 'HK', ''],
  ['MEXU', '马里亚纳快航', 'Mariana Express Lines', 'MELL', 'SG', ''],
  ['ANRM', '阿里安卡航运', 'Aliança Navegação e Logística', 'ALIANCA', 'BR', ''],

  // Intra-Asia and regional carriers
  ['SITU', '海丰国际', 'SITC Container Lines', 'SITC', 'CN', ''],
  ['KMTU', '高丽海运', 'Korea Marine Transport Co.', 'KMTC', 'KR', ''],
  ['13DF', '德翔海运', 'T.S. Lines', 'TSL', 'TW', ''],
  ['REGU', '宏海箱运', 'Regional Container Lines', 'RCL', 'TH', ''],
  ['12IH', '中外运集运', 'Sinotrans Container Lines', 'SINOTRANS', 'CN', ''],
  ['11DX', '正利航业', 'Cheng Lie Navigation', 'CNC', 'TW', ''],
  ['12AT', '运达航运', 'Interasia Lines', 'IAL', 'TW', ''],
  ['SKLU', '长锦商船', 'Sinokor Merchant Marine', 'SINOKOR', 'KR', ''],
  ['NSRU', '南星海运', 'Namsung Shipping', 'NAMSUNG', 'KR', ''],
  ['POBU', '泛洋海运', 'Pan Ocean', 'PAN OCEAN', 'KR', ''],
  ['CKLU', '天敬海运', 'CK Line', 'CK LINE', 'KR', ''],
  ['SMLM', '森罗商船', 'SM Line Corporation', 'SML', 'KR', ''],
  ['CULU', '中联航运', 'China United Lines', 'CU LINES', 'CN', ''],
  ['SIKU', '萨姆达拉航运', 'Samudera Shipping Line', 'SAMUDERA', 'SG', ''],
  ['MRTU', '梅拉图斯航运', 'Meratus Line', 'MERATUS', 'ID', ''],
  ['CHVW', '太古船务', 'Swire Shipping', 'SWIRE', 'SG', ''],
  ['MATS', '美森轮船', 'Matson Navigation Company', 'MATSON', 'US', ''],
  ['FESO', '远东海运', 'Far Eastern Shipping Company', 'FESCO', 'RU', ''],

  // Middle East, India, Mediterranean, Atlantic and the Americas
  ['ESPU', '阿联酋航运', 'Emirates Shipping Line', 'ESL', 'AE', ''],
  ['QNLU', '卡塔尔航运', 'Qatar Navigation (Milaha)', 'QNL', 'QA', ''],
  ['SCIU', '印度国家航运', 'The Shipping Corporation of India', 'SCI', 'IN', ''],
  ['ARKU', '阿卡斯航运', 'Arkas Line', 'ARKAS', 'TR', ''],
  ['TRKU', '土耳其通孔航运', 'Turkon Line', 'TURKON', 'TR', ''],
  ['LMCU', '麦西纳航运', 'Ignazio Messina & C.', 'MESSINA', 'IT', ''],
  ['GRIU', '格里马尔迪', 'Grimaldi Deep Sea', 'GRIMALDI', 'IT', ''],
  ['MFTU', '马弗雷航运', 'Marfret Compagnie Maritime', 'MARFRET', 'FR', ''],
  ['EIMU', '冰岛航运', 'Eimskip', 'EIMSKIP', 'IS', ''],
  ['ACLU', '大西洋集装箱航运', 'Atlantic Container Line', 'ACL', 'US', ''],
  ['CAMN', '克劳利海运', 'Crowley Maritime', 'CROWLEY', 'US', ''],
  ['SMLU', '西博德海运', 'Seaboard Marine', 'SEABOARD', 'US', ''],
  ['PSHI', '帕沙夏威夷', 'Pasha Hawaii', 'PASHA', 'US', ''],
  ['WWSU', '西木航运', 'Westwood Shipping Lines', 'WESTWOOD', 'US', ''],
];

export const CARRIERS: readonly CarrierSeed[] = CARRIER_ROWS.map(([code, nameCn, nameEn, shortName, country, alliance]) => ({
  code,
  nameCn,
  nameEn,
  shortName,
  country,
  alliance,
}));

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

export const CARRIERS: readonly CarrierSeed[] = [
  // Global top 10
  { code: 'MSCU', nameCn: '地中海航运', nameEn: 'Mediterranean Shipping Company', shortName: 'MSC', country: 'CH', alliance: '' },
  { code: 'MAEU', nameCn: '马士基', nameEn: 'Maersk', shortName: 'MAERSK', country: 'DK', alliance: 'Gemini Cooperation' },
  { code: 'CMDU', nameCn: '达飞轮船', nameEn: 'CMA CGM', shortName: 'CMA CGM', country: 'FR', alliance: 'Ocean Alliance' },
  { code: 'COSU', nameCn: '中远海运', nameEn: 'COSCO SHIPPING Lines', shortName: 'COSCO', country: 'CN', alliance: 'Ocean Alliance' },
  { code: 'HLCU', nameCn: '赫伯罗特', nameEn: 'Hapag-Lloyd', shortName: 'HPL', country: 'DE', alliance: 'Gemini Cooperation' },
  { code: 'ONEY', nameCn: '海洋网联船务', nameEn: 'Ocean Network Express', shortName: 'ONE', country: 'SG', alliance: 'Premier Alliance' },
  { code: 'EGLV', nameCn: '长荣海运', nameEn: 'Evergreen Marine Corporation', shortName: 'EMC', country: 'TW', alliance: 'Ocean Alliance' },
  { code: 'HDMU', nameCn: '现代商船', nameEn: 'HMM Co., Ltd.', shortName: 'HMM', country: 'KR', alliance: 'Premier Alliance' },
  { code: 'ZIMU', nameCn: '以星航运', nameEn: 'ZIM Integrated Shipping Services', shortName: 'ZIM', country: 'IL', alliance: '' },
  { code: 'YMLU', nameCn: '阳明海运', nameEn: 'Yang Ming Marine Transport Corporation', shortName: 'YML', country: 'TW', alliance: 'Premier Alliance' },
  { code: 'OOLU', nameCn: '东方海外', nameEn: 'Orient Overseas Container Line', shortName: 'OOCL', country: 'HK', alliance: 'Ocean Alliance' },
  { code: 'WHLC', nameCn: '万海航运', nameEn: 'Wan Hai Lines', shortName: 'WHL', country: 'TW', alliance: '' },
  { code: 'PCIU', nameCn: '太平船务', nameEn: 'Pacific International Lines', shortName: 'PIL', country: 'SG', alliance: '' },

  // Brands inside the big groups
  { code: 'APLU', nameCn: '美国总统轮船', nameEn: 'American President Lines', shortName: 'APL', country: 'SG', alliance: '' },
  { code: 'ANNU', nameCn: '澳国航运', nameEn: 'ANL Container Line', shortName: 'ANL', country: 'AU', alliance: '' },
  { code: 'SUDU', nameCn: '汉堡南美', nameEn: 'Hamburg Süd', shortName: 'HBS', country: 'DE', alliance: '' },
  { code: 'SAFM', nameCn: '萨非航运', nameEn: 'Safmarine', shortName: 'SAF', country: 'ZA', alliance: '' },
  { code: 'GSLU', nameCn: '金星航运', nameEn: 'Gold Star Line', shortName: 'GSL', country: 'HK', alliance: '' },
  { code: 'MEXU', nameCn: '马里亚纳快航', nameEn: 'Mariana Express Lines', shortName: 'MELL', country: 'SG', alliance: '' },
  { code: 'ANRM', nameCn: '阿里安卡航运', nameEn: 'Aliança Navegação e Logística', shortName: 'ALIANCA', country: 'BR', alliance: '' },

  // Intra-Asia and regional carriers
  { code: 'SITU', nameCn: '海丰国际', nameEn: 'SITC Container Lines', shortName: 'SITC', country: 'CN', alliance: '' },
  { code: 'KMTU', nameCn: '高丽海运', nameEn: 'Korea Marine Transport Co.', shortName: 'KMTC', country: 'KR', alliance: '' },
  { code: '13DF', nameCn: '德翔海运', nameEn: 'T.S. Lines', shortName: 'TSL', country: 'TW', alliance: '' },
  { code: 'REGU', nameCn: '宏海箱运', nameEn: 'Regional Container Lines', shortName: 'RCL', country: 'TH', alliance: '' },
  { code: '12IH', nameCn: '中外运集运', nameEn: 'Sinotrans Container Lines', shortName: 'SINOTRANS', country: 'CN', alliance: '' },
  { code: '11DX', nameCn: '正利航业', nameEn: 'Cheng Lie Navigation', shortName: 'CNC', country: 'TW', alliance: '' },
  { code: '12AT', nameCn: '运达航运', nameEn: 'Interasia Lines', shortName: 'IAL', country: 'TW', alliance: '' },
  { code: 'SKLU', nameCn: '长锦商船', nameEn: 'Sinokor Merchant Marine', shortName: 'SINOKOR', country: 'KR', alliance: '' },
  { code: 'NSRU', nameCn: '南星海运', nameEn: 'Namsung Shipping', shortName: 'NAMSUNG', country: 'KR', alliance: '' },
  { code: 'POBU', nameCn: '泛洋海运', nameEn: 'Pan Ocean', shortName: 'PAN OCEAN', country: 'KR', alliance: '' },
  { code: 'CKLU', nameCn: '天敬海运', nameEn: 'CK Line', shortName: 'CK LINE', country: 'KR', alliance: '' },
  { code: 'SMLM', nameCn: '森罗商船', nameEn: 'SM Line Corporation', shortName: 'SML', country: 'KR', alliance: '' },
  { code: 'CULU', nameCn: '中联航运', nameEn: 'China United Lines', shortName: 'CU LINES', country: 'CN', alliance: '' },
  { code: 'SIKU', nameCn: '萨姆达拉航运', nameEn: 'Samudera Shipping Line', shortName: 'SAMUDERA', country: 'SG', alliance: '' },
  { code: 'MRTU', nameCn: '梅拉图斯航运', nameEn: 'Meratus Line', shortName: 'MERATUS', country: 'ID', alliance: '' },
  { code: 'CHVW', nameCn: '太古船务', nameEn: 'Swire Shipping', shortName: 'SWIRE', country: 'SG', alliance: '' },
  { code: 'MATS', nameCn: '美森轮船', nameEn: 'Matson Navigation Company', shortName: 'MATSON', country: 'US', alliance: '' },
  { code: 'FESO', nameCn: '远东海运', nameEn: 'Far Eastern Shipping Company', shortName: 'FESCO', country: 'RU', alliance: '' },

  // Middle East, India, Mediterranean, Atlantic and the Americas
  { code: 'ESPU', nameCn: '阿联酋航运', nameEn: 'Emirates Shipping Line', shortName: 'ESL', country: 'AE', alliance: '' },
  { code: 'QNLU', nameCn: '卡塔尔航运', nameEn: 'Qatar Navigation (Milaha)', shortName: 'QNL', country: 'QA', alliance: '' },
  { code: 'SCIU', nameCn: '印度国家航运', nameEn: 'The Shipping Corporation of India', shortName: 'SCI', country: 'IN', alliance: '' },
  { code: 'ARKU', nameCn: '阿卡斯航运', nameEn: 'Arkas Line', shortName: 'ARKAS', country: 'TR', alliance: '' },
  { code: 'TRKU', nameCn: '土耳其通孔航运', nameEn: 'Turkon Line', shortName: 'TURKON', country: 'TR', alliance: '' },
  { code: 'LMCU', nameCn: '麦西纳航运', nameEn: 'Ignazio Messina & C.', shortName: 'MESSINA', country: 'IT', alliance: '' },
  { code: 'GRIU', nameCn: '格里马尔迪', nameEn: 'Grimaldi Deep Sea', shortName: 'GRIMALDI', country: 'IT', alliance: '' },
  { code: 'MFTU', nameCn: '马弗雷航运', nameEn: 'Marfret Compagnie Maritime', shortName: 'MARFRET', country: 'FR', alliance: '' },
  { code: 'EIMU', nameCn: '冰岛航运', nameEn: 'Eimskip', shortName: 'EIMSKIP', country: 'IS', alliance: '' },
  { code: 'ACLU', nameCn: '大西洋集装箱航运', nameEn: 'Atlantic Container Line', shortName: 'ACL', country: 'US', alliance: '' },
  { code: 'CAMN', nameCn: '克劳利海运', nameEn: 'Crowley Maritime', shortName: 'CROWLEY', country: 'US', alliance: '' },
  { code: 'SMLU', nameCn: '西博德海运', nameEn: 'Seaboard Marine', shortName: 'SEABOARD', country: 'US', alliance: '' },
  { code: 'PSHI', nameCn: '帕沙夏威夷', nameEn: 'Pasha Hawaii', shortName: 'PASHA', country: 'US', alliance: '' },
  { code: 'WWSU', nameCn: '西木航运', nameEn: 'Westwood Shipping Lines', shortName: 'WESTWOOD', country: 'US', alliance: '' },
];

// Per-company content: destination tabs (route groups), sales contacts, account managers, news and
// banners. People, phone numbers and mailboxes are invented; mailboxes use the reserved .test TLD.
// News bodies are plain text, paragraphs separated by a blank line ("\n\n").
import { PORTS } from './ports';

// ---------------------------------------------------------------------------------------------
// Route groups (destination tabs of the port popover)
// ---------------------------------------------------------------------------------------------

export interface RouteGroupSeed {
  routeName: string;
  routeNameEn: string;
  /** UN/LOCODEs, in display order */
  ports: string[];
}

const HQ_ROUTE_GROUPS: RouteGroupSeed[] = [
  {
    routeName: '东南亚',
    routeNameEn: 'Southeast Asia',
    ports: [
      'SGSIN', 'MYPKG', 'THLCH', 'VNSGN', 'VNHPH', 'IDJKT', 'PHMNL', 'MYPGU', 'MYTPP', 'MYPEN',
      'THBKK', 'VNCLI', 'VNCMT', 'VNDAD', 'IDSUB', 'IDSRG', 'PHCEB', 'KHPNH', 'KHKOS', 'MMRGN',
    ],
  },
  {
    routeName: '日韩',
    routeNameEn: 'Japan & Korea',
    ports: [
      'JPTYO', 'JPYOK', 'JPOSA', 'JPUKB', 'JPNGO', 'KRPUS', 'KRINC', 'JPMOJ', 'JPHKT', 'JPSMZ',
      'JPTMK', 'JPYKK', 'KRKAN', 'KRPTK', 'KRUSN',
    ],
  },
  {
    routeName: '印巴',
    routeNameEn: 'India & Pakistan',
    ports: [
      'INNSA', 'INMUN', 'INMAA', 'PKKHI', 'LKCMB', 'BDCGP', 'INCCU', 'INPAV', 'INHZA', 'INCOK',
      'INTUT', 'INVTZ', 'INKTP', 'PKBQM', 'MVMLE',
    ],
  },
  {
    routeName: '中东',
    routeNameEn: 'Middle East',
    ports: [
      'AEJEA', 'AEDXB', 'AEAUH', 'SADMM', 'SAJED', 'KWSWK', 'QAHMD', 'OMSOH', 'AEKHL', 'AESHJ',
      'OMSLL', 'SAJUB', 'BHBAH', 'IQUQR', 'DJJIB', 'JOAQJ', 'SDPZU', 'EGSOK',
    ],
  },
  {
    routeName: '欧洲',
    routeNameEn: 'Europe',
    ports: [
      'DEHAM', 'NLRTM', 'BEANR', 'GBFXT', 'FRLEH', 'DEBRV', 'GBSOU', 'GBLGP', 'BEZEE', 'DKAAR',
      'SEGOT', 'PLGDN', 'FIHEL', 'LTKLJ', 'IEDUB', 'NOOSL',
    ],
  },
  {
    routeName: '地中海',
    routeNameEn: 'Mediterranean',
    ports: [
      'ESBCN', 'ESVLC', 'ITGOA', 'GRPIR', 'TRMER', 'ITSPE', 'ITNAP', 'FRFOS', 'TRIST', 'TRAMR',
      'SIKOP', 'HRRJK', 'MTMAR', 'EGPSD', 'EGALY', 'ILHFA', 'ILASH', 'ROCND', 'MACAS', 'DZALG',
    ],
  },
  {
    routeName: '非洲',
    routeNameEn: 'Africa',
    ports: [
      'ZADUR', 'KEMBA', 'TZDAR', 'NGAPP', 'GHTEM', 'ZACPT', 'MZMPM', 'NAWVB', 'AOLAD', 'NGTIN',
      'CIABJ', 'TGLFW', 'BJCOO', 'SNDKR', 'CMDLA', 'CGPNR', 'MUPLU',
    ],
  },
  {
    routeName: '美加',
    routeNameEn: 'US & Canada',
    ports: [
      'USLAX', 'USLGB', 'USNYC', 'USSAV', 'USHOU', 'CAVAN', 'USOAK', 'USSEA', 'USTIW', 'USCHS',
      'USORF', 'USBAL', 'USMIA', 'USJAX', 'CAPRR', 'CAMTR', 'CATOR', 'CAHAL',
    ],
  },
  {
    routeName: '中南美',
    routeNameEn: 'Latin America',
    ports: [
      'MXZLO', 'BRSSZ', 'PECLL', 'CLSAI', 'COBUN', 'MXLZC', 'MXVER', 'PAMIT', 'PABLB', 'COCTG',
      'ECGYE', 'CLVAP', 'BRPNG', 'BRITJ', 'BRRIG', 'ARBUE', 'UYMVD', 'JMKIN', 'DOCAU',
    ],
  },
  {
    routeName: '澳新',
    routeNameEn: 'Australia & NZ',
    ports: [
      'AUSYD', 'AUMEL', 'AUBNE', 'AUFRE', 'NZAKL', 'AUADL', 'NZTRG', 'NZLYT', 'NZWLG', 'FJSUV',
      'PGPOM', 'NCNOU',
    ],
  },
];

/** The Shenzhen company shows the same lanes, fewer ports per tab, and no Mediterranean tab of its own. */
const SOUTH_ROUTE_GROUPS: RouteGroupSeed[] = HQ_ROUTE_GROUPS.filter((g) => g.routeName !== '地中海').map((g) => ({
  ...g,
  ports: g.ports.slice(0, g.routeName === '东南亚' ? 16 : 12),
}));

export const ROUTE_GROUPS: Record<string, RouteGroupSeed[]> = {
  hq: HQ_ROUTE_GROUPS,
  south: SOUTH_ROUTE_GROUPS,
};

/** How many destination-only ports the Shenzhen company offers (all origins are always included). */
export const SOUTH_DESTINATION_LIMIT = 120;

/**
 * The port codes a company offers: every port for 'hq'; for 'south', every origin port plus
 * 120 destination ports (the ones in its tabs first, then the rest in list order).
 */
export function portCodesFor(companyCode: string): string[] {
  if (companyCode !== 'south') return PORTS.map((p) => p.code);
  const origins = PORTS.filter((p) => p.isOrigin).map((p) => p.code);
  const picked = new Set<string>();
  for (const g of SOUTH_ROUTE_GROUPS) for (const c of g.ports) picked.add(c);
  for (const p of PORTS) {
    if (picked.size >= SOUTH_DESTINATION_LIMIT) break;
    if (!p.isOrigin) picked.add(p.code);
  }
  const chosen = new Set([...origins, ...picked]);
  return PORTS.filter((p) => chosen.has(p.code)).map((p) => p.code);
}

// ---------------------------------------------------------------------------------------------
// Sales contacts and account managers
// ---------------------------------------------------------------------------------------------

export interface SalesContactSeed {
  salesCode: string;
  nameCn: string;
  nameEn: string;
  /** 1 FCL, 2 LCL, 3 air */
  businessId: 1 | 2 | 3;
  businessPortName: string;
  businessAirPortName: string;
  mobile: string;
  qq: string;
  email: string;
  headPic: string;
  isDefault: boolean;
}

export interface AccountManagerSeed {
  nameCn: string;
  nameEn: string;
  post: string;
  headPic: string;
  mobile: string;
  email: string;
  qq: string;
  skype: string;
  splUserName: string;
  splMobile: string;
  splEmail: string;
  isDefault: boolean;
}

/** Avatar files generated by scripts/gen-brand-assets.ts into public/brand/people/. */
export interface AvatarSeed {
  file: string;
  gender: 'f' | 'm';
  skin: string;
  hair: string;
  shirt: string;
  background: string;
}

export const AVATARS: readonly AvatarSeed[] = [
  { file: 'f01', gender: 'f', skin: '#f6d3b8', hair: '#2b1d16', shirt: '#0b3d91', background: '#dce7f7' },
  { file: 'f02', gender: 'f', skin: '#f1c7a5', hair: '#3b2a20', shirt: '#c0392b', background: '#fbe3dc' },
  { file: 'f03', gender: 'f', skin: '#f8dcc4', hair: '#1e1e1e', shirt: '#0f8a8c', background: '#d9f0ef' },
  { file: 'f04', gender: 'f', skin: '#eec1a0', hair: '#4a3224', shirt: '#7d5ba6', background: '#ece4f6' },
  { file: 'f05', gender: 'f', skin: '#f5d0b5', hair: '#2d2019', shirt: '#e67e22', background: '#fdebd8' },
  { file: 'm01', gender: 'm', skin: '#efc8a8', hair: '#1f1a17', shirt: '#34495e', background: '#dfe6ee' },
  { file: 'm02', gender: 'm', skin: '#e9bd99', hair: '#2a211c', shirt: '#0b3d91', background: '#dce7f7' },
  { file: 'm03', gender: 'm', skin: '#f3cfb2', hair: '#141414', shirt: '#16a085', background: '#d6f1ea' },
  { file: 'm04', gender: 'm', skin: '#e5b894', hair: '#35261d', shirt: '#8e44ad', background: '#eee0f5' },
  { file: 'm05', gender: 'm', skin: '#f0cba9', hair: '#222222', shirt: '#d35400', background: '#fbe5d3' },
];

const avatar = (file: string) => `/brand/people/${file}.svg`;

const HQ_ADDR = '上海市虹口区东大名路1088号环宇航运大厦18楼';
const HQ_ADDR_EN = '18F Globalink Shipping Tower, 1088 East Daming Road, Hongkou District, Shanghai 200080, China';
const SOUTH_ADDR = '深圳市南山区蛇口工业三路8号海联大厦9楼';

export const COMPANY_ADDRESSES: Record<string, { cn: string; en: string }> = {
  hq: { cn: HQ_ADDR, en: HQ_ADDR_EN },
  south: { cn: SOUTH_ADDR, en: '' },
};

/** English of the ports and airports sales contacts look after, for English pages. */
export const BUSINESS_PLACES_EN: Record<string, string> = {
  '上海': 'Shanghai',
  '上海/宁波': 'Shanghai/Ningbo',
  '青岛/天津': 'Qingdao/Tianjin',
  '宁波/厦门': 'Ningbo/Xiamen',
  '深圳/盐田': 'Shenzhen/Yantian',
  '盐田/蛇口': 'Yantian/Shekou',
  '南沙/黄埔': 'Nansha/Huangpu',
  '蛇口/赤湾': 'Shekou/Chiwan',
  '香港/深圳': 'Hong Kong/Shenzhen',
  '浦东机场 PVG': 'Shanghai Pudong PVG',
  '虹桥机场 SHA': 'Shanghai Hongqiao SHA',
  '宝安机场 SZX': "Shenzhen Bao'an SZX",
  '白云机场 CAN': 'Guangzhou Baiyun CAN',
};

export const SALES_CONTACTS: Record<string, SalesContactSeed[]> = {
  hq: [
    {
      salesCode: 'S1000', nameCn: '周佳', nameEn: 'Joy Zhou', businessId: 2,
      businessPortName: '上海/宁波', businessAirPortName: '', mobile: '13816627405', qq: '2851736640',
      email: 'joy.zhou@globalink-demo.test', headPic: avatar('f01'), isDefault: true,
    },
    {
      salesCode: 'S1001', nameCn: '陈静怡', nameEn: 'Jenny Chen', businessId: 1,
      businessPortName: '上海/宁波', businessAirPortName: '', mobile: '13917358826', qq: '1735882601',
      email: 'jenny.chen@globalink-demo.test', headPic: avatar('f03'), isDefault: false,
    },
    {
      salesCode: 'S1002', nameCn: '王浩然', nameEn: 'Howard Wang', businessId: 1,
      businessPortName: '青岛/天津', businessAirPortName: '', mobile: '15821694370', qq: '943702158',
      email: 'howard.wang@globalink-demo.test', headPic: avatar('m02'), isDefault: false,
    },
    {
      salesCode: 'S1003', nameCn: '李思远', nameEn: 'Leo Li', businessId: 2,
      businessPortName: '上海', businessAirPortName: '', mobile: '18621057739', qq: '3105773912',
      email: 'leo.li@globalink-demo.test', headPic: avatar('m01'), isDefault: false,
    },
    {
      salesCode: 'S1004', nameCn: '张晓雯', nameEn: 'Sharon Zhang', businessId: 2,
      businessPortName: '宁波/厦门', businessAirPortName: '', mobile: '13764280513', qq: '642805137',
      email: 'sharon.zhang@globalink-demo.test', headPic: avatar('f02'), isDefault: false,
    },
    {
      salesCode: 'S1005', nameCn: '刘一鸣', nameEn: 'Eric Liu', businessId: 3,
      businessPortName: '', businessAirPortName: '浦东机场 PVG', mobile: '18917746052', qq: '1774605208',
      email: 'eric.liu@globalink-demo.test', headPic: avatar('m04'), isDefault: false,
    },
    {
      salesCode: 'S1006', nameCn: '赵敏', nameEn: 'Amy Zhao', businessId: 3,
      businessPortName: '', businessAirPortName: '虹桥机场 SHA', mobile: '15902183364', qq: '2183364590',
      email: 'amy.zhao@globalink-demo.test', headPic: avatar('f04'), isDefault: false,
    },
  ],
  south: [
    {
      salesCode: 'S2000', nameCn: '黄晓彤', nameEn: 'Cindy Huang', businessId: 2,
      businessPortName: '深圳/盐田', businessAirPortName: '', mobile: '13510862274', qq: '1086227431',
      email: 'huangxt@south-freight.test', headPic: avatar('f05'), isDefault: true,
    },
    {
      salesCode: 'S2001', nameCn: '林志豪', nameEn: 'Jason Lin', businessId: 1,
      businessPortName: '盐田/蛇口', businessAirPortName: '', mobile: '13828714596', qq: '871459602',
      email: 'linzh@south-freight.test', headPic: avatar('m03'), isDefault: false,
    },
    {
      salesCode: 'S2002', nameCn: '吴嘉欣', nameEn: 'Kelly Wu', businessId: 1,
      businessPortName: '南沙/黄埔', businessAirPortName: '', mobile: '15013867425', qq: '1386742550',
      email: 'wujx@south-freight.test', headPic: avatar('f03'), isDefault: false,
    },
    {
      salesCode: 'S2003', nameCn: '郑凯文', nameEn: 'Kevin Zheng', businessId: 2,
      businessPortName: '蛇口/赤湾', businessAirPortName: '', mobile: '18676530982', qq: '653098218',
      email: 'zhengkw@south-freight.test', headPic: avatar('m05'), isDefault: false,
    },
    {
      salesCode: 'S2004', nameCn: '何丽珊', nameEn: 'Lisa He', businessId: 2,
      businessPortName: '香港/深圳', businessAirPortName: '', mobile: '13692147058', qq: '2147058369',
      email: 'helishan@south-freight.test', headPic: avatar('f02'), isDefault: false,
    },
    {
      salesCode: 'S2005', nameCn: '陈伟强', nameEn: 'Vincent Chen', businessId: 3,
      businessPortName: '', businessAirPortName: '宝安机场 SZX', mobile: '18926035147', qq: '260351478',
      email: 'chenwq@south-freight.test', headPic: avatar('m01'), isDefault: false,
    },
    {
      salesCode: 'S2006', nameCn: '冯慧敏', nameEn: 'Fiona Feng', businessId: 3,
      businessPortName: '', businessAirPortName: '白云机场 CAN', mobile: '15817428693', qq: '1742869315',
      email: 'fenghm@south-freight.test', headPic: avatar('f04'), isDefault: false,
    },
  ],
};

export const ACCOUNT_MANAGERS: Record<string, AccountManagerSeed[]> = {
  hq: [
    {
      nameCn: '孙立伟', nameEn: 'Wilson Sun', post: '大客户经理', headPic: avatar('m02'),
      mobile: '13601937248', email: 'wilson.sun@globalink-demo.test', qq: '1937248360',
      skype: 'globalink.wilson.sun', splUserName: '高建华', splMobile: '13301652870',
      splEmail: 'jianhua.gao@globalink-demo.test', isDefault: true,
    },
    {
      nameCn: '郭雅婷', nameEn: 'Tina Guo', post: '客户经理', headPic: avatar('f04'),
      mobile: '15216738094', email: 'tina.guo@globalink-demo.test', qq: '673809415',
      skype: 'globalink.tina.guo', splUserName: '高建华', splMobile: '13301652870',
      splEmail: 'jianhua.gao@globalink-demo.test', isDefault: false,
    },
  ],
  // No English name on purpose: the UI falls back to nameCn (spec §3, account manager).
  south: [
    {
      nameCn: '罗振宇', nameEn: '', post: '客户经理', headPic: avatar('m04'),
      mobile: '13760218845', email: 'luozy@south-freight.test', qq: '602188451',
      skype: '', splUserName: '梁秀英', splMobile: '13902476631',
      splEmail: 'liangxy@south-freight.test', isDefault: true,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

export interface NewsSeed {
  /** 1 industry news, 2 company news */
  tabId: 1 | 2;
  titleCn: string;
  titleEn: string;
  summaryCn: string;
  summaryEn: string;
  contentCn: string;
  contentEn: string;
  /** ISO timestamp (China time) */
  publishedAt: string;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Industry news, shown by both companies. */
const INDUSTRY_NEWS: NewsSeed[] = [
  {
    tabId: 1,
    publishedAt: '2026-11-18T10:00:00+08:00',
    titleCn: '多家船公司宣布12月1日起上调亚洲至北欧航线运价',
    titleEn: 'Several carriers announce GRIs on Asia–North Europe from 1 December',
    summaryCn: '进入年底备货期，多家班轮公司发布通知，自12月1日起对亚洲至北欧、地中海航线征收综合费率上涨（GRI），货主需提前锁定舱位。',
    summaryEn: 'With year-end restocking under way, several liner operators will apply general rate increases on Asia–North Europe and Mediterranean cargo from 1 December. Shippers should secure space early.',
    contentCn: p(
      '近日，多家班轮公司相继向客户发布通知，自2026年12月1日（装船日）起，对亚洲（含中国、日韩、东南亚）至北欧及地中海航线的干货箱与冷藏箱征收综合费率上涨（GRI），幅度为每20尺箱300至500美元、每40尺箱600至1000美元不等，具体以各船公司公告为准。',
      '业内人士分析，年底欧洲零售商补库存叠加春节前出货高峰，亚欧航线舱位利用率持续维持高位；同时部分航线仍执行空班计划，实际可用运力有所收紧，推动船公司上调报价。',
      '我司提醒各位货主：如有12月出运计划，请尽早与销售确认舱位与价格，并留意各港截关时间；拼箱货物请提前3至5个工作日进仓，以免因仓库爆仓导致甩柜。',
    ),
    contentEn: p(
      'Several liner operators have notified customers that from 1 December 2026 (loading date) they will apply general rate increases (GRIs) on dry and reefer cargo from Asia (including China, Japan, Korea and Southeast Asia) to North Europe and the Mediterranean. Amounts range from USD 300–500 per 20-foot and USD 600–1,000 per 40-foot container; each carrier’s own notice prevails.',
      'Market watchers point to European retailers restocking at year end and the pre-Chinese-New-Year shipping peak, which keep utilisation on Asia–Europe services high. Blank sailings on some loops have also tightened the capacity that is actually available.',
      'If you plan to ship in December, please confirm space and rates with your sales contact as early as possible and watch the cut-off times at each port. LCL cargo should reach the warehouse 3–5 working days before sailing to avoid being rolled when warehouses are full.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-11-04T09:30:00+08:00',
    titleCn: '跨太平洋航线舱位趋紧，部分船公司征收旺季附加费',
    titleEn: 'Transpacific space tightens as some carriers levy peak season surcharges',
    summaryCn: '受美国年末假日销售季影响，远东至美西、美东航线舱位紧张，部分船公司对11月下旬起的订舱收取旺季附加费（PSS）。',
    summaryEn: 'Holiday-season demand has tightened space from the Far East to the US West and East coasts; some carriers are charging a peak season surcharge on bookings from late November.',
    contentCn: p(
      '据市场反馈，11月以来远东至美西（洛杉矶、长滩、奥克兰）及美东（纽约、萨凡纳）航线的订舱量明显回升，上海、宁波、盐田等主要港口部分航次已出现满载情况。',
      '部分船公司已向市场发布旺季附加费（PSS）通知，针对11月下旬起装船的货物加收费用，并对特种箱和超重货物实行更严格的舱位分配。',
      '建议出口美国的客户提前规划出运时间，按时提交ISF（进口安全申报）资料，确保货物品名、HS编码与发票一致，避免因申报问题产生罚款或延误提货。',
    ),
    contentEn: p(
      'Bookings from the Far East to the US West Coast (Los Angeles, Long Beach, Oakland) and East Coast (New York, Savannah) have picked up markedly since early November, and some sailings from Shanghai, Ningbo and Yantian are already fully booked.',
      'Some carriers have published peak season surcharge (PSS) notices for cargo loaded from late November, and are allocating space for special equipment and overweight cargo more strictly.',
      'Shippers to the US are advised to plan sailings early and file ISF (Importer Security Filing) data on time, making sure commodity descriptions and HS codes match the commercial invoice, to avoid penalties or delayed release.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-10-22T15:00:00+08:00',
    titleCn: '东南亚枢纽港船舶等泊时间延长，中转货物或受影响',
    titleEn: 'Longer berthing waits at Southeast Asian hubs may delay transhipment cargo',
    summaryCn: '受船舶集中到港及航线调整影响，新加坡、巴生等东南亚枢纽港近期出现船舶等泊，经这些港口中转的货物运输时间可能延长。',
    summaryEn: 'Vessel bunching and network changes have caused berthing queues at Singapore, Port Klang and other Southeast Asian hubs; cargo transhipped there may take longer.',
    contentCn: p(
      '近期，由于多条远洋航线船舶集中到港，叠加部分船公司调整挂靠顺序，新加坡、巴生、丹戎帕拉帕斯等东南亚枢纽港出现不同程度的船舶等泊，部分船舶等待时间达2至4天。',
      '对于经上述港口中转至印巴、中东、非洲及澳新的货物，二程船衔接可能出现延误，整体运输时间相应延长。',
      '我司操作部门将持续跟踪相关航次动态，并在货物跟踪页面及时更新中转信息。对时效要求较高的货物，建议选择直航服务或预留充足的交货缓冲期。',
    ),
    contentEn: p(
      'As vessels on several deep-sea services arrive in clusters and some carriers change their port rotations, hubs such as Singapore, Port Klang and Tanjung Pelepas are seeing berthing queues, with some ships waiting two to four days.',
      'Cargo transhipped through these ports to the Indian subcontinent, the Middle East, Africa and Australia/New Zealand may miss its planned connecting vessel, lengthening overall transit times.',
      'Our operations team is following the affected sailings and will update transhipment details on the tracking page. For time-critical cargo we recommend direct services or a larger buffer before the delivery date.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-10-09T11:00:00+08:00',
    titleCn: '欧盟碳排放交易体系2026年起全面覆盖航运排放',
    titleEn: 'EU ETS covers 100% of shipping emissions from 2026',
    summaryCn: '根据欧盟排放交易体系（EU ETS）的分阶段安排，航运公司须为2026年度排放的100%缴纳配额，相关附加费或随之调整。',
    summaryEn: 'Under the EU Emissions Trading System phase-in, shipping companies must surrender allowances for 100% of their 2026 emissions; related surcharges may be adjusted.',
    contentCn: p(
      '欧盟排放交易体系（EU ETS）自2024年起纳入航运业，并分阶段提高覆盖比例：2024年度排放按40%、2025年度按70%缴纳配额，2026年度起提高至100%。往返欧盟港口的航次按50%计算，欧盟港口之间的航次按100%计算。',
      '受此影响，各船公司已陆续公布或调整针对欧洲航线的排放附加费，费用水平与碳配额价格及船舶能效挂钩，不同船公司、不同航线之间差异较大。',
      '建议客户在询价时确认报价是否已包含相关附加费，我司销售人员可提供各船公司最新收费标准供比较。',
    ),
    contentEn: p(
      'The EU Emissions Trading System (EU ETS) has covered shipping since 2024 and phases coverage in: allowances were due for 40% of 2024 emissions and 70% of 2025 emissions, rising to 100% from the 2026 reporting year. Voyages into or out of the EU count at 50%, voyages between EU ports at 100%.',
      'Carriers have published or revised their emissions surcharges on European trades accordingly. The level depends on allowance prices and vessel efficiency, so it differs considerably between carriers and trades.',
      'When requesting a quotation, please check whether these surcharges are included. Our sales team can provide the latest surcharge tables of each carrier for comparison.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-09-16T10:30:00+08:00',
    titleCn: '国庆长假前后出运安排提醒',
    titleEn: 'Shipping arrangements around the National Day holiday',
    summaryCn: '国庆假期前后为传统出货小高峰，多家船公司在假期后一周安排空班，请客户提前安排订舱、报关与进仓。',
    summaryEn: 'The weeks around National Day are a traditional mini-peak, and several carriers have blank sailings planned for the week after the holiday. Please book, clear customs and deliver to the warehouse early.',
    contentCn: p(
      '国庆长假期间，国内工厂普遍停工，假期前出货集中，部分航线舱位紧张。与此同时，多家船公司计划在假期后一周取消部分航次（空班），以平衡运力。',
      '假期期间，各港口码头正常作业，但报关行、拖车及部分仓库将调整作业时间，单证办理和提柜安排可能受影响。',
      '请有出运计划的客户尽早与我司确认订舱，假期前完成报关资料准备；拼箱货物请关注各仓库假期收货时间表，我司客服将在假期内安排值班。',
    ),
    contentEn: p(
      'Most factories in China close over the National Day holiday, so cargo bunches up before the break and space is tight on some trades. Several carriers also plan to cancel sailings in the week after the holiday to balance capacity.',
      'Terminals keep working through the holiday, but customs brokers, trucking companies and some warehouses change their hours, which can affect documentation and container pick-ups.',
      'If you plan to ship, please confirm bookings with us early and prepare customs documents before the holiday. For LCL cargo, check each warehouse’s holiday receiving schedule; our customer service team stays on duty throughout the holiday.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-08-27T14:00:00+08:00',
    titleCn: '南美东航线运力持续增加，运价高位回落',
    titleEn: 'Capacity keeps growing on the East Coast South America trade as rates ease',
    summaryCn: '多家船公司在远东至南美东航线投入更大型船舶并加开新服务，市场运价自高位回落，出货窗口较为有利。',
    summaryEn: 'Carriers are deploying larger ships and new loops between the Far East and the East Coast of South America; rates are easing from their highs, opening a good shipping window.',
    contentCn: p(
      '今年以来，远东至南美东（桑托斯、巴拉那瓜、伊塔雅伊、布宜诺斯艾利斯、蒙得维的亚）航线需求保持增长，多家船公司陆续投入更大型的船舶并新开直航服务，整体运力明显提升。',
      '随着新增运力陆续到位，近期市场运价已从年中高位有所回落，舱位供应相对充足，但巴西部分港口仍存在堆场拥挤、提柜时间较长的情况。',
      '我司可提供上海、宁波、深圳至南美东主要港口的整箱与拼箱服务，欢迎联系销售获取最新运价与船期。',
    ),
    contentEn: p(
      'Demand from the Far East to the East Coast of South America (Santos, Paranagua, Itajai, Buenos Aires, Montevideo) has kept growing this year, and several carriers have deployed larger vessels and opened new direct services, lifting capacity noticeably.',
      'As the new tonnage arrives, rates have eased from their mid-year highs and space is relatively easy to find, although yards at some Brazilian ports remain crowded and container pick-up can take longer.',
      'We offer FCL and LCL services from Shanghai, Ningbo and Shenzhen to the main East Coast South America ports. Contact our sales team for current rates and schedules.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-08-12T08:45:00+08:00',
    titleCn: '台风季来临，华南及华东港口作业或受影响',
    titleEn: 'Typhoon season: operations at South and East China ports may be disrupted',
    summaryCn: '8至9月为台风高发期，盐田、蛇口、南沙、厦门、宁波等港口可能因大风临时停止作业，请客户关注船期变化。',
    summaryEn: 'August and September are peak typhoon months; Yantian, Shekou, Nansha, Xiamen, Ningbo and other ports may suspend operations in strong winds. Please watch for schedule changes.',
    contentCn: p(
      '每年8至9月是西北太平洋台风活动最频繁的时期。台风影响期间，码头通常会暂停船舶靠离泊和集装箱装卸作业，待风力减弱后再恢复，船期可能因此推迟1至3天。',
      '受影响期间，码头提还柜、进港截止时间及船舶开航时间都可能调整，部分船舶还会跳港或改变挂靠顺序。',
      '我司将在台风预警发布后第一时间通知相关客户，并在船期查询页面更新航次信息。建议客户合理安排生产与拖车计划，贵重或易受潮货物请做好包装防护。',
    ),
    contentEn: p(
      'August and September are the busiest months for typhoons in the northwest Pacific. While a storm passes, terminals usually stop berthing and container handling until the wind drops, which can delay sailings by one to three days.',
      'Gate-in cut-offs, empty pick-up and return, and departure times may all change during such periods, and some vessels skip ports or change their rotation.',
      'We notify affected customers as soon as a typhoon warning is issued and update voyages on the schedules page. Please plan production and trucking with some slack, and pack valuable or moisture-sensitive goods well.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-07-24T16:20:00+08:00',
    titleCn: '出口申报提醒：准确填写品名与HS编码',
    titleEn: 'Export filing reminder: accurate goods descriptions and HS codes',
    summaryCn: '欧美等目的国对进口货物的提前申报要求日益严格，品名笼统或HS编码错误可能导致查验、罚款或无法装船。',
    summaryEn: 'Destination countries in Europe, North America and elsewhere enforce advance cargo filing more strictly; vague descriptions or wrong HS codes can lead to inspections, fines or cargo not being loaded.',
    contentCn: p(
      '目前，美国（ISF/AMS）、欧盟（ICS2）、加拿大（ACI）等多个国家和地区均要求在装船前提交货物提前申报信息，海关会依据申报内容进行风险评估。',
      '常见问题包括：品名使用“配件”“样品”“日用品”等笼统描述，HS编码位数不足或与实际货物不符，收发货人信息不完整等。这些问题可能导致目的港查验、罚款，甚至在起运港被拒绝装船。',
      '请客户在提交订舱和提单资料时，按实际货物填写具体英文品名和至少6位HS编码，并提供完整的收发货人名称、地址及联系方式。如有疑问，请联系我司单证人员。',
    ),
    contentEn: p(
      'The United States (ISF/AMS), the European Union (ICS2), Canada (ACI) and other countries require advance cargo information before loading, and customs authorities use it for risk assessment.',
      'Common problems include vague descriptions such as “parts”, “samples” or “daily necessities”, HS codes that are too short or do not match the goods, and incomplete shipper or consignee details. These can lead to inspections or fines at destination, or even a refusal to load at origin.',
      'When you submit booking and bill of lading data, please describe the actual goods specifically in English with at least a 6-digit HS code, and give full names, addresses and contact details for shipper and consignee. Our documentation team is happy to help.',
    ),
  },
];

const HQ_COMPANY_NEWS: NewsSeed[] = [
  {
    tabId: 2,
    publishedAt: '2026-11-12T10:00:00+08:00',
    titleCn: '环宇海运在线订舱2.0正式上线',
    titleEn: 'Globalink launches Online Booking 2.0',
    summaryCn: '全新在线订舱平台支持运价实时查询、一键订舱、电子提单确认与费用在线对账，认证客户可立即使用。',
    summaryEn: 'The new online booking platform offers live rates, one-click booking, electronic B/L confirmation and online statements. Certified customers can start using it today.',
    contentCn: p(
      '11月12日，环宇海运物流集团在线订舱平台2.0版本正式上线。新版平台整合了运价查询、舱位预订、单证确认和费用对账等功能，客户可在网站及小程序上完成从询价到提单确认的全部流程。',
      '新版平台的运价数据与各船公司及我司仓库系统实时同步，整箱运价覆盖上海、宁波、深圳、青岛等主要起运港至全球近200个目的港；拼箱客户可在线计算体积重量并预约进仓。',
      '已完成企业认证的客户登录后即可使用全部功能。如需开通账号或了解使用方法，请联系您的专属销售或致电客服热线。',
    ),
    contentEn: p(
      'On 12 November Globalink Sea Logistics Group released version 2.0 of its online booking platform. It brings rate search, space booking, document confirmation and statements together, so customers can go from quotation to bill of lading confirmation on the website or in the mini-program.',
      'Rates are synchronised in real time with carriers and our warehouse systems. FCL rates cover nearly 200 destinations from Shanghai, Ningbo, Shenzhen, Qingdao and other main load ports, and LCL customers can calculate chargeable volume and book warehouse delivery online.',
      'Customers who have completed enterprise certification can use every feature after logging in. To open an account or learn how it works, contact your sales representative or our customer service hotline.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-10-28T09:00:00+08:00',
    titleCn: '宁波至洛杉矶拼箱直拼周班正式开通',
    titleEn: 'Weekly direct LCL consolidation from Ningbo to Los Angeles',
    summaryCn: '我司宁波至洛杉矶拼箱直拼服务每周固定开船，全程约18天，不经第三方转拼，时效更稳定。',
    summaryEn: 'Our Ningbo–Los Angeles direct LCL consolidation sails every week with a transit time of about 18 days and no third-party re-consolidation.',
    contentCn: p(
      '为满足华东地区客户对美西拼箱的需求，环宇海运自10月起开通宁波至洛杉矶拼箱直拼周班，每周四截仓、周日开船，海上运输约14天，门到港全程约18天。',
      '该服务由我司自主装箱，不经第三方转拼，货物在宁波仓库集中装箱后直达洛杉矶，目的港由我司合作仓库负责拆箱和派送，可提供海外仓及亚马逊仓库派送服务。',
      '欢迎有需要的客户联系销售获取报价。单票货物超过15立方米或4吨的，请事先与销售确认装载方案。',
    ),
    contentEn: p(
      'To meet East China shippers’ demand for US West Coast LCL, Globalink has run a weekly direct consolidation from Ningbo to Los Angeles since October. The warehouse closes on Thursday and the vessel sails on Sunday; the ocean leg takes about 14 days and door-to-port about 18 days.',
      'We load the containers ourselves without third-party re-consolidation. Cargo is consolidated in our Ningbo warehouse and goes straight to Los Angeles, where our partner warehouse handles devanning and delivery, including to overseas warehouses and Amazon fulfilment centres.',
      'Contact our sales team for a quotation. For single shipments over 15 CBM or 4 tonnes, please confirm the loading plan with sales in advance.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-10-15T14:30:00+08:00',
    titleCn: '环宇海运亮相2026国际物流与供应链博览会',
    titleEn: 'Globalink exhibits at the 2026 International Logistics and Supply Chain Fair',
    summaryCn: '展会期间，我司展示了数字化货运平台与全球网络，并与多家船公司、海外代理签署合作备忘录。',
    summaryEn: 'At the fair we presented our digital freight platform and global network, and signed memoranda of cooperation with several carriers and overseas agents.',
    contentCn: p(
      '10月中旬，环宇海运物流集团参加2026国际物流与供应链博览会。展台以“连接全球港口”为主题，集中展示了在线订舱平台、货物跟踪系统以及覆盖全球近200个港口的服务网络。',
      '展会期间，我司与多家船公司及东南亚、中东、拉美地区的海外代理进行了深入交流，并签署了多项合作备忘录，进一步完善目的港清关与派送服务。',
      '感谢各位新老客户莅临展台交流。我们将继续以稳定的舱位、透明的价格和专业的服务，为客户提供更可靠的国际物流解决方案。',
    ),
    contentEn: p(
      'In mid-October Globalink Sea Logistics Group took part in the 2026 International Logistics and Supply Chain Fair. Under the theme “Connecting the world’s ports”, our stand presented the online booking platform, the cargo tracking system and a service network reaching nearly 200 ports.',
      'During the fair we met carriers and overseas agents from Southeast Asia, the Middle East and Latin America, and signed several memoranda of cooperation that strengthen our customs clearance and delivery services at destination.',
      'Thank you to every customer who visited our stand. We will keep offering reliable space, transparent pricing and professional service.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-09-24T10:00:00+08:00',
    titleCn: '上海外高桥拼箱仓库扩建启用',
    titleEn: 'Expanded LCL warehouse opens in Waigaoqiao, Shanghai',
    summaryCn: '扩建后的外高桥仓库面积增加至12000平方米，配备24小时监控与仓储管理系统，进一步提升拼箱收货与装箱效率。',
    summaryEn: 'The enlarged Waigaoqiao warehouse now covers 12,000 square metres with 24-hour CCTV and a warehouse management system, speeding up LCL receiving and loading.',
    contentCn: p(
      '9月下旬，环宇海运上海外高桥拼箱仓库扩建工程完工并投入使用。扩建后仓库总面积达到12000平方米，新增装卸月台12个，可同时满足约40个集装箱的装箱作业。',
      '新仓库全面启用仓储管理系统，货物入库后即可在线查看进仓照片、件数与体积复核结果；仓库配备24小时视频监控和消防系统，并设有独立的危险品暂存区。',
      '外高桥仓库距洋山、外高桥码头交通便利，可为华东客户提供更快捷的进仓、装箱和出运服务。',
    ),
    contentEn: p(
      'In late September the expansion of Globalink’s Waigaoqiao LCL warehouse in Shanghai was completed. The warehouse now covers 12,000 square metres, with 12 additional loading docks and room to stuff about 40 containers at the same time.',
      'A warehouse management system now runs throughout: once goods are received, customers can see receiving photos, piece counts and re-measured volumes online. The site has 24-hour CCTV, fire protection and a separate holding area for dangerous goods.',
      'With quick road access to the Yangshan and Waigaoqiao terminals, the warehouse gives East China shippers faster receiving, stuffing and shipment.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-09-05T18:00:00+08:00',
    titleCn: '2026年度客户答谢会在上海举行',
    titleEn: 'Annual customer appreciation event held in Shanghai',
    summaryCn: '来自制造、跨境电商和外贸行业的200余位客户代表出席，共同探讨航运市场趋势与供应链应对策略。',
    summaryEn: 'More than 200 customers from manufacturing, cross-border e-commerce and trading joined us to discuss shipping market trends and supply chain strategy.',
    contentCn: p(
      '9月5日，环宇海运物流集团2026年度客户答谢会在上海举行，来自制造、跨境电商、外贸等行业的200余位客户代表出席。',
      '会上，集团管理层回顾了一年来的服务网络建设与数字化进展，航线产品负责人分享了欧美、东南亚及中东航线的市场走势，并就旺季舱位保障与运价波动应对给出建议。',
      '感谢广大客户长期以来的信任与支持，环宇海运将继续深耕海运主业，为客户提供稳定、高效、透明的物流服务。',
    ),
    contentEn: p(
      'On 5 September Globalink Sea Logistics Group held its 2026 customer appreciation event in Shanghai, attended by more than 200 representatives from manufacturing, cross-border e-commerce and trading companies.',
      'Group management reviewed a year of network building and digital progress, and our trade-lane managers shared their outlook for the Europe, North America, Southeast Asia and Middle East trades, with advice on securing peak-season space and handling rate swings.',
      'Thank you for your continued trust. Globalink will keep focusing on ocean freight and providing stable, efficient and transparent logistics services.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-08-18T11:00:00+08:00',
    titleCn: '中东拼箱新增杰贝阿里、达曼直拼服务',
    titleEn: 'New direct LCL consolidations to Jebel Ali and Dammam',
    summaryCn: '上海、宁波至杰贝阿里和达曼的拼箱直拼服务每周开船，并可安排迪拜、利雅得等内陆点派送。',
    summaryEn: 'Weekly direct LCL from Shanghai and Ningbo to Jebel Ali and Dammam, with onward delivery to Dubai, Riyadh and other inland points.',
    contentCn: p(
      '为进一步完善中东航线产品，环宇海运自8月起新增上海、宁波至杰贝阿里、达曼的拼箱直拼服务，每周固定开船，海运时间约20至24天。',
      '目的港由我司中东合作伙伴负责拆箱、清关及派送，可安排迪拜、阿布扎比、利雅得、吉达等城市的门点送货，并提供目的港费用预估。',
      '中东地区对原产地证、发票认证等单证要求较多，请客户在订舱时提前确认所需文件，我司单证团队可协助办理。',
    ),
    contentEn: p(
      'To round out our Middle East products, Globalink has added weekly direct LCL consolidations from Shanghai and Ningbo to Jebel Ali and Dammam since August, with ocean transit of about 20–24 days.',
      'Our Middle East partners handle devanning, customs clearance and delivery, including door delivery to Dubai, Abu Dhabi, Riyadh, Jeddah and other cities, and we provide destination charge estimates in advance.',
      'Middle East countries often require certificates of origin and legalised invoices, so please confirm the required documents when booking. Our documentation team can help.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-08-01T09:00:00+08:00',
    titleCn: '环宇海运荣获年度“优秀国际货运代理企业”称号',
    titleEn: 'Globalink named an Outstanding International Freight Forwarder of the year',
    summaryCn: '凭借稳定的服务质量与客户口碑，我司在年度行业评选中获得“优秀国际货运代理企业”称号。',
    summaryEn: 'Thanks to consistent service quality and customer feedback, Globalink received the Outstanding International Freight Forwarder title in this year’s industry awards.',
    contentCn: p(
      '近日，在年度航运物流行业评选中，环宇海运物流集团凭借稳定的服务质量、完善的全球网络和良好的客户口碑，获得“优秀国际货运代理企业”称号。',
      '这一荣誉是对我司多年来深耕拼箱与整箱业务的肯定。集团成立21年来，已累计服务近10万家客户，年出运量超过200万票。',
      '未来，我们将持续投入数字化建设与服务网络拓展，为客户创造更大价值。',
    ),
    contentEn: p(
      'In this year’s shipping and logistics industry awards, Globalink Sea Logistics Group was named an Outstanding International Freight Forwarder for its consistent service quality, comprehensive global network and strong customer feedback.',
      'The award recognises many years of focus on LCL and FCL. In its 21 years the group has served nearly 100,000 customers and now handles more than 2 million shipments a year.',
      'We will keep investing in digital tools and in our network to create more value for customers.',
    ),
  },
  {
    tabId: 2,
    publishedAt: '2026-07-15T10:00:00+08:00',
    titleCn: '环宇海运微信小程序上线，运价船期随时查',
    titleEn: 'Globalink WeChat mini-program: rates and schedules on the go',
    summaryCn: '扫码即可在手机上查询拼箱运价、船期及货物动态，并可一键联系专属销售。',
    summaryEn: 'Scan the code to check LCL rates, schedules and cargo status on your phone, and contact your sales representative with one tap.',
    contentCn: p(
      '7月15日，环宇海运微信小程序正式上线。客户通过微信扫描网站页脚的二维码即可进入，无需下载安装。',
      '小程序支持拼箱运价查询、船期查询、集装箱及提单跟踪、订单进度查看等功能，登录后可查看专属销售联系方式并在线咨询。',
      '后续我们将陆续开放在线订舱、费用确认等更多功能，欢迎体验并提出宝贵意见。',
    ),
    contentEn: p(
      'On 15 July Globalink launched its WeChat mini-program. Scan the QR code in the website footer with WeChat to open it; nothing needs to be installed.',
      'The mini-program offers LCL rate search, sailing schedules, container and bill of lading tracking and order progress. After logging in you can see your sales contact’s details and chat online.',
      'Online booking, charge confirmation and more features will follow. We welcome your feedback.',
    ),
  },
];

/** Company news of the Shenzhen company: Chinese only (its English site falls back to Chinese). */
const SOUTH_COMPANY_NEWS: NewsSeed[] = [
  {
    tabId: 2, publishedAt: '2026-11-10T10:00:00+08:00',
    titleCn: '鹏程海联盐田至胡志明、海防拼箱直拼每周两班',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '盐田至胡志明、海防拼箱直拼服务加密至每周两班，海运时间最快3天。',
    contentCn: p(
      '为满足华南客户对越南航线日益增长的需求，鹏程海联自11月起将盐田至胡志明（吉莱）、海防的拼箱直拼服务加密至每周两班，周二、周五截仓，海运时间最快3天。',
      '目的港由我司越南合作伙伴负责拆箱与清关，可安排胡志明市、平阳、河内、北宁等地的门点派送。',
      '欢迎有需要的客户联系销售获取最新报价与进仓通知。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-10-26T09:30:00+08:00',
    titleCn: '蛇口拼箱仓库升级完成，支持线上预约进仓',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '升级后的蛇口仓库支持线上预约进仓和入库照片查询，进仓效率进一步提高。',
    contentCn: p(
      '10月下旬，鹏程海联蛇口拼箱仓库完成升级改造，新增装卸月台6个，并上线仓储管理系统。',
      '客户可通过网站提前预约进仓时间，货物入库后即可查看入库照片、件数与体积复核结果，避免排队等候。',
      '蛇口仓库邻近蛇口、赤湾码头，可为深圳西部及东莞客户提供更便捷的进仓服务。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-10-12T14:00:00+08:00',
    titleCn: '鹏程海联参加深圳国际物流与供应链博览会',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '展会期间，我司展示了华南口岸拼箱整箱服务及东南亚、中东航线产品。',
    contentCn: p(
      '10月中旬，鹏程海联国际物流参加在深圳举办的国际物流与供应链博览会，重点展示了依托盐田、蛇口、南沙港的拼箱、整箱服务。',
      '展会期间，我司与多家东南亚、中东地区的海外代理进行了交流，进一步完善目的港清关与派送网络。',
      '感谢各位客户莅临展台交流。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-09-20T10:00:00+08:00',
    titleCn: '宝安机场空运出口服务全面上线',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '依托宝安、白云机场，我司为华南客户提供至欧美、东南亚的空运出口服务。',
    contentCn: p(
      '为满足客户对时效货物的需求，鹏程海联空运出口服务全面上线，可从深圳宝安机场、广州白云机场出运至欧美、东南亚及中东主要机场。',
      '我司提供上门提货、订舱、报关及目的港派送的一站式服务，并可办理锂电池、液体等特殊货物的空运手续。',
      '空运运价随市场波动较大，请联系空运销售获取实时报价。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-09-02T17:00:00+08:00',
    titleCn: '鹏程海联举办客户答谢交流会',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '百余位华南制造与外贸企业代表出席，共同探讨下半年航运市场走势。',
    contentCn: p(
      '9月2日，鹏程海联在深圳举办客户答谢交流会，百余位来自电子、家居、服装等行业的客户代表出席。',
      '会上，我司航线负责人分享了美线、欧线及东南亚航线的市场走势，并介绍了旺季舱位保障方案。',
      '感谢各位客户一直以来的支持与信任。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-08-22T11:00:00+08:00',
    titleCn: '南沙至杰贝阿里整箱服务运价优惠',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '8月下旬至9月，南沙至杰贝阿里整箱服务推出阶段性运价优惠。',
    contentCn: p(
      '为回馈广大客户，鹏程海联自8月下旬至9月底，对南沙至杰贝阿里的整箱服务推出阶段性运价优惠，20尺和40尺柜均适用。',
      '该服务每周开船，海运时间约18天，可在杰贝阿里安排清关及阿联酋境内派送。',
      '优惠舱位有限，请尽早联系销售确认。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-08-06T09:00:00+08:00',
    titleCn: '公司组织危险品申报与包装专项培训',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '操作、单证与客服团队参加危险品申报及包装要求专项培训，提升特殊货物操作能力。',
    contentCn: p(
      '8月上旬，鹏程海联组织操作、单证及客服团队参加危险品申报与包装专项培训。',
      '培训内容包括危险品分类、包装标记、申报资料准备以及各船公司对危险品订舱的要求。',
      '今后我司将继续加强专业培训，为客户提供更安全、合规的特殊货物运输服务。',
    ),
  },
  {
    tabId: 2, publishedAt: '2026-07-18T10:00:00+08:00',
    titleCn: '鹏程海联官网与微信小程序同步上线',
    titleEn: '', summaryEn: '', contentEn: '',
    summaryCn: '客户可通过官网和小程序查询运价、船期及货物动态。',
    contentCn: p(
      '7月中旬，鹏程海联国际物流新版官网与微信小程序同步上线。',
      '客户可在线查询拼箱运价、船期和集装箱动态，登录后可查看专属销售联系方式。',
      '欢迎扫描网站页脚二维码体验。',
    ),
  },
];

export const NEWS: Record<string, NewsSeed[]> = {
  hq: [...INDUSTRY_NEWS, ...HQ_COMPANY_NEWS],
  south: [...INDUSTRY_NEWS, ...SOUTH_COMPANY_NEWS],
};

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

export interface BannerSeed {
  imageUrl: string;
  titleCn: string;
  titleEn: string;
  subtitleCn: string;
  subtitleEn: string;
  linkPath: string;
  sort: number;
}

export const BANNERS: Record<string, BannerSeed[]> = {
  hq: [
    {
      imageUrl: '/brand/hq/banner-1.svg', sort: 1, linkPath: '/lclFreight',
      titleCn: '拼箱整箱 直达全球近200个港口', titleEn: 'LCL & FCL to nearly 200 ports worldwide',
      subtitleCn: '在线查价、订舱、跟踪，一站搞定', subtitleEn: 'Quote, book and track online in one place',
    },
    {
      imageUrl: '/brand/hq/banner-2.svg', sort: 2, linkPath: '/schedules',
      titleCn: '每周船期 实时更新', titleEn: 'Weekly sailing schedules, always up to date',
      subtitleCn: '覆盖40余家船公司的航线与船期', subtitleEn: 'Services and sailings of 40+ carriers',
    },
    {
      imageUrl: '/brand/hq/banner-3.svg', sort: 3, linkPath: '/tracking',
      titleCn: '货物动态 全程可视', titleEn: 'Track every container, end to end',
      subtitleCn: '支持50余家船公司的集装箱与提单跟踪', subtitleEn: 'Container and B/L tracking for 50+ carriers',
    },
  ],
  south: [
    {
      imageUrl: '/brand/south/banner-1.svg', sort: 1, linkPath: '/lclFreight',
      titleCn: '盐田 · 蛇口 · 南沙 拼箱直拼', titleEn: '',
      subtitleCn: '东南亚、中东、美线每周固定开船', subtitleEn: '',
    },
    {
      imageUrl: '/brand/south/banner-2.svg', sort: 2, linkPath: '/schedules',
      titleCn: '华南口岸船期一网打尽', titleEn: '',
      subtitleCn: '在线查询主要船公司最新船期', subtitleEn: '',
    },
    {
      imageUrl: '/brand/south/banner-3.svg', sort: 3, linkPath: '/tracking',
      titleCn: '集装箱动态 随时掌握', titleEn: '',
      subtitleCn: '输入提单号或箱号即可查询', subtitleEn: '',
    },
  ],
};

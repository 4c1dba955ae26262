// The About sections of /about?areaId=1..6 per company (site_content, kind 'about'): profile,
// values, honors, history (a timeline), team moments (a gallery) and partners (logo wall). The
// figures are the spec's marketing claims (§1). {company} becomes the company's short name.
import type { AboutDoc } from '../../../contracts/siteContent';
import { b, type B } from './bilingual';

const NONE = b('', '');

export type AboutSeed = { slug: string; areaIndex: number; doc: AboutDoc };

type Item = AboutDoc['items'][number];
const item = (label: string, title: B, text: B = NONE, extra: Partial<Item> = {}): Item => ({ label, title, text, group: NONE, image: '', ...extra });

/** Item rows: label, title and text in Chinese and English, and an optional image. */
type ItemRow = [label: string, titleCn: string, titleEn: string, textCn: string, textEn: string, image?: string];
const rows = (list: readonly ItemRow[]): Item[] =>
  list.map(([label, titleCn, titleEn, textCn, textEn, image]) => item(label, b(titleCn, titleEn), b(textCn, textEn), image ? { image } : {}));

/** Fact rows: label and value in Chinese and English. */
const facts = (list: readonly [string, string, string, string][]): AboutDoc['facts'] =>
  list.map(([labelCn, labelEn, valueCn, valueEn]) => ({ label: b(labelCn, labelEn), value: b(valueCn, valueEn) }));

/** One About section; a profile adds its paragraphs and facts. */
const section = (
  slug: string,
  areaIndex: number,
  title: B,
  lead: B,
  items: Item[],
  more: Pick<AboutDoc, 'paragraphs' | 'facts'> = { paragraphs: [], facts: [] },
): AboutSeed => ({ slug, areaIndex, doc: { title, lead, ...more, items } });

type PartnerGroup = 'carrier' | 'airline' | 'rail';
type PartnerRow = [slug: string, group: PartnerGroup, mark: string, nameCn: string, nameEn: string, color: string];
const PARTNER_ROWS: readonly PartnerRow[] = [
  ['cosco', 'carrier', 'COSCO', '中远海运', 'COSCO SHIPPING Lines', '#1d3f8f'],
  ['maersk', 'carrier', 'MAERSK', '马士基', 'Maersk', '#42b0d5'],
  ['msc', 'carrier', 'MSC', '地中海航运', 'Mediterranean Shipping Co.', '#a3802f'],
  ['cma-cgm', 'carrier', 'CMA CGM', '达飞轮船', 'CMA CGM', '#0c2a5b'],
  ['hapag-lloyd', 'carrier', 'Hapag-Lloyd', '赫伯罗特', 'Hapag-Lloyd', '#e5501e'],
  ['one', 'carrier', 'ONE', '海洋网联船务', 'Ocean Network Express', '#c5177d'],
  ['evergreen', 'carrier', 'EVERGREEN', '长荣海运', 'Evergreen Marine', '#0d7a3a'],
  ['hmm', 'carrier', 'HMM', '现代商船', 'HMM', '#1b4fa0'],
  ['yang-ming', 'carrier', 'YANG MING', '阳明海运', 'Yang Ming Marine', '#d0231d'],
  ['oocl', 'carrier', 'OOCL', '东方海外', 'Orient Overseas Container Line', '#1a3e7a'],
  ['zim', 'carrier', 'ZIM', '以星航运', 'ZIM', '#213a8f'],
  ['pil', 'carrier', 'PIL', '太平船务', 'Pacific International Lines', '#d21f26'],
  ['wan-hai', 'carrier', 'WAN HAI', '万海航运', 'Wan Hai Lines', '#0a5ca8'],
  ['sitc', 'carrier', 'SITC', '海丰国际', 'SITC Container Lines', '#0a7d7b'],
  ['air-china-cargo', 'airline', 'AIR CHINA CARGO', '国货航', 'Air China Cargo', '#c8102e'],
  ['eastern-air-logistics', 'airline', 'EASTERN AIR', '东航物流', 'Eastern Air Logistics', '#1c3f94'],
  ['china-southern-cargo', 'airline', 'CZ CARGO', '南航物流', 'China Southern Air Logistics', '#0b6fb8'],
  ['cathay-cargo', 'airline', 'CATHAY CARGO', '国泰货运', 'Cathay Cargo', '#006564'],
  ['lufthansa-cargo', 'airline', 'LUFTHANSA', '汉莎货运', 'Lufthansa Cargo', '#05164d'],
  ['emirates-skycargo', 'airline', 'SKYCARGO', '阿联酋航空货运', 'Emirates SkyCargo', '#d71921'],
  ['cr-express', 'rail', 'CR EXPRESS', '中欧班列', 'China Railway Express', '#b0191e'],
  ['sipg', 'rail', 'SIPG', '上港集团', 'Shanghai International Port Group', '#00529b'],
  ['ningbo-zhoushan-port', 'rail', 'NZP', '宁波舟山港', 'Ningbo-Zhoushan Port', '#0067a6'],
  ['yict', 'rail', 'YICT', '盐田国际', 'Yantian International Container Terminals', '#e2231a'],
  ['qingdao-port', 'rail', 'QDP', '青岛港', 'Qingdao Port', '#004b97'],
];

/** Partners drawn as word marks by scripts/gen-content-assets.ts (public/brand/partners/<slug>.svg). */
export const PARTNERS: readonly { slug: string; group: PartnerGroup; mark: string; name: B; color: string }[] = PARTNER_ROWS.map(
  ([slug, group, mark, nameCn, nameEn, color]) => ({ slug, group, mark, name: b(nameCn, nameEn), color }),
);

const GROUPS = {
  carrier: b('船公司', 'Carriers'),
  airline: b('航空公司', 'Airlines'),
  rail: b('铁路与码头', 'Rail and terminals'),
} as const;

const FIGURES: Item[] = [
  item('21', b('年行业经验', 'years of experience')),
  item('≈200', b('个直达港口', 'direct ports')),
  item('≈100,000', b('家稳定客户', 'regular customers')),
  item('2,000,000+', b('票年操作量', 'shipments a year')),
  item('45+', b('家合作船公司', 'carrier partners')),
  item('50+', b('家船公司货物跟踪', 'carriers tracked')),
];

const VALUES = section(
  'values',
  2,
  b('企业价值观', 'Our Values'),
  b('我们对客户、伙伴和同事的承诺，写在每一票货物的操作里。', 'What we promise customers, partners and colleagues shows in how we handle every shipment.'),
  rows([
    ['', '使命', 'Mission', '让每一票货物准时、安全、透明地抵达', 'To bring every shipment to its destination on time, safely and transparently'],
    ['', '愿景', 'Vision', '成为中国客户最信赖的国际物流伙伴', 'To be the international logistics partner Chinese shippers trust most'],
    ['', '客户至上', 'Customers first', '以客户的时效与成本为出发点设计每一条线路', 'Every route is designed around our customers’ deadlines and costs'],
    ['', '诚信透明', 'Integrity', '运价公开、费用清晰，不做隐藏收费', 'Published rates, clear charges, no hidden fees'],
    ['', '专业高效', 'Expertise', '用数字化工具让操作更快、更准', 'Digital tools that make operations faster and more accurate'],
    ['', '合作共赢', 'Partnership', '与船公司、代理和客户长期共同成长', 'Growing together with carriers, agents and customers over the long term'],
  ]),
);

const HONORS = section(
  'honors',
  3,
  b('荣誉资质', 'Honors'),
  b('资质齐全、合规经营，是我们为客户承担责任的底气。', 'Full licences and compliant operations are what let us take responsibility for your cargo.'),
  rows([
    ['2025', '年度优秀拼箱服务商', 'LCL Service Provider of the Year', '中国国际货运代理协会', 'China International Freight Forwarders Association'],
    ['2024', 'AAAAA级物流企业', 'AAAAA-rated logistics enterprise', '中国物流与采购联合会', 'China Federation of Logistics & Purchasing'],
    ['2023', '海关高级认证企业（AEO）', 'Customs AEO Advanced Certified Enterprise', '中华人民共和国海关总署', 'General Administration of Customs of China'],
    ['2022', '守合同重信用企业', 'Contract-Honouring and Credit-Worthy Enterprise', '市场监督管理局', 'Administration for Market Regulation'],
    ['2021', 'ISO 9001 质量管理体系认证', 'ISO 9001 quality management certification', '国际认证机构', 'Accredited certification body'],
    ['2019', '无船承运业务经营资格', 'NVOCC registration', '交通运输部', 'Ministry of Transport'],
  ]),
);

const TEAM = section(
  'team',
  5,
  b('团队风采', 'Team Moments'),
  b('一支懂货、懂港口、也懂客户的团队。', 'A team that knows cargo, ports and customers.'),
  rows([
    ['2025-12', '年度客户答谢会', 'Customer appreciation evening', '与数百位客户和船公司伙伴共话来年', 'An evening with hundreds of customers and carrier partners', '/brand/moments/evening.svg'],
    ['2025-09', '洋山港码头参观', 'Yangshan terminal visit', '新员工走进洋山深水港，了解集装箱作业', 'New colleagues visit Yangshan Deep-Water Port to see container handling', '/brand/moments/harbour.svg'],
    ['2025-06', '操作技能大赛', 'Operations skills contest', '单证、订舱与报关技能比拼', 'Documentation, booking and customs skills put to the test', '/brand/moments/contest.svg'],
    ['2025-04', '新员工入职培训', 'Induction training', '两周课程，从海运基础到系统操作', 'Two weeks from shipping basics to our systems', '/brand/moments/training.svg'],
    ['2025-03', '公益植树活动', 'Tree-planting day', '员工与家属一起为城市添绿', 'Colleagues and their families plant trees in the city', '/brand/moments/trees.svg'],
    ['2025-01', '年会暨优秀员工表彰', 'Annual meeting and staff awards', '为过去一年的每一份坚守点赞', 'Thanking everyone for a year of hard work', '/brand/moments/annual.svg'],
  ]),
);

const PARTNER_SECTION = section(
  'partners',
  6,
  b('合作伙伴', 'Partners'),
  b(
    '我们与全球主要船公司、航空公司、铁路与码头运营商保持长期合作，为客户争取稳定的舱位和有竞争力的价格。',
    'We work long-term with the world’s main carriers, airlines, railways and terminal operators, securing dependable space and competitive prices for our customers.',
  ),
  PARTNERS.map((p) => item('', p.name, NONE, { group: GROUPS[p.group], image: `/brand/partners/${p.slug}.svg` })),
);

const HQ_PROFILE = section('profile', 1, b('公司简介', 'Company Profile'), b('21年专注国际物流', '21 years in international logistics'), FIGURES, {
  paragraphs: [
    b(
      '{company}成立于2005年，总部位于上海，是一家以海运拼箱为核心，集整箱、空运、中欧班列、报关、仓储与跨境电商物流于一体的综合性国际物流企业。21年来，我们在中国主要口岸建立了自营集拼仓与分支机构，海外代理网络覆盖六大洲。',
      '{company} was founded in 2005 and is headquartered in Shanghai. Built around LCL consolidation, it is a full-service international logistics group offering FCL, air freight, China-Europe rail, customs brokerage, warehousing and cross-border e-commerce logistics. Over 21 years we have opened our own consolidation warehouses and branches at China’s main gateways, with an agent network across six continents.',
    ),
    b(
      '我们直拼近200个目的港，与40余家船公司保持长期合作，每年为近10万家稳定客户操作超过200万票货物。自主研发的在线平台让客户随时查询运价与船期、在线订舱、跟踪50余家船公司的货物动态。',
      'We consolidate directly to nearly 200 destination ports, work with more than 40 carriers on long-term terms, and handle more than 2 million shipments a year for nearly 100,000 regular customers. Our own online platform lets customers check rates and schedules, book online and track cargo across more than 50 carriers at any time.',
    ),
    b('我们相信，稳定的班期、透明的价格和及时的沟通，是一家物流公司最好的名片。', 'We believe that dependable sailings, transparent prices and prompt answers are the best introduction a logistics company can have.'),
  ],
  facts: facts([
    ['成立时间', 'Founded', '2005年', '2005'],
    ['总部', 'Headquarters', '中国 · 上海', 'Shanghai, China'],
    ['分支机构', 'Branches', '宁波、深圳、青岛、天津、厦门', 'Ningbo, Shenzhen, Qingdao, Tianjin, Xiamen'],
    ['主营业务', 'Business', '拼箱、整箱、空运、铁路、报关、仓储', 'LCL, FCL, air, rail, customs, warehousing'],
  ]),
});

const HQ_HISTORY = section(
  'history',
  4,
  b('发展历程', 'History'),
  b('从一条欧洲拼箱航线起步，一步一个脚印。', 'From a single LCL service to Europe, one step at a time.'),
  rows([
    ['2005', '公司成立', 'Founded', '在上海成立，开通首条欧洲拼箱航线', 'Founded in Shanghai with a first LCL service to Europe'],
    ['2008', '自营集拼仓', 'Own CFS warehouse', '上海外高桥自营集拼仓投入使用', 'Own consolidation warehouse opened at Shanghai Waigaoqiao'],
    ['2012', '布局主要口岸', 'Main gateways', '宁波、深圳、青岛、天津分公司相继成立', 'Branches opened in Ningbo, Shenzhen, Qingdao and Tianjin'],
    ['2015', '上线在线平台', 'Online platform', '运价、船期、货物跟踪在线查询平台上线', 'Rates, schedules and tracking go online'],
    ['2018', '直拼港口突破150个', '150 direct ports', '直拼目的港超过150个，年操作量突破100万票', 'More than 150 direct destinations and 1 million shipments a year'],
    ['2020', '中欧班列与FBA', 'Rail and FBA', '开通中欧班列与亚马逊FBA头程服务', 'China-Europe rail and Amazon FBA services launched'],
    ['2023', '在线订舱', 'Online booking', '认证客户可在线订舱并预约优质舱位', 'Certified customers book and reserve premium space online'],
    ['2025', '200万票', '2 million shipments', '年操作量超过200万票，直达港口近200个', 'More than 2 million shipments a year to nearly 200 direct ports'],
  ]),
);

const SOUTH_PROFILE = section('profile', 1, b('公司简介', 'Company Profile'), b('深耕华南口岸', 'Rooted in South China’s ports'), FIGURES, {
  paragraphs: [
    b(
      '{company}成立于2011年，总部位于深圳蛇口，依托盐田、蛇口、南沙三大港区，为华南地区的外贸工厂、贸易商和跨境电商卖家提供拼箱、整箱、空运、报关及仓储服务。',
      '{company} was founded in 2011 in Shekou, Shenzhen. From the Yantian, Shekou and Nansha port areas it serves South China’s factories, traders and cross-border sellers with LCL, FCL, air freight, customs brokerage and warehousing.',
    ),
    b(
      '我们专注东南亚、中东、美线与欧线，在盐田设有自营拼箱仓，每周固定开船；与主流船公司签有运价协议，旺季舱位更有保障。',
      'We focus on South-East Asia, the Middle East, the US and Europe, run our own LCL warehouse in Yantian with fixed weekly sailings, and hold rate agreements with the main carriers for dependable space in peak season.',
    ),
  ],
  facts: facts([
    ['成立时间', 'Founded', '2011年', '2011'],
    ['总部', 'Headquarters', '中国 · 深圳', 'Shenzhen, China'],
    ['主营业务', 'Business', '拼箱、整箱、空运、报关、仓储', 'LCL, FCL, air, customs, warehousing'],
  ]),
});

const SOUTH_HISTORY = section(
  'history',
  4,
  b('发展历程', 'History'),
  b('立足深圳，货通四海。', 'From Shenzhen to the world.'),
  rows([
    ['2011', '公司成立', 'Founded', '在深圳蛇口成立，开通东南亚拼箱航线', 'Founded in Shekou with LCL services to South-East Asia'],
    ['2014', '盐田自营仓', 'Own Yantian warehouse', '盐田港区自营拼箱仓投入使用', 'Own LCL warehouse opened in the Yantian port area'],
    ['2017', '中东与美线', 'Middle East and US', '开通中东直拼与美线快船服务', 'Direct Middle East consolidations and express US services'],
    ['2021', '跨境电商物流', 'E-commerce logistics', '为跨境卖家提供FBA头程与海外仓服务', 'FBA inbound and overseas warehousing for online sellers'],
    ['2025', '新版官网上线', 'New website', '运价、船期与货物动态在线可查', 'Rates, schedules and cargo status online'],
  ]),
);

export const ABOUT_SECTIONS: Record<string, readonly AboutSeed[]> = {
  hq: [HQ_PROFILE, VALUES, HONORS, HQ_HISTORY, TEAM, PARTNER_SECTION],
  south: [SOUTH_PROFILE, VALUES, HONORS, SOUTH_HISTORY, TEAM, PARTNER_SECTION],
};

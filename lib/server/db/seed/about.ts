// The About sections of /about?areaId=1..6 per company (site_content, kind 'about'): profile,
// values, honors, history (a timeline), team moments (a gallery) and partners (logo wall). The
// figures are the spec's marketing claims (§1). {company} becomes the company's short name.
import type { AboutDoc } from '../../../contracts/siteContent';

type B = { cn: string; en: string };
const b = (cn: string, en: string): B => ({ cn, en });
const NONE = b('', '');

export type AboutSeed = { slug: string; areaIndex: number; doc: AboutDoc };

type Item = AboutDoc['items'][number];
const item = (label: string, title: B, text: B = NONE, extra: Partial<Item> = {}): Item => ({ label, title, text, group: NONE, image: '', ...extra });

/** Partners drawn as word marks by scripts/gen-content-assets.ts (public/brand/partners/<slug>.svg). */
export const PARTNERS: readonly { slug: string; group: 'carrier' | 'airline' | 'rail'; mark: string; name: B; color: string }[] = [
  { slug: 'cosco', group: 'carrier', mark: 'COSCO', name: b('中远海运', 'COSCO SHIPPING Lines'), color: '#1d3f8f' },
  { slug: 'maersk', group: 'carrier', mark: 'MAERSK', name: b('马士基', 'Maersk'), color: '#42b0d5' },
  { slug: 'msc', group: 'carrier', mark: 'MSC', name: b('地中海航运', 'Mediterranean Shipping Co.'), color: '#a3802f' },
  { slug: 'cma-cgm', group: 'carrier', mark: 'CMA CGM', name: b('达飞轮船', 'CMA CGM'), color: '#0c2a5b' },
  { slug: 'hapag-lloyd', group: 'carrier', mark: 'Hapag-Lloyd', name: b('赫伯罗特', 'Hapag-Lloyd'), color: '#e5501e' },
  { slug: 'one', group: 'carrier', mark: 'ONE', name: b('海洋网联船务', 'Ocean Network Express'), color: '#c5177d' },
  { slug: 'evergreen', group: 'carrier', mark: 'EVERGREEN', name: b('长荣海运', 'Evergreen Marine'), color: '#0d7a3a' },
  { slug: 'hmm', group: 'carrier', mark: 'HMM', name: b('现代商船', 'HMM'), color: '#1b4fa0' },
  { slug: 'yang-ming', group: 'carrier', mark: 'YANG MING', name: b('阳明海运', 'Yang Ming Marine'), color: '#d0231d' },
  { slug: 'oocl', group: 'carrier', mark: 'OOCL', name: b('东方海外', 'Orient Overseas Container Line'), color: '#1a3e7a' },
  { slug: 'zim', group: 'carrier', mark: 'ZIM', name: b('以星航运', 'ZIM'), color: '#213a8f' },
  { slug: 'pil', group: 'carrier', mark: 'PIL', name: b('太平船务', 'Pacific International Lines'), color: '#d21f26' },
  { slug: 'wan-hai', group: 'carrier', mark: 'WAN HAI', name: b('万海航运', 'Wan Hai Lines'), color: '#0a5ca8' },
  { slug: 'sitc', group: 'carrier', mark: 'SITC', name: b('海丰国际', 'SITC Container Lines'), color: '#0a7d7b' },
  { slug: 'air-china-cargo', group: 'airline', mark: 'AIR CHINA CARGO', name: b('国货航', 'Air China Cargo'), color: '#c8102e' },
  { slug: 'eastern-air-logistics', group: 'airline', mark: 'EASTERN AIR', name: b('东航物流', 'Eastern Air Logistics'), color: '#1c3f94' },
  { slug: 'china-southern-cargo', group: 'airline', mark: 'CZ CARGO', name: b('南航物流', 'China Southern Air Logistics'), color: '#0b6fb8' },
  { slug: 'cathay-cargo', group: 'airline', mark: 'CATHAY CARGO', name: b('国泰货运', 'Cathay Cargo'), color: '#006564' },
  { slug: 'lufthansa-cargo', group: 'airline', mark: 'LUFTHANSA', name: b('汉莎货运', 'Lufthansa Cargo'), color: '#05164d' },
  { slug: 'emirates-skycargo', group: 'airline', mark: 'SKYCARGO', name: b('阿联酋航空货运', 'Emirates SkyCargo'), color: '#d71921' },
  { slug: 'cr-express', group: 'rail', mark: 'CR EXPRESS', name: b('中欧班列', 'China Railway Express'), color: '#b0191e' },
  { slug: 'sipg', group: 'rail', mark: 'SIPG', name: b('上港集团', 'Shanghai International Port Group'), color: '#00529b' },
  { slug: 'ningbo-zhoushan-port', group: 'rail', mark: 'NZP', name: b('宁波舟山港', 'Ningbo-Zhoushan Port'), color: '#0067a6' },
  { slug: 'yict', group: 'rail', mark: 'YICT', name: b('盐田国际', 'Yantian International Container Terminals'), color: '#e2231a' },
  { slug: 'qingdao-port', group: 'rail', mark: 'QDP', name: b('青岛港', 'Qingdao Port'), color: '#004b97' },
];

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

const VALUES: AboutSeed = {
  slug: 'values',
  areaIndex: 2,
  doc: {
    title: b('企业价值观', 'Our Values'),
    lead: b('我们对客户、伙伴和同事的承诺，写在每一票货物的操作里。', 'What we promise customers, partners and colleagues shows in how we handle every shipment.'),
    paragraphs: [],
    facts: [],
    items: [
      item('', b('使命', 'Mission'), b('让每一票货物准时、安全、透明地抵达', 'To bring every shipment to its destination on time, safely and transparently')),
      item('', b('愿景', 'Vision'), b('成为中国客户最信赖的国际物流伙伴', 'To be the international logistics partner Chinese shippers trust most')),
      item('', b('客户至上', 'Customers first'), b('以客户的时效与成本为出发点设计每一条线路', 'Every route is designed around our customers’ deadlines and costs')),
      item('', b('诚信透明', 'Integrity'), b('运价公开、费用清晰，不做隐藏收费', 'Published rates, clear charges, no hidden fees')),
      item('', b('专业高效', 'Expertise'), b('用数字化工具让操作更快、更准', 'Digital tools that make operations faster and more accurate')),
      item('', b('合作共赢', 'Partnership'), b('与船公司、代理和客户长期共同成长', 'Growing together with carriers, agents and customers over the long term')),
    ],
  },
};

const HONORS: AboutSeed = {
  slug: 'honors',
  areaIndex: 3,
  doc: {
    title: b('荣誉资质', 'Honors'),
    lead: b('资质齐全、合规经营，是我们为客户承担责任的底气。', 'Full licences and compliant operations are what let us take responsibility for your cargo.'),
    paragraphs: [],
    facts: [],
    items: [
      item('2025', b('年度优秀拼箱服务商', 'LCL Service Provider of the Year'), b('中国国际货运代理协会', 'China International Freight Forwarders Association')),
      item('2024', b('AAAAA级物流企业', 'AAAAA-rated logistics enterprise'), b('中国物流与采购联合会', 'China Federation of Logistics & Purchasing')),
      item('2023', b('海关高级认证企业（AEO）', 'Customs AEO Advanced Certified Enterprise'), b('中华人民共和国海关总署', 'General Administration of Customs of China')),
      item('2022', b('守合同重信用企业', 'Contract-Honouring and Credit-Worthy Enterprise'), b('市场监督管理局', 'Administration for Market Regulation')),
      item('2021', b('ISO 9001 质量管理体系认证', 'ISO 9001 quality management certification'), b('国际认证机构', 'Accredited certification body')),
      item('2019', b('无船承运业务经营资格', 'NVOCC registration'), b('交通运输部', 'Ministry of Transport')),
    ],
  },
};

const TEAM: AboutSeed = {
  slug: 'team',
  areaIndex: 5,
  doc: {
    title: b('团队风采', 'Team Moments'),
    lead: b('一支懂货、懂港口、也懂客户的团队。', 'A team that knows cargo, ports and customers.'),
    paragraphs: [],
    facts: [],
    items: [
      item('2025-12', b('年度客户答谢会', 'Customer appreciation evening'), b('与数百位客户和船公司伙伴共话来年', 'An evening with hundreds of customers and carrier partners'), { image: '/brand/moments/evening.svg' }),
      item('2025-09', b('洋山港码头参观', 'Yangshan terminal visit'), b('新员工走进洋山深水港，了解集装箱作业', 'New colleagues visit Yangshan Deep-Water Port to see container handling'), { image: '/brand/moments/harbour.svg' }),
      item('2025-06', b('操作技能大赛', 'Operations skills contest'), b('单证、订舱与报关技能比拼', 'Documentation, booking and customs skills put to the test'), { image: '/brand/moments/contest.svg' }),
      item('2025-04', b('新员工入职培训', 'Induction training'), b('两周课程，从海运基础到系统操作', 'Two weeks from shipping basics to our systems'), { image: '/brand/moments/training.svg' }),
      item('2025-03', b('公益植树活动', 'Tree-planting day'), b('员工与家属一起为城市添绿', 'Colleagues and their families plant trees in the city'), { image: '/brand/moments/trees.svg' }),
      item('2025-01', b('年会暨优秀员工表彰', 'Annual meeting and staff awards'), b('为过去一年的每一份坚守点赞', 'Thanking everyone for a year of hard work'), { image: '/brand/moments/annual.svg' }),
    ],
  },
};

const PARTNER_SECTION: AboutSeed = {
  slug: 'partners',
  areaIndex: 6,
  doc: {
    title: b('合作伙伴', 'Partners'),
    lead: b(
      '我们与全球主要船公司、航空公司、铁路与码头运营商保持长期合作，为客户争取稳定的舱位和有竞争力的价格。',
      'We work long-term with the world’s main carriers, airlines, railways and terminal operators, securing dependable space and competitive prices for our customers.',
    ),
    paragraphs: [],
    facts: [],
    items: PARTNERS.map((p) => item('', p.name, NONE, { group: GROUPS[p.group], image: `/brand/partners/${p.slug}.svg` })),
  },
};

const HQ_PROFILE: AboutSeed = {
  slug: 'profile',
  areaIndex: 1,
  doc: {
    title: b('公司简介', 'Company Profile'),
    lead: b('21年专注国际物流', '21 years in international logistics'),
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
    facts: [
      { label: b('成立时间', 'Founded'), value: b('2005年', '2005') },
      { label: b('总部', 'Headquarters'), value: b('中国 · 上海', 'Shanghai, China') },
      { label: b('分支机构', 'Branches'), value: b('宁波、深圳、青岛、天津、厦门', 'Ningbo, Shenzhen, Qingdao, Tianjin, Xiamen') },
      { label: b('主营业务', 'Business'), value: b('拼箱、整箱、空运、铁路、报关、仓储', 'LCL, FCL, air, rail, customs, warehousing') },
    ],
    items: FIGURES,
  },
};

const HQ_HISTORY: AboutSeed = {
  slug: 'history',
  areaIndex: 4,
  doc: {
    title: b('发展历程', 'History'),
    lead: b('从一条欧洲拼箱航线起步，一步一个脚印。', 'From a single LCL service to Europe, one step at a time.'),
    paragraphs: [],
    facts: [],
    items: [
      item('2005', b('公司成立', 'Founded'), b('在上海成立，开通首条欧洲拼箱航线', 'Founded in Shanghai with a first LCL service to Europe')),
      item('2008', b('自营集拼仓', 'Own CFS warehouse'), b('上海外高桥自营集拼仓投入使用', 'Own consolidation warehouse opened at Shanghai Waigaoqiao')),
      item('2012', b('布局主要口岸', 'Main gateways'), b('宁波、深圳、青岛、天津分公司相继成立', 'Branches opened in Ningbo, Shenzhen, Qingdao and Tianjin')),
      item('2015', b('上线在线平台', 'Online platform'), b('运价、船期、货物跟踪在线查询平台上线', 'Rates, schedules and tracking go online')),
      item('2018', b('直拼港口突破150个', '150 direct ports'), b('直拼目的港超过150个，年操作量突破100万票', 'More than 150 direct destinations and 1 million shipments a year')),
      item('2020', b('中欧班列与FBA', 'Rail and FBA'), b('开通中欧班列与亚马逊FBA头程服务', 'China-Europe rail and Amazon FBA services launched')),
      item('2023', b('在线订舱', 'Online booking'), b('认证客户可在线订舱并预约优质舱位', 'Certified customers book and reserve premium space online')),
      item('2025', b('200万票', '2 million shipments'), b('年操作量超过200万票，直达港口近200个', 'More than 2 million shipments a year to nearly 200 direct ports')),
    ],
  },
};

const SOUTH_PROFILE: AboutSeed = {
  slug: 'profile',
  areaIndex: 1,
  doc: {
    title: b('公司简介', 'Company Profile'),
    lead: b('深耕华南口岸', 'Rooted in South China’s ports'),
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
    facts: [
      { label: b('成立时间', 'Founded'), value: b('2011年', '2011') },
      { label: b('总部', 'Headquarters'), value: b('中国 · 深圳', 'Shenzhen, China') },
      { label: b('主营业务', 'Business'), value: b('拼箱、整箱、空运、报关、仓储', 'LCL, FCL, air, customs, warehousing') },
    ],
    items: FIGURES,
  },
};

const SOUTH_HISTORY: AboutSeed = {
  slug: 'history',
  areaIndex: 4,
  doc: {
    title: b('发展历程', 'History'),
    lead: b('立足深圳，货通四海。', 'From Shenzhen to the world.'),
    paragraphs: [],
    facts: [],
    items: [
      item('2011', b('公司成立', 'Founded'), b('在深圳蛇口成立，开通东南亚拼箱航线', 'Founded in Shekou with LCL services to South-East Asia')),
      item('2014', b('盐田自营仓', 'Own Yantian warehouse'), b('盐田港区自营拼箱仓投入使用', 'Own LCL warehouse opened in the Yantian port area')),
      item('2017', b('中东与美线', 'Middle East and US'), b('开通中东直拼与美线快船服务', 'Direct Middle East consolidations and express US services')),
      item('2021', b('跨境电商物流', 'E-commerce logistics'), b('为跨境卖家提供FBA头程与海外仓服务', 'FBA inbound and overseas warehousing for online sellers')),
      item('2025', b('新版官网上线', 'New website'), b('运价、船期与货物动态在线可查', 'Rates, schedules and cargo status online')),
    ],
  },
};

export const ABOUT_SECTIONS: Record<string, readonly AboutSeed[]> = {
  hq: [HQ_PROFILE, VALUES, HONORS, HQ_HISTORY, TEAM, PARTNER_SECTION],
  south: [SOUTH_PROFILE, VALUES, HONORS, SOUTH_HISTORY, TEAM, PARTNER_SECTION],
};

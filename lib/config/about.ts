import type { Bilingual } from './menu';

/**
 * The About Us page (/about?areaId=1..6, spec §2): profile, values, honors, history, team moments
 * and partners. `{company}` is replaced with the company's short name at render time. The figures
 * are the spec's marketing claims (§1).
 */
export type AboutSectionId = 1 | 2 | 3 | 4 | 5 | 6;

const b = (cn: string, en: string): Bilingual => ({ cn, en });

export const ABOUT_SECTIONS: readonly { id: AboutSectionId; title: Bilingual }[] = [
  { id: 1, title: b('公司简介', 'Company Profile') },
  { id: 2, title: b('企业价值观', 'Our Values') },
  { id: 3, title: b('荣誉资质', 'Honors') },
  { id: 4, title: b('发展历程', 'History') },
  { id: 5, title: b('团队风采', 'Team Moments') },
  { id: 6, title: b('合作伙伴', 'Partners') },
];

export const FIGURES: readonly { value: string; label: Bilingual }[] = [
  { value: '21', label: b('年行业经验', 'years of experience') },
  { value: '≈200', label: b('个直达港口', 'direct ports') },
  { value: '≈100,000', label: b('家稳定客户', 'regular customers') },
  { value: '2,000,000+', label: b('票年操作量', 'shipments a year') },
  { value: '45+', label: b('家合作船公司', 'carrier partners') },
  { value: '50+', label: b('家船公司货物跟踪', 'carriers tracked') },
];

export const PROFILE: readonly Bilingual[] = [
  b(
    '{company}成立于2005年，总部位于上海，是一家以海运拼箱为核心，集整箱、空运、中欧班列、报关、仓储与跨境电商物流于一体的综合性国际物流企业。21年来，我们在中国主要口岸建立了自营集拼仓与分支机构，海外代理网络覆盖六大洲。',
    '{company} was founded in 2005 and is headquartered in Shanghai. Built around LCL consolidation, it is a full-service international logistics group offering FCL, air freight, China-Europe rail, customs brokerage, warehousing and cross-border e-commerce logistics. Over 21 years we have opened our own consolidation warehouses and branches at China’s main gateways, with an agent network across six continents.',
  ),
  b(
    '我们直拼近200个目的港，与40余家船公司保持长期合作，每年为近10万家稳定客户操作超过200万票货物。自主研发的在线平台让客户随时查询运价与船期、在线订舱、跟踪50余家船公司的货物动态。',
    'We consolidate directly to nearly 200 destination ports, work with more than 40 carriers on long-term terms, and handle more than 2 million shipments a year for nearly 100,000 regular customers. Our own online platform lets customers check rates and schedules, book online and track cargo across more than 50 carriers at any time.',
  ),
  b(
    '我们相信，稳定的班期、透明的价格和及时的沟通，是一家物流公司最好的名片。',
    'We believe that dependable sailings, transparent prices and prompt answers are the best introduction a logistics company can have.',
  ),
];

export const VALUES: readonly { title: Bilingual; text: Bilingual }[] = [
  { title: b('使命', 'Mission'), text: b('让每一票货物准时、安全、透明地抵达', 'To bring every shipment to its destination on time, safely and transparently') },
  { title: b('愿景', 'Vision'), text: b('成为中国客户最信赖的国际物流伙伴', 'To be the international logistics partner Chinese shippers trust most') },
  { title: b('客户至上', 'Customers first'), text: b('以客户的时效与成本为出发点设计每一条线路', 'Every route is designed around our customers’ deadlines and costs') },
  { title: b('诚信透明', 'Integrity'), text: b('运价公开、费用清晰，不做隐藏收费', 'Published rates, clear charges, no hidden fees') },
  { title: b('专业高效', 'Expertise'), text: b('用数字化工具让操作更快、更准', 'Digital tools that make operations faster and more accurate') },
  { title: b('合作共赢', 'Partnership'), text: b('与船公司、代理和客户长期共同成长', 'Growing together with carriers, agents and customers over the long term') },
];

export const HONORS: readonly { year: string; title: Bilingual; issuer: Bilingual }[] = [
  { year: '2025', title: b('年度优秀拼箱服务商', 'LCL Service Provider of the Year'), issuer: b('中国国际货运代理协会', 'China International Freight Forwarders Association') },
  { year: '2024', title: b('AAAAA级物流企业', 'AAAAA-rated logistics enterprise'), issuer: b('中国物流与采购联合会', 'China Federation of Logistics & Purchasing') },
  { year: '2023', title: b('海关高级认证企业（AEO）', 'Customs AEO Advanced Certified Enterprise'), issuer: b('中华人民共和国海关总署', 'General Administration of Customs of China') },
  { year: '2022', title: b('上海市守合同重信用企业', 'Shanghai Contract-Honouring and Credit-Worthy Enterprise'), issuer: b('上海市市场监督管理局', 'Shanghai Administration for Market Regulation') },
  { year: '2021', title: b('ISO 9001 质量管理体系认证', 'ISO 9001 quality management certification'), issuer: b('国际认证机构', 'Accredited certification body') },
  { year: '2019', title: b('无船承运人（NVOCC）资质', 'NVOCC licence'), issuer: b('交通运输部', 'Ministry of Transport') },
];

export const HISTORY: readonly { year: string; title: Bilingual; text: Bilingual }[] = [
  { year: '2005', title: b('公司成立', 'Founded'), text: b('在上海成立，开通首条欧洲拼箱航线', 'Founded in Shanghai with a first LCL service to Europe') },
  { year: '2008', title: b('自营集拼仓', 'Own CFS warehouse'), text: b('上海外高桥自营集拼仓投入使用', 'Own consolidation warehouse opened at Shanghai Waigaoqiao') },
  { year: '2012', title: b('布局主要口岸', 'Main gateways'), text: b('宁波、深圳、青岛、天津分公司相继成立', 'Branches opened in Ningbo, Shenzhen, Qingdao and Tianjin') },
  { year: '2015', title: b('上线在线平台', 'Online platform'), text: b('运价、船期、货物跟踪在线查询平台上线', 'Rates, schedules and tracking go online') },
  { year: '2018', title: b('直拼港口突破150个', '150 direct ports'), text: b('直拼目的港超过150个，年操作量突破100万票', 'More than 150 direct destinations and 1 million shipments a year') },
  { year: '2020', title: b('中欧班列与FBA', 'Rail and FBA'), text: b('开通中欧班列与亚马逊FBA头程服务', 'China-Europe rail and Amazon FBA services launched') },
  { year: '2023', title: b('在线订舱', 'Online booking'), text: b('认证客户可在线订舱并预约优质舱位', 'Certified customers book and reserve premium space online') },
  { year: '2025', title: b('200万票', '2 million shipments'), text: b('年操作量超过200万票，直达港口近200个', 'More than 2 million shipments a year to nearly 200 direct ports') },
];

export const TEAM_MOMENTS: readonly { title: Bilingual; text: Bilingual; date: string; scene: 'harbour' | 'team' | 'training' | 'charity' }[] = [
  { title: b('年度客户答谢会', 'Customer appreciation evening'), text: b('与数百位客户和船公司伙伴共话来年', 'An evening with hundreds of customers and carrier partners'), date: '2025-12', scene: 'team' },
  { title: b('洋山港码头参观', 'Yangshan terminal visit'), text: b('新员工走进洋山深水港，了解集装箱作业', 'New colleagues visit Yangshan Deep-Water Port to see container handling'), date: '2025-09', scene: 'harbour' },
  { title: b('操作技能大赛', 'Operations skills contest'), text: b('单证、订舱与报关技能比拼', 'Documentation, booking and customs skills put to the test'), date: '2025-06', scene: 'training' },
  { title: b('公益植树活动', 'Tree-planting day'), text: b('员工与家属一起为城市添绿', 'Colleagues and their families plant trees in the city'), date: '2025-03', scene: 'charity' },
];

export const PARTNER_GROUPS: readonly { title: Bilingual; names: string[] }[] = [
  {
    title: b('船公司', 'Carriers'),
    names: ['COSCO', 'Maersk', 'MSC', 'CMA CGM', 'Hapag-Lloyd', 'ONE', 'Evergreen', 'HMM', 'Yang Ming', 'ZIM', 'PIL', 'Wan Hai', 'SITC', 'OOCL', 'KMTC', 'TS Lines'],
  },
  {
    title: b('航空公司', 'Airlines'),
    names: ['Air China Cargo', 'China Eastern', 'China Southern', 'Cathay Cargo', 'Lufthansa Cargo', 'Emirates SkyCargo'],
  },
  {
    title: b('铁路与码头', 'Rail and terminals'),
    names: ['CR Express', 'Yangshan Terminal', 'Ningbo-Zhoushan Port', 'Yantian International', 'Qingdao Port'],
  },
];

export const ABOUT_DEFAULT_SECTION: AboutSectionId = 1;

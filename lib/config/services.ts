import type { Bilingual } from './menu';

/**
 * The logistics service pages (/service?areaIndex=N). One entry per service with a stable key.
 * areaIndex 0..5 are the top menu's meanings (spec §2); warehousing, cross-border land transport
 * and ocean freight exist only in the footer and get 6, 7 and 8 (see lib/config/footer.ts).
 */
export type ServiceKey = 'exportLcl' | 'fba' | 'railway' | 'import' | 'fcl' | 'air' | 'warehousing' | 'crossBorderLand' | 'oceanFreight';

export type ServiceIcon = 'box' | 'parcel' | 'train' | 'import' | 'container' | 'plane' | 'warehouse' | 'truck' | 'ship';

export type ServiceInfo = {
  key: ServiceKey;
  areaIndex: number;
  icon: ServiceIcon;
  title: Bilingual;
  tagline: Bilingual;
  intro: Bilingual;
  included: { title: Bilingual; text: Bilingual }[];
  process: Bilingual[];
  lanes: { lane: Bilingual; transit: Bilingual }[];
  advantages: Bilingual[];
  /** Where the call to action leads: the LCL rate search or the contact page. */
  cta: '/lclFreight' | '/about/contact';
};

const b = (cn: string, en: string): Bilingual => ({ cn, en });

export const SERVICES: readonly ServiceInfo[] = [
  {
    key: 'exportLcl',
    areaIndex: 0,
    icon: 'box',
    title: b('出口拼箱', 'Export LCL'),
    tagline: b('一立方起运，每周固定班期直达全球主要港口', 'Ship from one cubic metre, with fixed weekly sailings to the world’s main ports'),
    intro: b(
      '{company}自营拼箱集拼仓覆盖上海、宁波、深圳、青岛、天津等主要口岸，每周固定开船，直拼近200个目的港。货物少于一个整箱时，与其他货主共享集装箱，按实际体积或重量计费，省去整箱的成本。',
      '{company} runs its own consolidation warehouses in Shanghai, Ningbo, Shenzhen, Qingdao, Tianjin and other gateways, with fixed weekly sailings and direct consolidations to nearly 200 destination ports. When your cargo does not fill a container, it shares one with other shippers and you pay only for its volume or weight.',
    ),
    included: [
      { title: b('自营集拼仓', 'Own CFS warehouses'), text: b('进仓、理货、称重量方、拍照全程可查', 'Receiving, tallying, weighing, measuring and photos, all visible online') },
      { title: b('固定周班', 'Fixed weekly sailings'), text: b('截关开船时间提前公布，不甩柜不拖期', 'Cut-off and sailing dates published in advance, no rolled containers') },
      { title: b('报关报检', 'Customs clearance'), text: b('出口报关、商检、原产地证一站办理', 'Export declaration, inspection and certificates of origin in one place') },
      { title: b('目的港配送', 'Destination delivery'), text: b('海外代理拆箱、清关、派送到门', 'Our agents devan, clear and deliver to the door abroad') },
    ],
    process: [
      b('在线查询拼箱运价并下单', 'Check the LCL rate online and book'),
      b('收到进仓通知，送货进仓', 'Receive the warehouse notice and deliver the cargo'),
      b('入仓理货、报关、装箱', 'Tally, declaration and stuffing'),
      b('开船并发送提单', 'Sailing and bill of lading'),
      b('目的港拆箱提货', 'Devanning and pick-up at destination'),
    ],
    lanes: [
      { lane: b('上海 → 汉堡', 'Shanghai → Hamburg'), transit: b('约 32 天', 'about 32 days') },
      { lane: b('宁波 → 洛杉矶', 'Ningbo → Los Angeles'), transit: b('约 16 天', 'about 16 days') },
      { lane: b('深圳 → 迪拜', 'Shenzhen → Dubai'), transit: b('约 20 天', 'about 20 days') },
      { lane: b('青岛 → 釜山', 'Qingdao → Busan'), transit: b('约 3 天', 'about 3 days') },
    ],
    advantages: [
      b('近200个直拼目的港，减少中转', 'Nearly 200 direct destinations, fewer transhipments'),
      b('每年超过200万票货物的操作经验', 'Experience from more than 2 million shipments a year'),
      b('运价透明，在线实时可查', 'Transparent rates, online in real time'),
      b('15立方或4吨以上可单独议价', 'Individual quotes from 15 CBM or 4 tonnes'),
    ],
    cta: '/lclFreight',
  },
  {
    key: 'fba',
    areaIndex: 1,
    icon: 'parcel',
    title: b('FBA头程', 'Amazon FBA'),
    tagline: b('从中国工厂到亚马逊仓库，一票到底', 'From your factory in China to the Amazon warehouse, one shipment end to end'),
    intro: b(
      '{company}为跨境电商卖家提供美国、欧洲、日本亚马逊FBA头程服务：海运拼箱、整箱与空运可选，包含出口报关、目的国清关、缴税和卡车派送入仓，按亚马逊预约要求送达。',
      '{company} ships Amazon FBA inbound freight to the US, Europe and Japan for cross-border sellers: LCL, FCL or air, with export clearance, import customs and duties, and truck delivery to the fulfilment centre on the booked appointment.',
    ),
    included: [
      { title: b('海运/空运可选', 'Sea or air'), text: b('按时效与成本选择快船、普船或空运', 'Choose express ships, standard sailings or air by time and cost') },
      { title: b('双清包税', 'Duties included'), text: b('目的国清关并代缴关税，价格一次说清', 'Import clearance and duties paid for you, one price up front') },
      { title: b('预约派送', 'Appointments booked'), text: b('按亚马逊仓库预约卡车派送', 'Truck delivery on the Amazon appointment') },
      { title: b('贴标换标', 'Labelling'), text: b('国内仓可代贴FBA标签与箱唛', 'FBA labels and carton marks applied in our warehouse') },
    ],
    process: [
      b('提交货件计划与装箱单', 'Send the shipment plan and packing list'),
      b('国内仓收货、贴标、复核', 'Receiving, labelling and checks in China'),
      b('出口报关与订舱开船', 'Export clearance and sailing'),
      b('目的国清关缴税', 'Import clearance and duties'),
      b('预约派送至FBA仓库', 'Delivery to the FBA warehouse by appointment'),
    ],
    lanes: [
      { lane: b('深圳 → 美西FBA', 'Shenzhen → US West FBA'), transit: b('快船约 18–22 天', 'express ship about 18–22 days') },
      { lane: b('宁波 → 美东FBA', 'Ningbo → US East FBA'), transit: b('约 35–40 天', 'about 35–40 days') },
      { lane: b('上海 → 德国FBA', 'Shanghai → Germany FBA'), transit: b('约 35 天', 'about 35 days') },
      { lane: b('深圳 → 日本FBA', 'Shenzhen → Japan FBA'), transit: b('约 7–10 天', 'about 7–10 days') },
    ],
    advantages: [
      b('覆盖美国、加拿大、欧洲与日本站点', 'US, Canada, Europe and Japan marketplaces'),
      b('全程节点追踪，派送签收可查', 'Every milestone tracked, delivery proof online'),
      b('旺季舱位保障', 'Space protected in peak season'),
      b('专属客服一对一跟进', 'A dedicated service contact for each seller'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'railway',
    areaIndex: 2,
    icon: 'train',
    title: b('中欧班列', 'China-Europe Railway'),
    tagline: b('比海运快一半，比空运省七成', 'Half the time of sea freight, a third of the cost of air'),
    intro: b(
      '{company}提供中欧班列整柜与拼箱服务，从西安、重庆、成都、郑州、义乌等站点发运，经阿拉山口、霍尔果斯或二连浩特出境，直达波兰马拉舍维奇、德国杜伊斯堡与汉堡等站点，再以卡车分拨至欧洲各地。',
      '{company} ships full and shared containers on the China-Europe Railway from Xi’an, Chongqing, Chengdu, Zhengzhou, Yiwu and other terminals, leaving China via Alashankou, Khorgos or Erenhot to Małaszewicze, Duisburg, Hamburg and other terminals, with trucking onward across Europe.',
    ),
    included: [
      { title: b('整柜与拼箱', 'FCL and LCL by rail'), text: b('40尺整柜或按立方拼箱发运', '40-foot containers or shared by the cubic metre') },
      { title: b('多口岸出境', 'Several border crossings'), text: b('阿拉山口、霍尔果斯、二连浩特灵活选择', 'Alashankou, Khorgos or Erenhot, whichever is faster') },
      { title: b('全程报关', 'Customs on both ends'), text: b('国内出口报关与欧盟进口清关', 'Chinese export and EU import clearance') },
      { title: b('欧洲分拨', 'European distribution'), text: b('终点站拆箱后卡车派送到门', 'Devanning at the terminal and trucking to the door') },
    ],
    process: [
      b('确认货物与发运站点', 'Confirm the cargo and departure terminal'),
      b('订舱并安排提柜装货', 'Book space and load the container'),
      b('出口报关与铁路发运', 'Export clearance and departure'),
      b('口岸换装与过境运输', 'Gauge change and transit'),
      b('终点站清关与派送', 'Clearance and delivery at destination'),
    ],
    lanes: [
      { lane: b('西安 → 马拉舍维奇', 'Xi’an → Małaszewicze'), transit: b('约 12–14 天', 'about 12–14 days') },
      { lane: b('重庆 → 杜伊斯堡', 'Chongqing → Duisburg'), transit: b('约 16–18 天', 'about 16–18 days') },
      { lane: b('义乌 → 马德里', 'Yiwu → Madrid'), transit: b('约 20–22 天', 'about 20–22 days') },
    ],
    advantages: [
      b('时效稳定，不受海上天气影响', 'Steady transit times, no weather at sea'),
      b('适合电子产品、汽配与高货值货物', 'Suited to electronics, auto parts and high-value cargo'),
      b('班列每周多班发运', 'Several departures every week'),
      b('全程GPS在途追踪', 'GPS tracking all the way'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'import',
    areaIndex: 3,
    icon: 'import',
    title: b('进口服务', 'Import Services'),
    tagline: b('海外提货、进口清关、国内配送一站完成', 'Pick-up abroad, import clearance and delivery in China in one service'),
    intro: b(
      '{company}依托全球代理网络，承接欧美、日韩、东南亚至中国的进口海运与空运，提供海外工厂提货、进口报关报检、关税代缴、保税仓储与国内送货服务，帮助企业按时收货、合规通关。',
      '{company} uses its worldwide agent network to bring sea and air cargo into China from Europe, the Americas, Japan, Korea and South-East Asia: pick-up at the supplier, import declaration and inspection, duties paid for you, bonded storage and delivery in China.',
    ),
    included: [
      { title: b('海外提货', 'Pick-up abroad'), text: b('代理上门提货并安排订舱', 'Agents collect from the supplier and book the sailing') },
      { title: b('进口清关', 'Import clearance'), text: b('归类、报关、商检与税费代缴', 'Classification, declaration, inspection and duties') },
      { title: b('保税仓储', 'Bonded storage'), text: b('保税区仓储，分批出区', 'Storage in bonded zones, released in batches') },
      { title: b('国内配送', 'Delivery in China'), text: b('整车或零担送货到门', 'Full or part truckloads to the door') },
    ],
    process: [
      b('确认贸易条款与单证', 'Confirm the trade terms and documents'),
      b('海外提货并订舱', 'Pick-up abroad and booking'),
      b('到港换单与报关', 'Delivery order and declaration on arrival'),
      b('缴税放行', 'Duties paid and release'),
      b('送货到门', 'Delivery to the door'),
    ],
    lanes: [
      { lane: b('汉堡 → 上海', 'Hamburg → Shanghai'), transit: b('约 30 天', 'about 30 days') },
      { lane: b('东京 → 宁波', 'Tokyo → Ningbo'), transit: b('约 4 天', 'about 4 days') },
      { lane: b('胡志明 → 深圳', 'Ho Chi Minh City → Shenzhen'), transit: b('约 6 天', 'about 6 days') },
    ],
    advantages: [
      b('熟悉食品、机械、化工品进口监管要求', 'At home with food, machinery and chemical import rules'),
      b('税费预估透明', 'Duties estimated before shipping'),
      b('全国主要口岸均可清关', 'Clearance at every major Chinese port'),
      b('进口货物状态在线跟踪', 'Import status tracked online'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'fcl',
    areaIndex: 4,
    icon: 'container',
    title: b('整箱服务', 'FCL Shipping'),
    tagline: b('与40余家船公司直接合作，舱位与价格更有保障', 'Direct contracts with 40+ carriers for dependable space and prices'),
    intro: b(
      '{company}与45家以上主流船公司签有运价协议，提供20GP、40GP、40HQ及特种箱整箱运输，支持拖车、报关、订舱、保险一站办理，可在线查询整箱运价与船期并跟踪箱子动态。',
      '{company} holds rate agreements with more than 45 major carriers for 20GP, 40GP, 40HQ and special containers, with trucking, customs, booking and insurance in one place. Check FCL rates and schedules online and follow your containers.',
    ),
    included: [
      { title: b('船东直签', 'Direct carrier contracts'), text: b('40余家船公司合约价，舱位优先', 'Contract rates with 40+ carriers, priority space') },
      { title: b('拖车装箱', 'Trucking and loading'), text: b('工厂装箱或仓库内装', 'Loading at the factory or in our warehouse') },
      { title: b('特种箱', 'Special equipment'), text: b('冷箱、开顶箱、框架箱与危险品', 'Reefers, open tops, flat racks and dangerous goods') },
      { title: b('箱动态跟踪', 'Container tracking'), text: b('50余家船公司箱动态实时更新', 'Live container events from 50+ carriers') },
    ],
    process: [
      b('查询整箱运价与船期', 'Check FCL rates and schedules'),
      b('提交订舱委托', 'Send the booking'),
      b('提柜装箱与报关', 'Container pick-up, loading and clearance'),
      b('开船与提单确认', 'Sailing and B/L confirmation'),
      b('到港跟踪与放货', 'Arrival tracking and release'),
    ],
    lanes: [
      { lane: b('上海 → 鹿特丹', 'Shanghai → Rotterdam'), transit: b('约 30 天', 'about 30 days') },
      { lane: b('宁波 → 长滩', 'Ningbo → Long Beach'), transit: b('约 15 天', 'about 15 days') },
      { lane: b('深圳 → 新加坡', 'Shenzhen → Singapore'), transit: b('约 6 天', 'about 6 days') },
      { lane: b('天津 → 杰贝阿里', 'Tianjin → Jebel Ali'), transit: b('约 24 天', 'about 24 days') },
    ],
    advantages: [
      b('旺季舱位保障', 'Space protected in peak season'),
      b('在线订舱，订单进度实时可查', 'Online booking with live order progress'),
      b('提单、发票等电子单证在线下载', 'B/L, invoices and other e-documents online'),
      b('专属销售一对一服务', 'A dedicated sales contact'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'air',
    areaIndex: 5,
    icon: 'plane',
    title: b('空运服务', 'Air Freight'),
    tagline: b('急货、贵重货与样品的快速通道', 'The fast lane for urgent, valuable and sample cargo'),
    intro: b(
      '{company}与国内外主要航空公司合作，从上海浦东、深圳宝安、广州白云、北京首都等机场发运，提供直飞与中转航线、机场提货与门到门服务，同时处理锂电池、温控等特殊货物。',
      '{company} works with the main Chinese and international airlines from Shanghai Pudong, Shenzhen Bao’an, Guangzhou Baiyun, Beijing Capital and other airports, with direct and connecting flights, airport-to-airport or door-to-door, including lithium batteries and temperature-controlled cargo.',
    ),
    included: [
      { title: b('直飞与中转', 'Direct and connecting'), text: b('按时效与预算选择航班', 'Flights chosen by time and budget') },
      { title: b('特殊货物', 'Special cargo'), text: b('带电、温控、贵重货物操作', 'Batteries, temperature control and valuables') },
      { title: b('门到门', 'Door to door'), text: b('提货、报关、目的地派送', 'Collection, customs and delivery at destination') },
      { title: b('航班跟踪', 'Flight tracking'), text: b('起飞、落地、提货节点通知', 'Departure, arrival and pick-up notices') },
    ],
    process: [
      b('提交货物信息与要求时效', 'Send the cargo details and deadline'),
      b('确认航班与运价', 'Confirm the flight and rate'),
      b('提货入库与安检', 'Collection, receiving and security screening'),
      b('报关与航班起飞', 'Clearance and departure'),
      b('目的地清关派送', 'Clearance and delivery at destination'),
    ],
    lanes: [
      { lane: b('上海浦东 → 法兰克福', 'Shanghai PVG → Frankfurt'), transit: b('约 2–3 天', 'about 2–3 days') },
      { lane: b('深圳 → 洛杉矶', 'Shenzhen → Los Angeles'), transit: b('约 3–4 天', 'about 3–4 days') },
      { lane: b('广州 → 迪拜', 'Guangzhou → Dubai'), transit: b('约 2 天', 'about 2 days') },
    ],
    advantages: [
      b('主要航司包板与协议舱位', 'Allocations and agreed space with major airlines'),
      b('当天提货，次日起飞', 'Collected today, flying tomorrow'),
      b('专业带电货物操作资质', 'Qualified for battery shipments'),
      b('空运运价在线可查', 'Air rates online'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'warehousing',
    areaIndex: 6,
    icon: 'warehouse',
    title: b('仓储服务', 'Warehousing'),
    tagline: b('口岸仓储、分拣包装与库存管理', 'Port-side storage, pick and pack, and inventory control'),
    intro: b(
      '{company}在主要港口周边设有自营与合作仓库，提供普货与保税仓储、入库理货、分拣贴标、打托包装、库存管理与出库配送服务，帮助客户集中备货、分批出运。',
      '{company} runs its own and partner warehouses near the main ports, with general and bonded storage, receiving and tallying, sorting and labelling, palletising and packing, inventory control and dispatch, so you can consolidate stock and ship in batches.',
    ),
    included: [
      { title: b('普货与保税仓', 'General and bonded'), text: b('按需选择仓储类型', 'The storage your cargo needs') },
      { title: b('分拣包装', 'Pick and pack'), text: b('贴标、打托、缠膜、加固', 'Labelling, palletising, wrapping and bracing') },
      { title: b('库存管理', 'Inventory control'), text: b('出入库与库存在线可查', 'Stock and movements visible online') },
      { title: b('集货出运', 'Consolidated dispatch'), text: b('多供应商集货后统一出运', 'Goods from several suppliers shipped together') },
    ],
    process: [
      b('预约入库', 'Book the delivery'),
      b('收货、理货、拍照', 'Receiving, tallying and photos'),
      b('上架存储', 'Put-away and storage'),
      b('按指令分拣出库', 'Picking on your instruction'),
      b('装箱出运或配送', 'Stuffing for export or delivery'),
    ],
    lanes: [
      { lane: b('上海外高桥仓', 'Shanghai Waigaoqiao'), transit: b('距码头约 5 公里', 'about 5 km from the terminals') },
      { lane: b('宁波北仑仓', 'Ningbo Beilun'), transit: b('距码头约 8 公里', 'about 8 km from the terminals') },
      { lane: b('深圳盐田仓', 'Shenzhen Yantian'), transit: b('距码头约 6 公里', 'about 6 km from the terminals') },
    ],
    advantages: [
      b('紧邻港区，进港快', 'Next to the port, quick to the terminal'),
      b('仓内装箱，减少货损', 'Stuffing in the warehouse, less damage'),
      b('7×24小时监控', 'CCTV around the clock'),
      b('灵活的短期与长期仓储', 'Short or long term, as you need'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'crossBorderLand',
    areaIndex: 7,
    icon: 'truck',
    title: b('跨境陆运', 'Cross-border Land Transport'),
    tagline: b('公路直达东南亚与中亚，门到门更灵活', 'Road freight to South-East and Central Asia, door to door'),
    intro: b(
      '{company}提供中国至越南、泰国、老挝、马来西亚等东南亚国家及哈萨克斯坦、乌兹别克斯坦等中亚国家的跨境公路运输，整车与拼车可选，经凭祥、磨憨、霍尔果斯等口岸出境，全程GPS追踪。',
      '{company} trucks cargo from China to Vietnam, Thailand, Laos, Malaysia and other South-East Asian countries and to Kazakhstan, Uzbekistan and Central Asia, in full or shared trucks, leaving via Pingxiang, Mohan, Khorgos and other border crossings, with GPS tracking all the way.',
    ),
    included: [
      { title: b('整车与拼车', 'Full and shared trucks'), text: b('按货量灵活选择', 'Whatever your volume') },
      { title: b('口岸报关', 'Border clearance'), text: b('出口报关与过境手续', 'Export declaration and transit formalities') },
      { title: b('门到门', 'Door to door'), text: b('工厂提货直送收货人', 'From the factory straight to the consignee') },
      { title: b('在途追踪', 'In-transit tracking'), text: b('GPS定位与节点通知', 'GPS position and milestone notices') },
    ],
    process: [
      b('确认货物与收发货地址', 'Confirm the cargo and addresses'),
      b('安排车辆上门提货', 'Truck collects at your door'),
      b('口岸报关出境', 'Clearance at the border'),
      b('目的国清关', 'Import clearance'),
      b('派送签收', 'Delivery and proof of delivery'),
    ],
    lanes: [
      { lane: b('深圳 → 河内', 'Shenzhen → Hanoi'), transit: b('约 2–3 天', 'about 2–3 days') },
      { lane: b('昆明 → 曼谷', 'Kunming → Bangkok'), transit: b('约 4–5 天', 'about 4–5 days') },
      { lane: b('乌鲁木齐 → 阿拉木图', 'Urumqi → Almaty'), transit: b('约 5–7 天', 'about 5–7 days') },
    ],
    advantages: [
      b('比海运快，比空运省', 'Faster than sea, cheaper than air'),
      b('无需港口中转，减少装卸', 'No port handling on the way'),
      b('适合电子、机电与快消品', 'Suited to electronics, machinery and consumer goods'),
      b('每日发车', 'Departures every day'),
    ],
    cta: '/about/contact',
  },
  {
    key: 'oceanFreight',
    areaIndex: 8,
    icon: 'ship',
    title: b('海运服务', 'Ocean Freight'),
    tagline: b('拼箱、整箱与特种货物，连接全球近200个港口', 'LCL, FCL and special cargo to nearly 200 ports worldwide'),
    intro: b(
      '{company}深耕国际海运21年，提供中国各主要港口至全球的拼箱、整箱、散杂货及特种箱运输，与40余家船公司直接合作，年操作超过200万票货物，服务近10万家稳定客户。',
      'For 21 years {company} has shipped LCL, FCL, breakbulk and special containers from every major Chinese port to the world, working directly with 40+ carriers, handling more than 2 million shipments a year for nearly 100,000 regular customers.',
    ),
    included: [
      { title: b('拼箱', 'LCL'), text: b('一立方起运，每周固定班期', 'From one cubic metre, fixed weekly sailings') },
      { title: b('整箱', 'FCL'), text: b('船东合约价与舱位保障', 'Carrier contract rates and protected space') },
      { title: b('特种货物', 'Special cargo'), text: b('冷冻、危险品、超限货物', 'Reefer, dangerous and out-of-gauge cargo') },
      { title: b('增值服务', 'Added services'), text: b('报关、保险、拖车、仓储', 'Customs, insurance, trucking and storage') },
    ],
    process: [
      b('查询运价与船期', 'Check rates and schedules'),
      b('在线订舱', 'Book online'),
      b('装箱报关', 'Loading and clearance'),
      b('开船跟踪', 'Sailing and tracking'),
      b('目的港交付', 'Delivery at destination'),
    ],
    lanes: [
      { lane: b('中国 → 欧洲', 'China → Europe'), transit: b('约 28–35 天', 'about 28–35 days') },
      { lane: b('中国 → 美国', 'China → United States'), transit: b('约 14–30 天', 'about 14–30 days') },
      { lane: b('中国 → 东南亚', 'China → South-East Asia'), transit: b('约 3–10 天', 'about 3–10 days') },
      { lane: b('中国 → 中东', 'China → Middle East'), transit: b('约 18–25 天', 'about 18–25 days') },
    ],
    advantages: [
      b('近200个直达港口', 'Nearly 200 direct ports'),
      b('45家以上船公司合作', '45+ carrier partners'),
      b('50余家船公司货物跟踪', 'Tracking across 50+ carriers'),
      b('运价、船期、跟踪在线自助', 'Rates, schedules and tracking self-service online'),
    ],
    cta: '/lclFreight',
  },
];

/** The service shown for an areaIndex, or the default (export LCL) for anything else. */
export function serviceByAreaIndex(areaIndex: string | number | null | undefined): ServiceInfo {
  const n = Number(areaIndex);
  return SERVICES.find((s) => s.areaIndex === n) ?? SERVICES[0]!;
}

export function serviceByKey(key: ServiceKey): ServiceInfo {
  return SERVICES.find((s) => s.key === key)!;
}

export const servicePath = (s: Pick<ServiceInfo, 'areaIndex'>) => `/service?areaIndex=${s.areaIndex}`;

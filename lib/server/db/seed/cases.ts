// Cases per company (site_content, kind 'case'): service cases, advantage services and client
// cases, each with a detail page (/caseDetail?id=N). Customers are described, never named.
import type { CaseDoc, CaseCategory } from '../../../contracts/siteContent';
import { b, type B } from './bilingual';


export type CaseSeed = { slug: string; category: CaseCategory; daysAgo: number } & CaseDoc;

type Bilingual = [cn: string, en: string];
/** A case's texts as [Chinese, English] pairs; each result is [value, value in English, label, label in English]. */
interface CaseRow {
  title: Bilingual;
  summary: Bilingual;
  client: Bilingual;
  industry: Bilingual;
  route: Bilingual;
  challenge: Bilingual;
  solution: Bilingual[];
  results: [string, string, string, string][];
}

const bi = ([cn, en]: Bilingual): B => b(cn, en);

/** One case; `image` names its picture in /brand/cases/. */
const caseSeed = (slug: string, category: CaseCategory, daysAgo: number, image: string, row: CaseRow): CaseSeed => ({
  slug,
  category,
  daysAgo,
  title: bi(row.title),
  summary: bi(row.summary),
  client: bi(row.client),
  industry: bi(row.industry),
  route: bi(row.route),
  challenge: bi(row.challenge),
  solution: row.solution.map(bi),
  results: row.results.map(([valueCn, valueEn, labelCn, labelEn]) => ({ value: b(valueCn, valueEn), label: b(labelCn, labelEn) })),
  image: `/brand/cases/${image}.svg`,
});

const SERVICE_CASES: readonly CaseSeed[] = [
  caseSeed('peak-season-lcl-hamburg', 'service', 40, 'lcl', {
    title: ['年底旺季拼箱零甩货：宁波至汉堡', 'No rolled cargo in peak season: LCL Ningbo to Hamburg'],
    summary: ['12月仓库爆满、船公司连续涨价，我们提前锁舱、分批进仓，12票货物全部按期开船。', 'With warehouses full and rates rising in December, we locked space early and staggered deliveries: all 12 shipments sailed as planned.'],
    client: ['浙江慈溪某小家电出口企业', 'A small-appliance exporter in Cixi, Zhejiang'],
    industry: ['家用电器', 'Home appliances'],
    route: ['宁波 → 汉堡，拼箱', 'Ningbo → Hamburg, LCL'],
    challenge: ['客户圣诞前需把12票、共约86立方的小家电送到德国分销商仓库。12月亚欧航线运价连续上涨，多家集拼仓爆仓，往年常有货物被甩到下一班船的情况。', 'The customer had 12 shipments of small appliances, about 86 CBM in all, to deliver to its German distributor before Christmas. Asia–Europe rates rose week after week in December, many CFS warehouses were full, and in past years cargo had often been rolled to the next sailing.'],
    solution: [
      ['11月初与船公司签订旺季保舱协议，为客户预留每周两个拼箱舱位。', 'In early November we signed a peak-season space agreement with the carrier and kept two LCL slots a week for the customer.'],
      ['按船期倒排生产与进仓计划，分三批进仓，避开截关前两天的进仓高峰。', 'We planned production and deliveries back from the sailing dates and delivered in three batches, away from the rush in the two days before cut-off.'],
      ['专人每日反馈进仓、报关与装箱进度，汉堡代理提前预约拆箱与派送。', 'A dedicated coordinator reported receiving, customs and stuffing daily; our Hamburg agent booked devanning and delivery in advance.'],
    ],
    results: [
      ['12/12', '12/12', '票货物按期开船', 'shipments sailed on schedule'],
      ['0', '0', '甩货', 'rolled shipments'],
      ['34天', '34 days', '平均门到门时效', 'average door to door'],
    ],
  }),
  caseSeed('battery-lcl-singapore', 'service', 75, 'lcl', {
    title: ['锂电池储能设备拼箱出口新加坡', 'Lithium battery storage units by LCL to Singapore'],
    summary: ['第9类危险品走拼箱，从资料审核到危包证一次通过，比单独走整箱节省约35%的费用。', 'Class 9 dangerous goods shipped LCL: papers and packaging approved first time, about 35% cheaper than a dedicated container.'],
    client: ['上海某储能设备制造商', 'An energy-storage equipment maker in Shanghai'],
    industry: ['新能源', 'New energy'],
    route: ['上海 → 新加坡，危险品拼箱', 'Shanghai → Singapore, dangerous goods LCL'],
    challenge: ['客户首次出口锂电池储能柜（UN3480，第9类危险品），货量仅9立方，整箱成本过高；多数拼箱公司不接危险品拼箱。', 'The customer was exporting lithium-ion storage cabinets (UN3480, class 9) for the first time. At 9 CBM a full container was too costly, and most consolidators do not take dangerous goods.'],
    solution: [
      ['审核MSDS、UN38.3测试报告与危包证，指导客户按危险品要求包装和粘贴标志。', 'We checked the MSDS, UN38.3 report and DG packaging certificate and guided the customer’s packing and labelling.'],
      ['安排具备危险品拼箱资质的集拼仓与船公司，单独申报危险货物。', 'We used a CFS and carrier approved for DG consolidation and filed the dangerous goods declaration.'],
      ['新加坡代理提前向港务部门申报，货到后直接提货。', 'Our Singapore agent filed with the port authority before arrival so the cargo could be collected straight away.'],
    ],
    results: [
      ['35%', '35%', '费用节省', 'cost saved'],
      ['7天', '7 days', '港到港时效', 'port to port'],
      ['一次', 'First try', '资料审核通过', 'papers approved'],
    ],
  }),
  caseSeed('reefer-qingdao-busan', 'service', 120, 'reefer', {
    title: ['冷冻水产整箱青岛至釜山', 'Frozen seafood by reefer from Qingdao to Busan'],
    summary: ['全程-18℃温控，从工厂装箱到釜山清关48小时内完成。', 'Kept at −18 °C all the way, from factory loading to clearance in Busan within 48 hours.'],
    client: ['山东荣成某水产加工企业', 'A seafood processor in Rongcheng, Shandong'],
    industry: ['食品', 'Food'],
    route: ['青岛 → 釜山，冷藏整箱', 'Qingdao → Busan, reefer FCL'],
    challenge: ['冷冻鱿鱼对温度和时效都很敏感，客户每周需稳定出运2至3个冷箱，并提供韩国进口所需的卫生证书。', 'Frozen squid is sensitive to temperature and time; the customer needed 2–3 reefers a week and the health certificates Korea requires.'],
    solution: [
      ['预冷冷箱并在装箱前核对设定温度，装箱全程拍照留档。', 'Reefers were pre-cooled and set points checked before loading, with photos of every load.'],
      ['协助办理卫生证书与原产地证（中韩自贸协定），享受优惠税率。', 'We arranged health certificates and China–Korea FTA certificates of origin for the preferential duty rate.'],
      ['选择每周三班的快航服务，温度数据实时回传客户。', 'We used an express service with three sailings a week and sent temperature readings to the customer live.'],
    ],
    results: [
      ['-18℃', '-18℃', '全程温控', 'held all the way'],
      ['150+', '150+', '年出运冷箱', 'reefers a year'],
      ['48小时', '48 hours', '装箱到清关', 'loading to clearance'],
    ],
  }),
];

const ADVANTAGE_SERVICES: readonly CaseSeed[] = [
  caseSeed('us-west-express', 'advantage', 20, 'fba', {
    title: ['美西快船：上海/宁波至洛杉矶', 'US West Coast express: Shanghai/Ningbo to Los Angeles'],
    summary: ['港到港约13至16天，码头优先卸船，适合电商补货与时效敏感的货物。', 'About 13–16 days port to port with priority discharge: for e-commerce replenishment and time-sensitive cargo.'],
    client: ['跨境电商卖家、品牌进口商', 'Online sellers and brand importers'],
    industry: ['电商、消费品', 'E-commerce, consumer goods'],
    route: ['上海 / 宁波 → 洛杉矶 / 长滩', 'Shanghai / Ningbo → Los Angeles / Long Beach'],
    challenge: ['普通美西航线港到港需18天以上，旺季码头拥堵时提柜还要再等一周，电商卖家容易断货。', 'Standard US West Coast services take 18 days or more port to port, and in peak season terminal congestion adds another week before pick-up, so sellers run out of stock.'],
    solution: [
      ['合作快船航线每周固定开船，码头专用泊位优先卸船。', 'Partner express loops sail weekly and discharge first at a dedicated terminal.'],
      ['整箱与拼箱均可，拼箱一立方起运。', 'FCL or LCL, from one cubic metre.'],
      ['可衔接美国清关、卡车派送与亚马逊预约入仓。', 'Connected to US customs, trucking and Amazon delivery appointments.'],
    ],
    results: [
      ['13–16天', '13–16 days', '港到港', 'port to port'],
      ['2–3天', '2–3 days', '到港后提柜', 'pick-up after arrival'],
      ['每周', 'Weekly', '固定开船', 'fixed weekly sailings'],
    ],
  }),
  caseSeed('middle-east-direct-lcl', 'advantage', 35, 'lcl', {
    title: ['中东直拼：深圳/上海至杰贝阿里', 'Middle East direct LCL: Shenzhen/Shanghai to Jebel Ali'],
    summary: ['直拼不中转，杰贝阿里拆箱后可转运利雅得、多哈、科威特等内陆与周边城市。', 'Direct consolidation without transhipment; from Jebel Ali on to Riyadh, Doha, Kuwait and beyond.'],
    client: ['建材、灯具、五金出口商', 'Exporters of building materials, lighting and hardware'],
    industry: ['建材、五金', 'Building materials, hardware'],
    route: ['深圳 / 上海 → 杰贝阿里（迪拜）', 'Shenzhen / Shanghai → Jebel Ali (Dubai)'],
    challenge: ['中东拼箱多经新加坡或巴生中转，时效不稳、货损风险高。', 'Middle East LCL often goes via Singapore or Port Klang, with unreliable transit times and more handling damage.'],
    solution: [
      ['每周两班直拼杰贝阿里，截关前一天仍可进仓。', 'Two direct consolidations a week to Jebel Ali; cargo accepted until the day before cut-off.'],
      ['迪拜自有代理拆箱，提供清关与海湾国家陆运转运。', 'Our own agent in Dubai devans, clears and trucks on to the Gulf states.'],
      ['沙特SABER认证等单证要求提前审核。', 'Papers such as Saudi SABER certificates checked in advance.'],
    ],
    results: [
      ['18–22天', '18–22 days', '港到港', 'port to port'],
      ['2班/周', '2 a week', '直拼班次', 'direct sailings a week'],
      ['6国', '6', '海湾国家转运', 'Gulf countries served'],
    ],
  }),
  caseSeed('southeast-asia-express', 'advantage', 55, 'lcl', {
    title: ['东南亚快线：上海至胡志明、林查班', 'South-East Asia express: Shanghai to Ho Chi Minh City and Laem Chabang'],
    summary: ['近洋快航每周多班，港到港4至7天，配合当地清关与送货。', 'Several short-sea sailings a week, 4–7 days port to port, with local clearance and delivery.'],
    client: ['纺织面料、电子元器件、机械设备企业', 'Textile, electronic-component and machinery companies'],
    industry: ['制造业供应链', 'Manufacturing supply chains'],
    route: ['上海 → 胡志明 / 林查班', 'Shanghai → Ho Chi Minh City / Laem Chabang'],
    challenge: ['产业链向东南亚转移后，工厂需要从中国稳定补充面料、零部件，对时效和清关要求高。', 'As production moves to South-East Asia, factories need steady supplies of fabric and parts from China, fast and cleanly cleared.'],
    solution: [
      ['与近洋船公司合作，每周4班以上可选。', 'Four or more sailings a week with short-sea carriers.'],
      ['提供Form E原产地证，享受东盟自贸区优惠税率。', 'Form E certificates of origin for ASEAN preferential duty.'],
      ['越南、泰国当地代理清关并送货到工厂。', 'Local agents in Vietnam and Thailand clear and deliver to the factory.'],
    ],
    results: [
      ['4–7天', '4–7 days', '港到港', 'port to port'],
      ['4班+/周', '4+ a week', '可选船期', 'sailings a week'],
      ['Form E', 'Form E', '优惠原产地证', 'preferential origin'],
    ],
  }),
  caseSeed('rail-lcl-europe', 'advantage', 90, 'rail', {
    title: ['中欧班列拼箱：西安至马拉舍维奇', 'China-Europe rail LCL: Xi’an to Małaszewicze'],
    summary: ['按立方计费的铁路拼箱，12至14天到达波兰，比海运快一半。', 'Rail consolidation charged by the cubic metre: Poland in 12–14 days, half the time of sea freight.'],
    client: ['电子产品、汽配与高货值货物货主', 'Shippers of electronics, auto parts and high-value goods'],
    industry: ['电子、汽配', 'Electronics, auto parts'],
    route: ['西安 → 马拉舍维奇（波兰）', 'Xi’an → Małaszewicze (Poland)'],
    challenge: ['货量不足一个整柜，又等不起海运的35天，空运成本太高。', 'Too little cargo for a full container, no time for 35 days at sea, and air freight too expensive.'],
    solution: [
      ['每周两班铁路拼箱，全国货物可集港西安。', 'Two rail consolidations a week; cargo from anywhere in China trucked to Xi’an.'],
      ['马拉舍维奇拆箱后清关，卡车派送欧洲各地。', 'Devanning and clearance at Małaszewicze, then trucking across Europe.'],
      ['全程GPS定位，节点实时推送。', 'GPS tracking with live milestone notices.'],
    ],
    results: [
      ['12–14天', '12–14 days', '站到站', 'terminal to terminal'],
      ['50%', '50%', '比海运节省时间', 'time saved over sea'],
      ['70%', '70%', '比空运节省费用', 'cost saved over air'],
    ],
  }),
];

const CLIENT_CASES: readonly CaseSeed[] = [
  caseSeed('ecommerce-seller-fba', 'client', 30, 'fba', {
    title: ['深圳某消费电子大卖：三大站点FBA头程一站式', 'A Shenzhen consumer-electronics seller: FBA inbound to three marketplaces'],
    summary: ['合作三年，年发运超过120个整柜，美国、德国、日本站点按时入仓率97%。', 'Three years together, 120+ containers a year, 97% on-time check-in at US, German and Japanese warehouses.'],
    client: ['深圳某消费电子跨境电商卖家', 'A consumer-electronics online seller in Shenzhen'],
    industry: ['跨境电商', 'Cross-border e-commerce'],
    route: ['深圳 → 美国、德国、日本FBA仓', 'Shenzhen → Amazon warehouses in the US, Germany and Japan'],
    challenge: ['产品含锂电池，旺季多仓分货，常因预约不到入仓时间导致断货。', 'Products contain lithium batteries, peak-season stock is split across many warehouses, and missed delivery appointments meant stock-outs.'],
    solution: [
      ['深圳仓统一收货、贴标与分仓，带电产品按海运危险品规定申报。', 'One Shenzhen warehouse receives, labels and splits the stock; battery products are declared under the sea DG rules.'],
      ['美线快船与普船组合，按销售节奏分批补货。', 'Express and standard US sailings combined to replenish in line with sales.'],
      ['海外团队提前预约入仓，异常当天反馈。', 'Our overseas team books appointments ahead and reports any problem the same day.'],
    ],
    results: [
      ['120+', '120+', '年发运整柜', 'containers a year'],
      ['97%', '97%', '按时入仓率', 'on-time check-in'],
      ['3年', '3 years', '持续合作', 'working together'],
    ],
  }),
  caseSeed('auto-parts-mexico', 'client', 60, 'project', {
    title: ['安徽某汽车零部件企业：墨西哥工厂准时供货', 'An auto-parts maker in Anhui: just-in-time supply to Mexico'],
    summary: ['上海至曼萨尼约整箱每周稳定出运，配合客户墨西哥工厂的生产排程。', 'Weekly FCL from Shanghai to Manzanillo, in step with the customer’s production plan in Mexico.'],
    client: ['安徽芜湖某汽车零部件制造商', 'An auto-parts manufacturer in Wuhu, Anhui'],
    industry: ['汽车零部件', 'Automotive parts'],
    route: ['上海 → 曼萨尼约（墨西哥），整箱', 'Shanghai → Manzanillo (Mexico), FCL'],
    challenge: ['墨西哥工厂库存只够两周，任何一班船延误都可能导致停线；墨西哥进口单证要求严格。', 'The Mexican plant held two weeks of stock, so one delayed sailing could stop the line; Mexican import paperwork is strict.'],
    solution: [
      ['锁定两家船公司的固定舱位，互为备份。', 'Fixed allocations with two carriers, each the other’s back-up.'],
      ['芜湖工厂内装，驳船转上海出运，降低拖车成本。', 'Loading at the Wuhu plant and barging to Shanghai, cutting trucking costs.'],
      ['提前核对墨西哥进口所需的发票与装箱单格式，减少清关查验。', 'Invoices and packing lists checked against Mexican requirements in advance, fewer inspections.'],
    ],
    results: [
      ['0', '0', '因物流停线', 'line stoppages caused by logistics'],
      ['260', '260', '年出运整柜', 'containers a year'],
      ['28天', '28 days', '平均港到港', 'average port to port'],
    ],
  }),
  caseSeed('food-importer-shanghai', 'client', 100, 'reefer', {
    title: ['华东某连锁超市：欧洲食品进口清关', 'A supermarket chain in East China: food imports from Europe'],
    summary: ['西班牙橄榄油、意大利葡萄酒进口，从海外提货到上海清关入库全程代理。', 'Spanish olive oil and Italian wine, from pick-up in Europe to clearance and storage in Shanghai.'],
    client: ['华东某连锁超市采购中心', 'The purchasing centre of a supermarket chain in East China'],
    industry: ['零售、食品', 'Retail, food'],
    route: ['巴伦西亚 / 热那亚 → 上海，进口整箱', 'Valencia / Genoa → Shanghai, import FCL'],
    challenge: ['进口食品需境外生产企业注册、中文标签与检验检疫，任何一个环节出错都会延误上架。', 'Imported food needs registered overseas producers, Chinese labels and inspection; any slip delays the shelves.'],
    solution: [
      ['出运前审核境外生产企业注册号与中文标签样稿。', 'Overseas producer registrations and Chinese label drafts checked before shipping.'],
      ['欧洲代理工厂提货、订舱，葡萄酒使用恒温箱。', 'European agents collect and book; wine travels in temperature-controlled containers.'],
      ['到港后报关报检、缴税，保税仓分批出库配送门店。', 'Clearance, inspection and duties on arrival, then staged release from a bonded warehouse to the stores.'],
    ],
    results: [
      ['1–2天', '1–2 days', '到港后清关', 'clearance after arrival'],
      ['100%', '100%', '标签一次合规', 'labels right first time'],
      ['80+', '80+', '年进口整柜', 'import containers a year'],
    ],
  }),
];

export const CASES: Record<string, readonly CaseSeed[]> = {
  hq: [...SERVICE_CASES, ...ADVANTAGE_SERVICES, ...CLIENT_CASES],
  south: [...SERVICE_CASES.slice(1), ...ADVANTAGE_SERVICES.slice(0, 3), ...CLIENT_CASES.slice(0, 1)],
};

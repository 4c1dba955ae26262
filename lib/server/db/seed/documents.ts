// Downloadable documents of /notification/download per company (site_content, kind 'document'):
// letters of guarantee and forms as Word files, sailing schedules and freight tables as Excel
// files, made here (lib/files/office.ts) and stored like an upload. Schedules and freight tables are
// dated from the seed run (the coming four weeks, the current month).
import type { DocumentCategory, DocumentDoc } from '../../../contracts/siteContent';
import { buildDocx, buildXlsx, type DocxBlock } from '../../../files/office';
import { ymd } from '../../../schedules/time';
import { b, type B } from './bilingual';


export type DocumentContext = { companyNameCn: string; companyNameEn: string; addressCn: string; phone: string; email: string; today: Date };

export type DocumentSeed = {
  slug: string;
  category: DocumentCategory;
  fileName: string;
  make: (ctx: DocumentContext) => Uint8Array;
} & DocumentDoc;

const DAY = 86_400_000;
const blank = '________________';

function guarantee(ctx: DocumentContext, title: B, cnBody: string[], enBody: string[], fields: [string, string][]): Uint8Array {
  const blocks: DocxBlock[] = [
    { text: title.cn, bold: true, size: 18, align: 'center' },
    { text: title.en, bold: true, size: 12, align: 'center', after: 14 },
    { text: `致：${ctx.companyNameCn}`, bold: true },
    { text: `To: ${ctx.companyNameEn}`, after: 10 },
    { table: [['项目 Item', '内容 Details'], ...fields.map(([cn, en]) => [`${cn} ${en}`, ''])] },
    { text: '', after: 6 },
    ...cnBody.map((text) => ({ text })),
    { text: '', after: 4 },
    ...enBody.map((text) => ({ text, size: 10 })),
    { text: '', after: 18 },
    { text: `保函出具人（盖章）Issued by (company seal)：${blank}`, after: 10 },
    { text: `授权签字人 Authorised signature：${blank}`, after: 10 },
    { text: '日期 Date：      年    月    日', after: 18 },
    { text: `${ctx.companyNameCn}  电话 Tel ${ctx.phone}  邮箱 Email ${ctx.email}`, size: 9, align: 'center' },
  ];
  return buildDocx(blocks, { title: `${title.cn} ${title.en}`, author: ctx.companyNameCn });
}

const SHIPMENT_FIELDS: [string, string][] = [
  ['船名/航次', 'Vessel/Voyage'],
  ['提单号', 'B/L No.'],
  ['起运港', 'Port of loading'],
  ['目的港', 'Port of discharge'],
  ['件数/毛重/体积', 'Packages/Gross weight/Volume'],
];

const GUARANTEES: DocumentSeed[] = [
  {
    slug: 'telex-release-guarantee',
    category: 'guarantee',
    fileName: '电放保函 Telex Release LOG.docx',
    title: b('电放保函', 'Letter of guarantee for telex release'),
    description: b('申请提单电放时使用，需加盖发货人公章', 'For a telex release of the bill of lading; stamp with the shipper’s seal'),
    make: (ctx) =>
      guarantee(
        ctx,
        b('电放保函', 'Letter of Guarantee for Telex Release'),
        [
          '我司为上述货物的发货人，现申请将上述提单办理电放，请贵司通知目的港代理将货物放给以下收货人：',
          `收货人名称：${blank}${blank}`,
          '我司保证：上述货物的正本提单不再流转；因电放所产生的一切责任、风险和费用均由我司承担，并保证贵司及贵司代理免受任何损失。',
        ],
        [
          'We, the shipper of the above cargo, request a telex release of the above bill of lading and ask you to instruct your agent at the port of discharge to release the cargo to the following consignee:',
          `Consignee: ${blank}${blank}`,
          'We undertake that no original bill of lading will be presented, and we accept all liability, risk and cost arising from the telex release and hold you and your agents harmless against any loss.',
        ],
        SHIPMENT_FIELDS,
      ),
  },
  {
    slug: 'bl-amendment-guarantee',
    category: 'guarantee',
    fileName: '更改提单保函 B-L Amendment LOG.docx',
    title: b('更改提单保函', 'Letter of guarantee for B/L amendment'),
    description: b('开船后修改提单内容时使用，请写明修改前后内容', 'For changes to a B/L after sailing; state the old and the new text'),
    make: (ctx) =>
      guarantee(
        ctx,
        b('更改提单保函', 'Letter of Guarantee for B/L Amendment'),
        ['因我司原因，现申请将上述提单做如下修改：', `原内容：${blank}${blank}`, `更改为：${blank}${blank}`, '我司保证承担因上述更改所产生的一切责任、风险和费用（含船公司改单费），并保证贵司免受任何损失。'],
        [
          'For reasons of our own we request the following amendment to the above bill of lading:',
          `Original: ${blank}${blank}`,
          `Amended to: ${blank}${blank}`,
          'We accept all liability, risk and cost arising from the amendment, including the carrier’s amendment fee, and hold you harmless against any loss.',
        ],
        SHIPMENT_FIELDS,
      ),
  },
  {
    slug: 'non-dg-guarantee',
    category: 'guarantee',
    fileName: '非危险品保函 Non-DG Declaration.docx',
    title: b('非危险品保函', 'Non-dangerous goods guarantee'),
    description: b('化工品、电池类产品拼箱进仓前提供，随附MSDS', 'For chemicals and battery products before LCL receiving; attach the MSDS'),
    make: (ctx) =>
      guarantee(
        ctx,
        b('非危险品保函', 'Non-Dangerous Goods Guarantee'),
        [
          `品名（中英文）：${blank}${blank}`,
          '我司保证上述货物不属于《国际海运危险货物规则》（IMDG Code）所列危险品，不含易燃、易爆、腐蚀、毒害、放射性物质，所提供的MSDS真实有效。',
          '如因货物实际性质与申报不符造成任何损失、罚款或延误，均由我司承担全部责任。',
        ],
        [
          `Description of goods: ${blank}${blank}`,
          'We guarantee that the above cargo is not dangerous goods under the IMDG Code, contains no flammable, explosive, corrosive, toxic or radioactive substances, and that the MSDS provided is true and valid.',
          'We accept full liability for any loss, fine or delay caused by the cargo differing from this declaration.',
        ],
        SHIPMENT_FIELDS,
      ),
  },
];

const FORMS: DocumentSeed[] = [
  {
    slug: 'booking-form',
    category: 'form',
    fileName: '出口货物订舱委托书 Booking Form.docx',
    title: b('出口货物订舱委托书', 'Export booking form'),
    description: b('拼箱、整箱订舱通用，填写后发给销售或客服', 'For LCL and FCL bookings; fill in and send to your sales or service contact'),
    make: (ctx) =>
      buildDocx(
        [
          { text: '出口货物订舱委托书', bold: true, size: 18, align: 'center' },
          { text: 'EXPORT BOOKING FORM', bold: true, size: 12, align: 'center', after: 14 },
          { text: `致 To：${ctx.companyNameCn} ${ctx.companyNameEn}`, after: 10 },
          {
            table: [
              ['项目 Item', '内容 Details'],
              ['发货人 Shipper', ''],
              ['收货人 Consignee', ''],
              ['通知人 Notify party', ''],
              ['起运港 / 目的港 POL / POD', ''],
              ['运输方式 Mode（拼箱 LCL / 整箱 FCL）', ''],
              ['箱型箱量 Container type and quantity', ''],
              ['品名（中英文）Description of goods', ''],
              ['HS编码 HS code', ''],
              ['唛头 Marks', ''],
              ['件数 / 包装 Packages / Packing', ''],
              ['毛重(KG) / 体积(CBM) Gross weight / Volume', ''],
              ['运费条款 Freight（预付 Prepaid / 到付 Collect）', ''],
              ['提单类型 B/L（正本 Original / 电放 Telex / 海运单 Sea waybill）', ''],
              ['要求船期 Sailing wanted', ''],
              ['附加服务 Extras（拖车 报关 保险 仓储）', ''],
            ],
          },
          { text: '', after: 8 },
          { text: '注：委托人对所填内容的真实性负责；危险品、冷藏及超限货物请另附资料。', size: 9 },
          { text: 'Note: the shipper is responsible for the accuracy of this form; attach papers for dangerous, reefer and out-of-gauge cargo.', size: 9, after: 14 },
          { text: `委托人（盖章）Shipper (seal)：${blank}      日期 Date：${blank}` },
        ],
        { title: '出口货物订舱委托书 Export Booking Form', author: ctx.companyNameCn },
      ),
  },
  {
    slug: 'invoice-packing-list',
    category: 'form',
    fileName: '发票装箱单模板 Invoice and Packing List.xlsx',
    title: b('商业发票与装箱单模板', 'Commercial invoice and packing list template'),
    description: b('报关与订舱通用格式，两张工作表', 'The format customs and carriers expect, two sheets'),
    make: (ctx) =>
      buildXlsx(
        [
          {
            name: '商业发票 Invoice',
            title: 'COMMERCIAL INVOICE 商业发票',
            columns: [
              { header: '唛头 Marks', width: 16 },
              { header: '品名 Description', width: 34 },
              { header: 'HS编码 HS code', width: 14 },
              { header: '数量 Quantity', width: 12 },
              { header: '单位 Unit', width: 10 },
              { header: '单价 Unit price', width: 14 },
              { header: '金额 Amount', width: 14 },
              { header: '币种 Currency', width: 12 },
            ],
            rows: [['N/M', '', '', '', 'PCS', '', '', 'USD']],
            notes: ['发票号 Invoice No.：        日期 Date：        贸易条款 Terms：FOB / CIF / EXW', '卖方 Seller：                买方 Buyer：'],
          },
          {
            name: '装箱单 Packing list',
            title: 'PACKING LIST 装箱单',
            columns: [
              { header: '唛头 Marks', width: 16 },
              { header: '品名 Description', width: 34 },
              { header: '件数 Packages', width: 12 },
              { header: '包装 Packing', width: 12 },
              { header: '净重 N.W.(KG)', width: 14 },
              { header: '毛重 G.W.(KG)', width: 14 },
              { header: '体积 Volume(CBM)', width: 16 },
            ],
            rows: [['N/M', '', '', 'CARTONS', '', '', '']],
            notes: ['重量与体积请保留三位小数 Weights and volumes to three decimals.'],
          },
        ],
        { title: 'Commercial Invoice and Packing List', author: ctx.companyNameCn },
      ),
  },
];

type Lane = { pod: string; podEn: string; carrier: string; service: string; weekday: number; transit: number; via: string };
/** A lane as a row: port of discharge (Chinese, English), carrier, service, weekday of departure, transit days, via. */
type LaneRow = [pod: string, podEn: string, carrier: string, service: string, weekday: number, transit: number, via: string];
const laneOf = ([pod, podEn, carrier, service, weekday, transit, via]: LaneRow): Lane => ({ pod, podEn, carrier, service, weekday, transit, via });

/** Sailings of the lanes for the four weeks after `today`: CFS cut-off 3 days and customs cut-off 1 day before ETD. */
function sailings(lanes: readonly Lane[], today: Date): (string | number)[][] {
  const rows: (string | number)[][] = [];
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  for (const lane of lanes) {
    const first = new Date(start.getTime() + (((lane.weekday - start.getUTCDay() + 7) % 7) + 7) * DAY);
    for (let w = 0; w < 4; w++) {
      const etd = new Date(first.getTime() + w * 7 * DAY);
      rows.push([
        `${lane.pod} ${lane.podEn}`,
        lane.carrier,
        lane.service,
        ymd(new Date(etd.getTime() - 3 * DAY)),
        ymd(new Date(etd.getTime() - DAY)),
        ymd(etd),
        ymd(new Date(etd.getTime() + lane.transit * DAY)),
        lane.transit,
        lane.via || '直达 Direct',
      ]);
    }
  }
  return rows;
}

const SCHEDULE_COLUMNS = [
  { header: '目的港 POD', width: 22 },
  { header: '船公司 Carrier', width: 14 },
  { header: '拼箱航线 Service', width: 16 },
  { header: '进仓截止 CFS cut-off', width: 18 },
  { header: '截关 Customs cut-off', width: 18 },
  { header: '开船 ETD', width: 14 },
  { header: '预计到港 ETA', width: 14 },
  { header: '航程(天) Days', width: 12 },
  { header: '中转 Via', width: 14 },
];

function scheduleDoc(slug: string, pol: B, laneRows: readonly LaneRow[], title: B, description: B): DocumentSeed {
  const lanes = laneRows.map(laneOf);
  return {
    slug,
    category: 'schedule',
    fileName: `${title.cn} ${title.en}.xlsx`,
    title,
    description,
    make: (ctx) =>
      buildXlsx(
        [
          {
            name: '船期 Schedule',
            title: `${title.cn}（${pol.cn}出口）${title.en} ex ${pol.en} · ${ymd(ctx.today)}`,
            columns: SCHEDULE_COLUMNS,
            rows: sailings(lanes, ctx.today),
            notes: [
              '船期以船公司最终公布为准；进仓截止当天16:00前送达仓库。',
              'Sailings as finally published by the carriers; deliver to the warehouse by 16:00 on the CFS cut-off day.',
              `${ctx.companyNameCn} · ${ctx.phone} · ${ctx.email}`,
            ],
          },
        ],
        { title: `${title.cn} ${title.en}`, author: ctx.companyNameCn },
      ),
  };
}

type Rate = { pod: string; podEn: string; region: string; perCbm: number; perTon: number; min: number; transit: string };
/** A rate as a row: port of discharge (Chinese, English), region, USD per CBM, per ton, minimum CBM, transit. */
type RateRow = [pod: string, podEn: string, region: string, perCbm: number, perTon: number, min: number, transit: string];

function freightDoc(slug: string, pol: B, rateRows: readonly RateRow[]): DocumentSeed {
  const rates: Rate[] = rateRows.map(([pod, podEn, region, perCbm, perTon, min, transit]) => ({ pod, podEn, region, perCbm, perTon, min, transit }));
  const title = b('拼箱运价表', 'LCL freight table');
  return {
    slug,
    category: 'freight',
    fileName: `${title.cn}（${pol.cn}出口） LCL Freight Table.xlsx`,
    title: b(`拼箱运价表（${pol.cn}出口）`, `LCL freight table ex ${pol.en}`),
    description: b('主要基本港海运费，本月有效', 'Ocean freight to the main base ports, valid this month'),
    make: (ctx) => {
      const y = ctx.today.getUTCFullYear();
      const m = ctx.today.getUTCMonth();
      const from = ymd(new Date(Date.UTC(y, m, 1)));
      const to = ymd(new Date(Date.UTC(y, m + 1, 0)));
      return buildXlsx(
        [
          {
            name: '运价 Rates',
            title: `拼箱运价表（${pol.cn}出口）LCL freight ex ${pol.en} · ${from} – ${to}`,
            columns: [
              { header: '目的港 POD', width: 22 },
              { header: '航线 Trade', width: 16 },
              { header: 'USD/CBM', width: 12 },
              { header: 'USD/TON', width: 12 },
              { header: '最低收费 Min. (CBM)', width: 18 },
              { header: '参考航程 Transit', width: 16 },
              { header: '有效期 Valid', width: 26 },
            ],
            rows: rates.map((r) => [`${r.pod} ${r.podEn}`, r.region, r.perCbm, r.perTon, r.min, r.transit, `${from} – ${to}`]),
            notes: [
              '按 W/M 计费（重量吨与体积取大者）；以上为海运费，不含起运港与目的港本地费用。',
              'Charged W/M (the greater of tonnes and cubic metres); ocean freight only, local charges at both ends extra.',
              '起运港费用：拼箱费 CNY 150/CBM，报关费 CNY 150/票，文件费 CNY 300/票。单票15立方或4吨以上请联系销售单独确认。',
              'Origin charges: CFS CNY 150/CBM, customs CNY 150 per shipment, documents CNY 300 per shipment. From 15 CBM or 4 tonnes please ask sales for a quote.',
              `${ctx.companyNameCn} · ${ctx.phone} · ${ctx.email}`,
            ],
          },
        ],
        { title: `LCL freight table ex ${pol.en}`, author: ctx.companyNameCn },
      );
    },
  };
}

const SHANGHAI = b('上海', 'Shanghai');
const SHENZHEN = b('深圳', 'Shenzhen');

const HQ_DOCUMENTS: readonly DocumentSeed[] = [
  ...GUARANTEES,
  scheduleDoc(
    'schedule-europe-lcl',
    SHANGHAI,
    [
      ['汉堡', 'Hamburg', 'COSCO', 'GL-EU1', 6, 32, ''],
      ['鹿特丹', 'Rotterdam', 'CMA CGM', 'GL-EU2', 3, 30, ''],
      ['安特卫普', 'Antwerp', 'ONE', 'GL-EU3', 5, 33, ''],
      ['费利克斯托', 'Felixstowe', 'MSC', 'GL-EU4', 2, 31, ''],
      ['格但斯克', 'Gdansk', 'Maersk', 'GL-EU5', 4, 38, '汉堡 Hamburg'],
    ],
    b('欧洲拼箱船期表', 'Europe LCL sailing schedule'),
    b('上海至欧洲主要基本港，未来四周船期', 'Shanghai to the main European ports, next four weeks'),
  ),
  scheduleDoc(
    'schedule-us-lcl',
    SHANGHAI,
    [
      ['洛杉矶', 'Los Angeles', 'COSCO', 'GL-US1', 1, 14, ''],
      ['长滩', 'Long Beach', 'OOCL', 'GL-US2', 4, 15, ''],
      ['纽约', 'New York', 'CMA CGM', 'GL-US3', 3, 33, ''],
      ['萨凡纳', 'Savannah', 'Hapag-Lloyd', 'GL-US4', 5, 35, ''],
    ],
    b('美线拼箱船期表', 'US LCL sailing schedule'),
    b('上海至美西、美东主要港口，未来四周船期', 'Shanghai to US West and East Coast ports, next four weeks'),
  ),
  freightDoc('freight-lcl-shanghai', SHANGHAI, [
    ['汉堡', 'Hamburg', '欧洲 Europe', 45, 55, 1, '30–34天'],
    ['鹿特丹', 'Rotterdam', '欧洲 Europe', 42, 52, 1, '28–32天'],
    ['安特卫普', 'Antwerp', '欧洲 Europe', 44, 54, 1, '31–35天'],
    ['费利克斯托', 'Felixstowe', '欧洲 Europe', 52, 62, 1, '29–33天'],
    ['洛杉矶', 'Los Angeles', '美西 US West', 78, 88, 1, '14–16天'],
    ['纽约', 'New York', '美东 US East', 95, 105, 1, '32–36天'],
    ['迪拜（杰贝阿里）', 'Jebel Ali', '中东 Middle East', 28, 38, 1, '18–22天'],
    ['新加坡', 'Singapore', '东南亚 SE Asia', 8, 12, 1, '6–8天'],
    ['釜山', 'Busan', '日韩 Japan/Korea', 5, 8, 1, '2–3天'],
    ['悉尼', 'Sydney', '澳新 Australia/NZ', 38, 48, 1, '14–17天'],
  ]),
  ...FORMS,
];

const SOUTH_DOCUMENTS: readonly DocumentSeed[] = [
  GUARANTEES[0]!,
  GUARANTEES[2]!,
  scheduleDoc(
    'schedule-asia-middle-east-lcl',
    SHENZHEN,
    [
      ['新加坡', 'Singapore', 'PIL', 'PC-SEA1', 2, 5, ''],
      ['胡志明', 'Ho Chi Minh City', 'Wan Hai', 'PC-SEA2', 4, 4, ''],
      ['巴生', 'Port Klang', 'SITC', 'PC-SEA3', 6, 6, ''],
      ['杰贝阿里', 'Jebel Ali', 'CMA CGM', 'PC-ME1', 3, 18, ''],
    ],
    b('东南亚中东拼箱船期表', 'South-East Asia and Middle East LCL schedule'),
    b('盐田、蛇口出口，未来四周船期', 'From Yantian and Shekou, next four weeks'),
  ),
  freightDoc('freight-lcl-shenzhen', SHENZHEN, [
    ['新加坡', 'Singapore', '东南亚 SE Asia', 6, 10, 1, '4–6天'],
    ['胡志明', 'Ho Chi Minh City', '东南亚 SE Asia', 10, 15, 1, '3–5天'],
    ['巴生', 'Port Klang', '东南亚 SE Asia', 9, 14, 1, '5–7天'],
    ['杰贝阿里', 'Jebel Ali', '中东 Middle East', 25, 35, 1, '16–20天'],
    ['洛杉矶', 'Los Angeles', '美西 US West', 75, 85, 1, '14–17天'],
  ]),
  FORMS[0]!,
];

export const DOCUMENTS: Record<string, readonly DocumentSeed[]> = { hq: HQ_DOCUMENTS, south: SOUTH_DOCUMENTS };

// Industry-info articles that explain shipping practice (shown by both companies under tabId 1):
// the rules they describe (SOLAS VGM, Incoterms 2020, the UN numbers of lithium batteries) are
// real and current; the advice is the forwarder's own.
import type { NewsSeed } from './content';

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const GUIDES: readonly NewsSeed[] = [
  {
    tabId: 1,
    publishedAt: '2026-07-08T10:00:00+08:00',
    titleCn: '集装箱核实重量（VGM）申报常见问题',
    titleEn: 'Verified gross mass (VGM): common questions',
    summaryCn: '自2016年《国际海上人命安全公约》修正案生效起，出口重箱须在截止时间前申报核实重量，否则不能装船。',
    summaryEn: 'Since the 2016 SOLAS amendment, every export container needs its verified gross mass declared before the cut-off, or it will not be loaded.',
    contentCn: p(
      'VGM是指集装箱内货物、包装、衬垫、绑扎材料与箱体自重的总和。根据《国际海上人命安全公约》（SOLAS）第VI章第2条，托运人须在船公司规定的截止时间前提交VGM，未申报的集装箱不得装船。',
      '获取VGM有两种方法：一是整箱过磅；二是分别称量全部货物与包装材料后，加上集装箱箱皮重量。整箱货由发货人申报，拼箱货由我司在装箱后统一申报，客户只需如实提供每票货物的毛重。',
      '常见问题包括：申报重量与实际称重误差过大、箱号填写错误、超过截止时间补报。请在装箱后第一时间将装箱单与称重记录发给操作人员，以免产生改单费或甩柜。',
    ),
    contentEn: p(
      'VGM is the total of the cargo, packaging, dunnage, lashing and the container’s own tare weight. Under SOLAS chapter VI, regulation 2, the shipper must submit it before the carrier’s cut-off; a container without it will not be loaded.',
      'There are two methods: weigh the packed container, or weigh all the cargo and packing materials and add the container’s tare. For FCL the shipper declares the VGM; for LCL we declare it after stuffing, and you only need to give us the true gross weight of your cargo.',
      'Typical problems are a declared weight far from the weighed one, a wrong container number, or a late declaration. Please send the packing list and weighing record to your operator as soon as the container is packed, to avoid amendment fees or rolled containers.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-06-24T10:00:00+08:00',
    titleCn: '拼箱货物包装与唛头指南',
    titleEn: 'Packing and marking LCL cargo',
    summaryCn: '拼箱货物要经过多次装卸与堆叠，合适的外包装与清晰的唛头能大幅减少破损与错配。',
    summaryEn: 'LCL cargo is handled and stacked several times; sound packing and clear marks cut damage and mix-ups.',
    contentCn: p(
      '外包装应能承受堆码与搬运：纸箱建议使用五层瓦楞纸箱，重货或易损货物使用木箱或托盘并缠膜加固；出口欧美、澳洲的木质包装须经熏蒸或热处理并加施IPPC标识。',
      '每件货物至少两面刷唛，内容包括收货人简称、目的港、件号（如 1/20）与原产国。唛头须与订舱资料、装箱单一致，字迹清晰、不易脱落。',
      '单件超过1吨或超长超宽的货物，请在订舱时提前告知，以便仓库安排叉车和装箱位置。',
    ),
    contentEn: p(
      'Outer packing must stand stacking and handling: use five-ply corrugated cartons, and crates or shrink-wrapped pallets for heavy or fragile goods. Wooden packing for Europe, the Americas and Australia must be fumigated or heat-treated and carry the IPPC mark.',
      'Mark at least two sides of every package with the consignee’s short name, the port of destination, the package number (such as 1/20) and the country of origin. Marks must match the booking and packing list and be legible and durable.',
      'Tell us at booking about any piece over one tonne or over length or width, so the warehouse can plan forklifts and its place in the container.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-06-10T10:00:00+08:00',
    titleCn: '国际贸易术语解释通则2020：FOB与CIF下谁付运费、谁担风险',
    titleEn: 'Incoterms 2020: who pays freight and bears the risk under FOB and CIF',
    summaryCn: '贸易术语决定了运费由谁支付、风险何时转移，选错术语可能让货主多付费用或无法及时投保。',
    summaryEn: 'The trade term decides who pays the freight and when the risk passes; the wrong one can cost money or leave cargo uninsured.',
    contentCn: p(
      'FOB（船上交货）：卖方负责出口报关并将货物装上买方指定的船舶，货物装船后风险转移给买方；海运费与保险由买方安排。国外客户指定货代时，多采用FOB。',
      'CIF（成本、保险加运费）：卖方安排并支付至目的港的运费和最低险别的保险，但风险仍在装船时转移给买方。卖方负责订舱，更便于掌握船期。',
      '《通则2020》建议集装箱货物使用FCA、CPT、CIP等适用于各种运输方式的术语，因为货物通常在码头或仓库交给承运人，而不是在船上。如需调整术语，请与我们的销售确认对应的费用划分。',
    ),
    contentEn: p(
      'FOB (Free On Board): the seller clears export and loads the goods on the vessel the buyer names; risk passes once the goods are on board, and the buyer arranges freight and insurance. It is common when the overseas buyer nominates the forwarder.',
      'CIF (Cost, Insurance and Freight): the seller books and pays the freight to the port of destination and minimum insurance cover, but the risk still passes on loading. The seller controls the booking and so the sailing.',
      'Incoterms 2020 recommends FCA, CPT or CIP for containerised cargo, because containers are handed to the carrier at a terminal or warehouse, not on board. If you change terms, ask your sales contact how the charges split.',
    ),
  },
  {
    tabId: 1,
    publishedAt: '2026-05-27T10:00:00+08:00',
    titleCn: '锂电池海运出口须知：UN3480、UN3481与UN3091',
    titleEn: 'Shipping lithium batteries by sea: UN3480, UN3481 and UN3091',
    summaryCn: '锂电池及含电池产品属于第9类危险品，出运前需确认UN编号、准备UN38.3测试报告与危险品包装。',
    summaryEn: 'Lithium batteries and products containing them are class 9 dangerous goods: confirm the UN number and prepare the UN38.3 report and DG packaging before shipping.',
    contentCn: p(
      '单独运输的锂离子电池为UN3480；与设备包装在一起或安装在设备中的为UN3481；锂金属电池对应UN3090与UN3091。不同编号的包装与申报要求不同，请以产品实际情况为准。',
      '出运前需准备：UN38.3测试概要、MSDS、危险品包装性能与使用鉴定结果（危包证），以及货物运输条件鉴定书。电池应防短路、防意外启动，外包装加贴第9类危险品标签与锂电池标记。',
      '我司可承接锂电池整箱与拼箱出口，订舱前请将资料发给销售审核，船公司批准后再安排进仓。',
    ),
    contentEn: p(
      'Lithium-ion batteries shipped on their own are UN3480; packed with or contained in equipment, UN3481; lithium-metal batteries are UN3090 and UN3091. Packing and declaration rules differ by number, so go by what the product actually is.',
      'Before shipping you need the UN38.3 test summary, the MSDS, the DG packaging certificates and a transport classification report. Batteries must be protected against short circuit and accidental activation, and packages labelled with the class 9 label and the lithium battery mark.',
      'We ship lithium batteries by FCL and LCL. Send the papers to your sales contact for review before booking; cargo is received once the carrier has approved it.',
    ),
  },
];

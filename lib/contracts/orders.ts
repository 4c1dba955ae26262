import { z } from 'zod';
import { idField, pageField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';
import { dateField } from './schedules';

/*
 * Booking orders: the order search of /orderSearch (owner: everything; anyone else: stage and
 * dates only), my orders in the workspace, and staff moving an order through its 8 stages.
 */

/** Booking progress of spec §4, in order; an order's `stage` is the 1-based index. */
export const ORDER_STAGES = ['order', 'orderConfirm', 'orderSuccess', 'inGate', 'declare', 'blConfirm', 'billConfirm', 'done'] as const;
export type OrderStageKey = (typeof ORDER_STAGES)[number];
export const STAGE_COUNT = ORDER_STAGES.length;

export const stageKey = (stage: number): OrderStageKey => ORDER_STAGES[Math.min(STAGE_COUNT, Math.max(1, stage)) - 1]!;

/** An order no or a bill no as typed: letters, digits and dashes. */
export const ORDER_NO_MAX = 40;
export const orderNoField = text(ORDER_NO_MAX, { required: true })
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9-]{4,40}$/.test(v), { message: 'orderNoFormat' });

// GET /orderSearch?no= – an order by its order no or bill no. Owner (logged in): every field;
//   anyone else: the public view (numbers, stage and dates). 404 orderNotFound.
export const orderSearchQuery = z.object({ no: orderNoField });
export type OrderSearchQuery = z.input<typeof orderSearchQuery>;

export const orderHistoryEntry = z.object({
  stage: z.number().int().min(1).max(STAGE_COUNT),
  /** YYYY-MM-DD HH:mm:ss in China time */
  time: z.string(),
  /** who moved it: user | staff | system (the owner also gets the name and the note) */
  actorType: z.string(),
  actorName: z.string().optional(),
  note: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const freightLine = z.object({ containerType: z.string(), quantity: z.number().int(), unitPrice: z.string() });

/** The owner's view of an order (all of spec §3 "Booking"). */
export const orderDetail = z.object({
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  customerService: z.string(),
  customerServicePhone: z.string(),
  polCode: z.string(),
  polName: z.string(),
  podCode: z.string(),
  podName: z.string(),
  transferCode: z.string(),
  transferName: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  routeCode: z.string(),
  payType: z.string(),
  transportMode: z.string(),
  billType: z.string(),
  goodsType: z.string(),
  trailer: z.boolean(),
  inContainerLoading: z.boolean(),
  customs: z.boolean(),
  insurance: z.boolean(),
  shipper: z.string(),
  consignee: z.string(),
  notifyParty: z.string(),
  secondNotifyParty: z.string(),
  remark: z.string(),
  marks: z.string(),
  packages: z.number().int(),
  packageUnit: z.string(),
  goodsDescription: z.string(),
  grossWeightKg: z.string(),
  volumeCbm: z.string(),
  freightLines: z.array(freightLine),
  currency: z.string(),
  total: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** What the order search answers. `detail` only for the order's owner (view 'owner'). */
export const orderSearchResult = z.object({
  view: z.enum(['owner', 'public']),
  orderNo: z.string(),
  billNo: z.string(),
  stage: z.number().int().min(1).max(STAGE_COUNT),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
  updateTime: z.string(),
  /** YYYY-MM-DD */
  etd: z.string(),
  history: z.array(orderHistoryEntry),
  detail: orderDetail.optional(),
});
export type OrderSearchResult = z.infer<typeof orderSearchResult>;
export const orderSearchAnswer = okEnvelope(orderSearchResult);

/** The fields a stranger's answer has, exactly (tests check nothing else leaks). */
export const PUBLIC_ORDER_FIELDS = ['view', 'orderNo', 'billNo', 'stage', 'createTime', 'updateTime', 'etd', 'history'] as const;

// GET /weborder/myOrders?orderStatus=&keyword=&page=&pageSize= – the logged-in user's orders (spec
//   §3 "Order list"), newest first. orderStatus: 1 … 8 (a stage; default 1), 0 = every stage.
export const myOrdersQuery = z.object({
  orderStatus: z.coerce.number().int().min(0).max(STAGE_COUNT).default(1),
  keyword: text(ORDER_NO_MAX).default(''),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;

export const orderListRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  bill_no: z.string(),
  create_time: z.string(),
  shipping: z.string(),
  port_start: z.string(),
  port_end: z.string(),
  etd: z.string(),
  ctnType: z.string(),
  additional_service: z.string(),
  customer: z.string(),
  stage: z.number().int(),
});
export type OrderListRow = z.infer<typeof orderListRow>;
export const myOrdersAnswer = rowsEnvelope(orderListRow).extend({ counts: z.record(z.string(), z.number().int()).optional() });

// GET /weborder/orderDetail?id= – one of the user's own orders (404 for anyone else's).
export const orderDetailQuery = z.object({ id: idField });
export const orderDetailAnswer = okEnvelope(orderSearchResult.extend({ id: z.number().int() }));

// POST /staff/orders/stage – staff move an order to a stage (forward or back), optionally setting
//   the bill no (required from B/L Confirm on when the order has none). Recorded and mailed.
export const BILL_NO_MAX = 30;
export const orderStageInput = z.object({
  id: idField,
  stage: z.number().int().min(1).max(STAGE_COUNT),
  billNo: text(BILL_NO_MAX)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z0-9]{6,30}$/.test(v), { message: 'billNoFormat' })
    .optional(),
  note: text(200, { multiline: true }).optional(),
});
export type OrderStageInput = z.input<typeof orderStageInput>;
export const orderStageAnswer = okEnvelope(z.object({ id: z.number().int(), stage: z.number().int(), billNo: z.string() }));

// GET /staff/orders?stage=&keyword=&customer=&from=&to=&page= – this company's orders for staff:
//   keyword matches order no, bill no, ports or vessel; customer the customer or contact name;
//   from/to (YYYY-MM-DD, China time, inclusive) the day the order was created.
const optionalDate = dateField.optional().or(z.literal('').transform(() => undefined));
export const staffOrdersQuery = z
  .object({
    stage: z.coerce.number().int().min(0).max(STAGE_COUNT).default(0),
    keyword: text(ORDER_NO_MAX).default(''),
    customer: text(100).default(''),
    from: optionalDate,
    to: optionalDate,
    page: pageField.default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'dateRange', path: ['to'] });
export type StaffOrdersQuery = z.input<typeof staffOrdersQuery>;
export const staffOrdersAnswer = myOrdersAnswer;

// GET /staff/orders/detail?id= – one order of this company with every field and its full history
//   (actor and note of each change). 404 orderNotFound for another company's order.
export const staffOrderDetailQuery = z.object({ id: idField });
export const staffOrderDetail = orderSearchResult.extend({
  id: z.number().int(),
  detail: orderDetail,
  /** the customer's account (mobile or email), '' for an order without one */
  account: z.string(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;
export const staffOrderDetailAnswer = okEnvelope(staffOrderDetail);

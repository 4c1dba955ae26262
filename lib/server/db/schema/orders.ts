import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { salesContacts, users } from './people';
import { staffUsers, storedFiles } from './accounts';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One freight line of a booking: container type, quantity, unit price (USD). */
export type FreightLine = { containerType: string; quantity: number; unitPrice: string };

type OrderTextColumns = Record<'orderNo' | 'billNo' | 'polNameEn' | 'polNameCn' | 'podNameEn' | 'podNameCn' | 'vessel', AnyPgColumn>;

/**
 * What the order lists' keyword searches: order no, bill no, both ports in both languages and the vessel, one
 * line each. One text (not seven conditions) so that one trigram index serves a contains-search; the
 * query and the index must spell it alike.
 */
export const orderKeywordText = (t: OrderTextColumns) =>
  sql`${t.orderNo} || E'\\n' || ${t.billNo} || E'\\n' || ${t.polNameEn} || E'\\n' || ${t.polNameCn} || E'\\n' || ${t.podNameEn} || E'\\n' || ${t.podNameCn} || E'\\n' || ${t.vessel}`;

/** What the staff list's customer filter searches: the customer and the contact, one line each. */
export const orderCustomerText = (t: Record<'customerName' | 'contactName', AnyPgColumn>) => sql`${t.customerName} || E'\\n' || ${t.contactName}`;

/**
 * Booking orders (spec §3 "Booking", "Order list"; §4 "Booking progress"). `stage` is 1 … 8:
 * Order, Order Confirm, Order Success, In Gate, Declare, B/L Confirm, Bill Confirm, Done. Ports are
 * kept as UN/LOCODE with their names at booking time, so an order reads the same after a port is
 * renamed. Weights and volumes have three decimals.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNo: text('order_no').notNull(),
    billNo: text('bill_no').notNull().default(''),
    stage: smallint('stage').notNull().default(1),
    salesContactId: integer('sales_contact_id').references(() => salesContacts.id, { onDelete: 'set null' }),
    /** Where the booking started: 'rate:<id>', 'sailing:<id>' or ''. */
    sourceRef: text('source_ref').notNull().default(''),
    // identity and contact
    customerName: text('customer_name').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    // route and carrier
    polCode: text('pol_code').notNull(),
    polNameCn: text('pol_name_cn').notNull(),
    polNameEn: text('pol_name_en').notNull(),
    podCode: text('pod_code').notNull(),
    podNameCn: text('pod_name_cn').notNull(),
    podNameEn: text('pod_name_en').notNull(),
    /** '' for a direct sailing, else the UN/LOCODE of the transshipment port */
    transferCode: text('transfer_code').notNull().default(''),
    transferName: text('transfer_name').notNull().default(''),
    etd: date('etd', { mode: 'string' }).notNull(),
    carrierCode: text('carrier_code').notNull(),
    vessel: text('vessel').notNull().default(''),
    voyage: text('voyage').notNull().default(''),
    routeCode: text('route_code').notNull().default(''),
    // terms and handling
    payType: text('pay_type').notNull(),
    transportMode: text('transport_mode').notNull(),
    billType: text('bill_type').notNull(),
    goodsType: text('goods_type').notNull(),
    trailer: boolean('trailer').notNull().default(false),
    inContainerLoading: boolean('in_container_loading').notNull().default(false),
    customs: boolean('customs').notNull().default(false),
    insurance: boolean('insurance').notNull().default(false),
    // parties
    shipper: text('shipper').notNull(),
    consignee: text('consignee').notNull(),
    notifyParty: text('notify_party').notNull().default(''),
    secondNotifyParty: text('second_notify_party').notNull().default(''),
    // cargo
    remark: text('remark').notNull().default(''),
    marks: text('marks').notNull().default(''),
    packages: integer('packages').notNull(),
    packageUnit: text('package_unit').notNull().default('CTNS'),
    goodsDescription: text('goods_description').notNull(),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }).notNull(),
    volumeCbm: numeric('volume_cbm', { precision: 14, scale: 3 }).notNull(),
    // freight
    freightLines: jsonb('freight_lines').$type<FreightLine[]>().notNull().default([]),
    currency: text('currency').notNull().default('USD'),
    /** cn | en: the language of the mails and event notes its owner gets (the request's, when it was made) */
    locale: text('locale').notNull().default('cn'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The order search: by order no, or by bill no (the newest first).
    uniqueIndex('orders_company_no_uq').on(t.companyId, t.orderNo),
    index('orders_company_bill_idx').on(t.companyId, t.billNo, t.createdAt),
    // My orders (by owner, all stages or one) and the staff list (by company, all stages or one): newest first, a page at a time
    // (read backwards: created_at desc, id desc).
    index('orders_user_created_idx').on(t.companyId, t.userId, t.createdAt, t.id),
    index('orders_user_stage_idx').on(t.companyId, t.userId, t.stage, t.createdAt, t.id),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_company_stage_idx').on(t.companyId, t.stage, t.createdAt, t.id),
    // The keyword and customer filters of both lists (ILIKE '%…%'): trigram indexes on the texts they search.
    index('orders_keyword_trgm_idx').using('gin', sql`(${orderKeywordText(t)}) gin_trgm_ops`),
    index('orders_customer_trgm_idx').using('gin', sql`(${orderCustomerText(t)}) gin_trgm_ops`),
    check('orders_stage_ck', sql`${t.stage} between 1 and 8`),
  ],
);

/** Every stage an order reached, with its time and who moved it (the user, a staff member, the system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: smallint('stage').notNull(),
    /** user | staff | system */
    actorType: text('actor_type').notNull(),
    actorName: text('actor_name').notNull().default(''),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Premium spot space (spec §2 /lookPresentCabin, §5 "Space booking"): guaranteed space on one
 * sailing. `remaining` is taken by one conditional update and can never go below 0.
 */
export const spotOffers = pgTable(
  'spot_offers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    carrierCode: text('carrier_code').notNull(),
    polCode: text('pol_code').notNull(),
    podCode: text('pod_code').notNull(),
    etd: date('etd', { mode: 'string' }).notNull(),
    vessel: text('vessel').notNull().default(''),
    voyage: text('voyage').notNull().default(''),
    containerType: text('container_type').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    remaining: integer('remaining').notNull(),
    /** per container, USD */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** per container, CNY, paid by QR code when reserving */
    prepaidFee: numeric('prepaid_fee', { precision: 12, scale: 2 }).notNull(),
    /** per container, CNY, kept when booked space is not used */
    deadSpaceFee: numeric('dead_space_fee', { precision: 12, scale: 2 }).notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('spot_offers_company_idx').on(t.companyId, t.etd),
    uniqueIndex('spot_offers_natural_uq').on(t.companyId, t.carrierCode, t.polCode, t.podCode, t.etd, t.containerType),
    check('spot_offers_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.totalQuantity}`),
  ],
);

/**
 * A reservation of spot space (spec §3 "Reservation", §4 statuses): unpaid (the 3-minute QR window),
 * cancelled (window ended unpaid), inHand (paid: accepted, under review), completed, refused or
 * returned (with reason). `quantityHeld` is true while its quantity is taken from the offer; giving
 * it back clears it in the same conditional update, so it happens exactly once.
 */
export const spotReservations = pgTable(
  'spot_reservations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => spotOffers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderCode: text('order_code').notNull(),
    billNo: text('bill_no').notNull().default(''),
    quantity: integer('quantity').notNull(),
    contactName: text('contact_name').notNull(),
    contactCompany: text('contact_company').notNull(),
    contactPhone: text('contact_phone').notNull(),
    attorneyFileId: integer('attorney_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    attorneyFileName: text('attorney_file_name').notNull().default(''),
    /** totals of this reservation, CNY: a fee of at most 9,999,999.99 times up to 10,000 containers fits */
    prepaidFee: numeric('prepaid_fee', { precision: 16, scale: 2 }).notNull(),
    deadSpaceFee: numeric('dead_space_fee', { precision: 16, scale: 2 }).notNull(),
    /** unpaid | cancelled | inHand | completed | refused | returned */
    status: text('status').notNull().default('unpaid'),
    reason: text('reason').notNull().default(''),
    quantityHeld: boolean('quantity_held').notNull().default(true),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    auditAt: timestamp('audit_at', { withTimezone: true }),
    /** cn | en: the language of the mails and event notes its owner gets (the request's, when it was made) */
    locale: text('locale').notNull().default('cn'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('spot_reservations_code_uq').on(t.companyId, t.orderCode),
    index('spot_reservations_user_idx').on(t.companyId, t.userId, t.createdAt),
    index('spot_reservations_due_idx').on(t.status, t.payDeadline),
    check('spot_reservations_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Status changes of a reservation, with time and actor. */
export const spotReservationEvents = pgTable(
  'spot_reservation_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => spotReservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorType: text('actor_type').notNull(),
    actorName: text('actor_name').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('spot_reservation_events_idx').on(t.reservationId, t.createdAt)],
);

/**
 * Payments of reservations, one per QR code shown. `outTradeNo` is what the provider (sandbox
 * wallet, WeChat Pay) knows; a notification is applied once (status moves only from pending).
 */
export const spotPayments = pgTable(
  'spot_payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => spotReservations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    /** fen (CNY cents); 64-bit: a reservation's prepaid total can pass 2^31 fen (¥21,474,836.47) */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending | paid | refunded | closed */
    status: text('status').notNull().default('pending'),
    providerTradeNo: text('provider_trade_no').notNull().default(''),
    /** what the QR code encodes, as the provider gave it (WeChat Pay's weixin://… code_url) */
    codeUrl: text('code_url').notNull().default(''),
    /** the provider's id of the refund once it accepted the request ('' until then; status 'refunded' is the decision) */
    refundId: text('refund_id').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spot_payments_trade_uq').on(t.outTradeNo), index('spot_payments_reservation_idx').on(t.reservationId)],
);

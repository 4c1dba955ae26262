import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './company';
import { users } from './people';
import { carriers } from './ports';

/*
 * Cargo tracking. Times of events and milestones are local clock times of the place they happen
 * (as carriers report them), stored without zone; created/updated stamps are real instants.
 */

/** An ocean bill of lading (master bill) and its voyage. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    billNo: text('bill_no').notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    vessel: text('vessel').notNull().default(''),
    voyage: text('voyage').notNull().default(''),
    /** UN/LOCODEs */
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    /** FCL, or LCL for a consolidation's master bill */
    mode: text('mode').notNull().default('FCL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipments_company_bill_uq').on(t.companyId, t.billNo)],
);

export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    /** ISO size-type as forwarders write it: 20GP, 40GP, 40HC, 45HC … */
    sizeType: text('size_type').notNull().default(''),
    seal: text('seal').notNull().default(''),
  },
  (t) => [uniqueIndex('shipment_containers_uq').on(t.shipmentId, t.containerNo), index('shipment_containers_no_idx').on(t.companyId, t.containerNo)],
);

/** An event of a shipment; `containerNo` '' for what concerns the whole bill (a vessel's departure). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull().default(''),
    kind: text('kind').notNull(),
    /** UN/LOCODE of the place */
    location: text('location').notNull(),
    facility: text('facility').notNull().default(''),
    occurredAt: timestamp('occurred_at').notNull(),
    vessel: text('vessel').notNull().default(''),
    voyage: text('voyage').notNull().default(''),
    /** staff, import, or carrier (a carrier's Track & Trace reported it) */
    source: text('source').notNull().default('staff'),
    /** ACT (it happened), or a carrier's EST (estimated) / PLN (planned) time of what is still to come */
    classifier: text('classifier').notNull().default('ACT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_uq').on(t.shipmentId, t.containerNo, t.kind, t.location, t.occurredAt, t.classifier),
    index('tracking_events_shipment_idx').on(t.shipmentId),
  ],
);

/** An LCL house bill: one shipper's cargo, consolidated at a CFS into a container of a master bill. */
export const houseBills = pgTable(
  'house_bills',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    hblNo: text('hbl_no').notNull(),
    /** The master bill and container it was stuffed into (null / '' until stuffed) */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    containerNo: text('container_no').notNull().default(''),
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    originCfs: text('origin_cfs').notNull().default(''),
    destinationCfs: text('destination_cfs').notNull().default(''),
    packages: integer('packages').notNull().default(0),
    packageType: text('package_type').notNull().default('CTNS'),
    bookedCbm: numeric('booked_cbm', { precision: 10, scale: 3 }).notNull().default('0'),
    bookedKg: numeric('booked_kg', { precision: 12, scale: 3 }).notNull().default('0'),
    /** Measured at the CFS on receipt */
    measuredCbm: numeric('measured_cbm', { precision: 10, scale: 3 }),
    measuredKg: numeric('measured_kg', { precision: 12, scale: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('house_bills_company_no_uq').on(t.companyId, t.hblNo)],
);

/** A consolidation milestone of a house bill: when it was planned and when it happened. */
export const houseBillMilestones = pgTable(
  'house_bill_milestones',
  {
    houseBillId: integer('house_bill_id')
      .notNull()
      .references(() => houseBills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    location: text('location').notNull().default(''),
    facility: text('facility').notNull().default(''),
    plannedAt: timestamp('planned_at'),
    actualAt: timestamp('actual_at'),
  },
  (t) => [primaryKey({ columns: [t.houseBillId, t.kind] })],
);

/** A user's subscription to a bill, container or house bill: each new event is mailed once; house bills can also alert on delays. */
export const trackingSubscriptions = pgTable(
  'tracking_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** bill | container | hbl */
    refType: text('ref_type').notNull(),
    refNo: text('ref_no').notNull(),
    /** House bills: mail when a milestone is later than planned by more than this many hours */
    delayHours: integer('delay_hours'),
    /** cn | en: the language of the mails */
    locale: text('locale').notNull().default('cn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address was proven (the owner's own account email, or the mailed link opened); no tracking mail goes out before */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the token of the confirmation link last mailed, and until when it confirms */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the owner paused it (null: active): nothing is mailed meanwhile, and what happened meanwhile is not mailed on resume. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_subscriptions_uq').on(t.companyId, t.userId, t.refType, t.refNo),
    index('tracking_subscriptions_company_idx').on(t.companyId),
    uniqueIndex('tracking_subscriptions_confirm_uq').on(t.confirmTokenHash),
  ],
);

/** What a subscription has been told (or was current when it started): `event:<id>` or `delay:<milestone>`. Each key mails at most once. */
export const trackingNotices = pgTable(
  'tracking_notices',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => trackingSubscriptions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    mailed: integer('mailed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.key] })],
);

/**
 * A number a carrier's Track & Trace (DCSA TNT) knows, per carrier connection: when it was last
 * asked (lookups within a few minutes are answered from the stored events) and, while users of the
 * company follow the number, the carrier's event subscription that pushes its events here.
 */
export const carrierTrackingRefs = pgTable(
  'carrier_tracking_refs',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** the carrier connection asked (CarrierEndpoint.connectionId; 0: the demo carrier) */
    connectionId: integer('connection_id').notNull(),
    carrierName: text('carrier_name').notNull().default(''),
    /** bill (transportDocumentReference), booking (carrierBookingReference) or container (equipmentReference) */
    refType: text('ref_type').notNull(),
    refNo: text('ref_no').notNull(),
    /** the bill its events are stored under */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    /** last answer or push taken from the carrier */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** last time the carrier was asked, answered or not */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    /** a 429's Retry-After: the carrier is not asked again before */
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    /** the carrier's subscription (its subscriptionID) and the secret that signs its pushes, encrypted (lib/server/carriers/secrets.ts) */
    subscriptionId: text('subscription_id'),
    subscriptionSecret: text('subscription_secret'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('carrier_tracking_refs_uq').on(t.companyId, t.connectionId, t.refType, t.refNo), uniqueIndex('carrier_tracking_refs_subscription_uq').on(t.subscriptionId)],
);

/** The pushes taken from a carrier subscription, by the SHA-256 of their body: the same push sent again is refused. */
export const carrierPushReceipts = pgTable(
  'carrier_push_receipts',
  {
    refId: integer('ref_id')
      .notNull()
      .references(() => carrierTrackingRefs.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.refId, t.digest] })],
);

import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { carriers, ports } from './ports';
import { rateSubscriptions } from './content';
import { users } from './people';
import { staffUsers } from './accounts';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An itemized charge of a rate (THC, document fee, BAF …), each in its own currency. */
export type SurchargeItem = {
  code: string;
  nameCn: string;
  nameEn: string;
  amount: number;
  currency: string;
  /** per 'cbm' / 'ton' (of the chargeable unit, LCL), per 'bill', per 'container' (FCL), per 'kg' (air) */
  unit: 'cbm' | 'bill' | 'container' | 'kg';
};

/**
 * Prices of a rate by kind (lib/contracts/rates.ts checks the shape): LCL { perCbm, perTon, minCharge },
 * FCL { gp20, gp40, hq40, hq45 }, air { min, kg45, kg100, kg300, kg500, kg1000 }, spot { gp20, gp40, hq40 }.
 * All in the rate's `currency`.
 */
export type RatePrices = Record<string, number>;

/**
 * Freight rates of a company: one row per lane, carrier (or co-loader) and kind. Search reads them
 * through an in-memory index per company (lib/server/rates/index.ts) checked against
 * companies.rates_version, like ports.
 */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** lcl | fcl | air | spot */
    kind: text('kind').$type<'lcl' | 'fcl' | 'air' | 'spot'>().notNull(),
    polId: integer('pol_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    polTerminal: text('pol_terminal').notNull().default(''),
    podId: integer('pod_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    podTerminal: text('pod_terminal').notNull().default(''),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    /** An NVOCC consolidator that loads the box (LCL), shown instead of / beside the carrier. */
    coLoader: text('co_loader').notNull().default(''),
    route: text('route').notNull().default(''),
    routeEn: text('route_en').notNull().default(''),
    routeCode: text('route_code').notNull().default(''),
    /** DIR (direct) or VIA (transhipment at viaPortId) */
    transit: text('transit').$type<'DIR' | 'VIA'>().notNull().default('DIR'),
    viaPortId: integer('via_port_id').references(() => ports.id, { onDelete: 'set null' }),
    transitDays: smallint('transit_days').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** ISO 4217 of the freight prices (ocean freight usually USD) */
    currency: text('currency').notNull().default('USD'),
    prices: jsonb('prices').$type<RatePrices>().notNull(),
    surcharges: jsonb('surcharges').$type<SurchargeItem[]>().notNull().default([]),
    billFee: numeric('bill_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    billFeeCurrency: text('bill_fee_currency').notNull().default('CNY'),
    /** 1 = MON … 7 = SUN */
    cutoffWeekday: smallint('cutoff_weekday').notNull(),
    /** Bit n-1 set = sails on weekday n (1 = MON … 7 = SUN). */
    sailingDays: smallint('sailing_days').notNull(),
    /** 1 Available, 2 Tight, 3 Overload, 4 Suspended, 5 Lineup */
    spaceStatus: smallint('space_status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    remarkEn: text('remark_en').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rates_company_lane_idx').on(t.companyId, t.kind, t.polId, t.podId),
    // a company's rates a page at a time, in id order (loadRates, when an index is built)
    index('rates_company_id_idx').on(t.companyId, t.id),
  ],
);

/** Every price change of a rate: who, when, the old and the new prices (a new rate: old is null). */
export const ratePriceHistory = pgTable(
  'rate_price_history',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    oldPrices: jsonb('old_prices').$type<RatePrices>(),
    newPrices: jsonb('new_prices').$type<RatePrices>().notNull(),
    currency: text('currency').notNull(),
    changedByStaffId: integer('changed_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The name shown in the history ('系统导入' for the seed's import). */
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_price_history_rate_idx').on(t.rateId, t.changedAt)],
);

/**
 * Rate access granted by staff to one user (companies with programJurisdictionFlag on: a certified
 * user sees prices only with a grant).
 */
export const rateAccessGrants = pgTable(
  'rate_access_grants',
  {
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedByStaffId: integer('granted_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rate_access_grants_uq').on(t.companyId, t.userId)],
);

/** Quotations saved by users from a rate row: the rate and the computed price frozen at saving. */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quotationNo: text('quotation_no').notNull(),
    rateId: integer('rate_id').references(() => rates.id, { onDelete: 'set null' }),
    /** The cargo as entered (quantity, packageType, grossWeight, volume, customerType). */
    cargo: jsonb('cargo').$type<Record<string, string | number>>().notNull(),
    /** The lane and rate as quoted, and the itemized price (lib/contracts/rates.ts QuotationDetail). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quotations_no_uq').on(t.companyId, t.quotationNo), index('quotations_user_idx').on(t.companyId, t.userId, t.createdAt)],
);

/** Rate alert mails sent: at most one per subscription (a subscriber's lane) per day. */
export const rateAlertSends = pgTable(
  'rate_alert_sends',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => rateSubscriptions.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_alert_sends_uq').on(t.subscriptionId, t.sentOn)],
);

/** Per company: bumped on every rate change so in-memory rate indexes rebuild (see companies.portsVersion). */
export const rateVersions = pgTable('rate_versions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

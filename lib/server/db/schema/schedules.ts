import { isNull, sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carrierConnections } from './carrierConnections';
import { companies } from './company';
import { carriers, ports } from './ports';

/** One call of a service's rotation: hours after the loop's first arrival, and how long the ship stays. */
export type RotationCall = { port: string; arriveHour: number; stayHours: number; terminal?: string };

/** Container ships: reference data shared by all companies (a ship is the same ship for everyone). */
export const vessels = pgTable('vessels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** IMO number when known, else '' */
  imo: text('imo').notNull().default(''),
  /** Operating carrier */
  carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
  teu: integer('teu').notNull().default(0),
  flag: text('flag').notNull().default(''),
});

/**
 * A carrier service (loop) a company sells: its code, trade, weekly rotation and the ships that
 * sail it. Dated sailings are generated from it (lib/server/schedules/generate.ts).
 */
export const scheduleServices = pgTable(
  'schedule_services',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    /** Trade lane key (lib/contracts/schedules.ts TRADES) */
    trade: text('trade').notNull(),
    /** Voyage suffix of this direction: W, E, N, S */
    bound: text('bound').notNull().default('W'),
    /** ISO weekday (1 Monday … 7 Sunday) of the first call's arrival */
    weekday: smallint('weekday').notNull(),
    /** Hour of day of the first call's arrival */
    startHour: smallint('start_hour').notNull().default(6),
    rotation: jsonb('rotation').$type<RotationCall[]>().notNull(),
    /** Vessel ids in the order they take the weekly departures */
    fleet: jsonb('fleet').$type<number[]>().notNull(),
    /** Voyage number of the first ship's first generated voyage; each round of the fleet adds one */
    voyageBase: integer('voyage_base').notNull().default(1),
    /** Monday of the week the voyage numbering counts from */
    epoch: date('epoch').notNull(),
    active: smallint('active').notNull().default(1),
    /** staff: a pro-forma loop sailings are generated from; carrier: a service named by a carrier's DCSA schedules (never generated from) */
    source: text('source').$type<'staff' | 'carrier'>().notNull().default('staff'),
  },
  (t) => [uniqueIndex('schedule_services_company_code_uq').on(t.companyId, t.carrierId, t.code), index('schedule_services_company_idx').on(t.companyId)],
);

/** One dated voyage of a service. Times of its calls are the ports' local times (stored without zone). */
export const sailings = pgTable(
  'sailings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => scheduleServices.id, { onDelete: 'cascade' }),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    voyage: text('voyage').notNull(),
    /** Monday of the week of the first call */
    week: date('week').notNull(),
    /** scheduled | cancelled (blank sailing) */
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Provenance: the carrier connection whose DCSA schedules brought it (null: generated or entered by staff) */
    sourceConnectionId: integer('source_connection_id').references(() => carrierConnections.id, { onDelete: 'cascade' }),
    /** The carrier's identity of the voyage: service|vessel|voyage (null for staff sailings) */
    sourceKey: text('source_key'),
    /** When the carrier last sent it (null for staff sailings) */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [
    // A pro-forma loop has one sailing a week; a carrier's voyages are keyed by the carrier's own identity.
    uniqueIndex('sailings_service_week_uq').on(t.serviceId, t.week).where(isNull(t.sourceConnectionId)),
    uniqueIndex('sailings_source_uq').on(t.sourceConnectionId, t.sourceKey).where(sql`${t.sourceConnectionId} is not null`),
    index('sailings_company_week_idx').on(t.companyId, t.week),
  ],
);

export const sailingCalls = pgTable(
  'sailing_calls',
  {
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    terminal: text('terminal').notNull().default(''),
    eta: timestamp('eta').notNull(),
    etd: timestamp('etd').notNull(),
    /** Container-yard cutoff at this port */
    cutoff: timestamp('cutoff').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sailingId, t.seq] }), index('sailing_calls_port_etd_idx').on(t.portId, t.etd)],
);

/** Bumped on every change of a company's schedules: in-memory sailing indexes rebuild when it moves. */
export const scheduleVersions = pgTable('schedule_versions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

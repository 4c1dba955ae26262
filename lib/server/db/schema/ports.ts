import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';

/** A sea port offered by a company. `code` is the UN/LOCODE (e.g. CNNGB). */
export const ports = pgTable(
  'ports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    countryNameEn: text('country_name_en').notNull(),
    logo: text('logo').notNull().default(''),
    isOrigin: boolean('is_origin').notNull().default(false),
    isDestination: boolean('is_destination').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    /** Importance in search suggestions within one match class: annual container throughput, thousand TEU. */
    rank: integer('rank').notNull().default(0),
  },
  (t) => [uniqueIndex('ports_company_code_uq').on(t.companyId, t.code), index('ports_company_idx').on(t.companyId)],
);

/** Destination tabs of the port recommendation popover (spec §3 "Route group"). */
export const routeGroups = pgTable(
  'route_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    routeName: text('route_name').notNull(),
    routeNameEn: text('route_name_en').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('route_groups_company_idx').on(t.companyId)],
);

export const routeGroupPorts = pgTable(
  'route_group_ports',
  {
    routeGroupId: integer('route_group_id')
      .notNull()
      .references(() => routeGroups.id, { onDelete: 'cascade' }),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('route_group_ports_uq').on(t.routeGroupId, t.portId)],
);

/** Ocean carriers: reference data shared by all companies. `code` is the SCAC. */
export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  shortName: text('short_name').notNull(),
  country: text('country').notNull(),
  alliance: text('alliance').notNull().default(''),
  logo: text('logo').notNull().default(''),
});

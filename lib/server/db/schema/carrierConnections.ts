import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { users } from './people';
import { carriers } from './ports';

/**
 * A company's connection to one carrier's DCSA APIs (Commercial Schedules, Track & Trace): where to
 * call, how to authenticate, and what the last run did. The secret (API key or OAuth2 client
 * secret) is stored encrypted (lib/server/carriers/secrets.ts), never in clear.
 */
export const carrierConnections = pgTable(
  'carrier_connections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'restrict' }),
    /** Base URL the API paths are appended to (https://api.carrier.example/dcsa/cs → …/v1/point-to-point-routes) */
    baseUrl: text('base_url').notNull(),
    /** apiKey: the key in a header; oauth2: client-credentials token sent as a bearer */
    authKind: text('auth_kind').$type<'apiKey' | 'oauth2'>().notNull(),
    /** apiKey: the header name (e.g. API-Key, Consumer-Key) */
    apiKeyHeader: text('api_key_header').notNull().default(''),
    /** oauth2: token endpoint, client id and scope */
    tokenUrl: text('token_url').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    scope: text('scope').notNull().default(''),
    /** The API key or client secret, AES-256-GCM with CARRIER_SECRET_KEY (v1.<iv>.<tag>.<data>, base64url) */
    secretEnc: text('secret_enc').notNull(),
    /** The last four characters of the secret, to recognise it in the console */
    secretHint: text('secret_hint').notNull().default(''),
    /** Which DCSA interfaces to use: CS, TNT */
    apis: jsonb('apis').$type<('CS' | 'TNT')[]>().notNull(),
    /** How many weeks ahead schedules are fetched */
    horizonWeeks: smallint('horizon_weeks').notNull().default(6),
    enabled: boolean('enabled').notNull().default(true),
    /** Schedules: start of the last run, its outcome (ok | partial | failed) and a short reason */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastStatus: text('last_status').notNull().default(''),
    lastMessage: text('last_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrier_connections_company_carrier_uq').on(t.companyId, t.carrierId), index('carrier_connections_company_idx').on(t.companyId)],
);

/**
 * Keys of a company's customers for the portal's own DCSA endpoints (/dcsa/cs/v1/…): only a
 * hash is stored; the key is shown once when created.
 */
export const dcsaApiKeys = pgTable(
  'dcsa_api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who the key is for (the customer's system, e.g. "ACME TMS") */
    name: text('name').notNull(),
    /** The customer account the key was issued to */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key's first characters, shown in the console to tell keys apart */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole key, hex */
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dcsa_api_keys_hash_uq').on(t.keyHash), index('dcsa_api_keys_company_idx').on(t.companyId)],
);

import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { users } from './people';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One-time codes: 'register' (a new account's phone or email) and 'contact' (a logged-in user's new
 * login phone or email: `userId` is the user who asked, and only that user can use it). Only the
 * code's hash is kept; `attempts` caps guessing.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    purpose: text('purpose').notNull(),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.companyId, t.account, t.purpose)],
);

/** Messages to send (SMS, mail). Without provider keys they stay here, readable in the staff console. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    channel: text('channel').$type<'sms' | 'mail'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    /** queued | sent | failed (gave up after the last attempt) */
    status: text('status').notNull().default('queued'),
    error: text('error').notNull().default(''),
    /** Delivery attempts so far. */
    attempts: smallint('attempts').notNull().default(0),
    /** When a queued message may next be tried; while one is being delivered, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_company_idx').on(t.companyId, t.createdAt), index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * QR-scan login tickets. `id` is the SHA-256 of the ticket; `browserHash` the SHA-256 of the
 * desktop's pre-login cookie, so only the browser that asked can collect the session.
 */
export const qrLoginTickets = pgTable(
  'qr_login_tickets',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    browserHash: text('browser_hash').notNull(),
    mode: text('mode').$type<'builtin' | 'wechat'>().notNull().default('builtin'),
    /** waiting | scanned | confirmed | rejected | used | unbound (WeChat account not linked yet) */
    status: text('status').notNull().default('waiting'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** WeChat openid waiting to be linked by the next account login of this browser */
    wechatOpenId: text('wechat_open_id'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('qr_login_tickets_browser_idx').on(t.companyId, t.browserHash)],
);

/** A WeChat (or other provider) account linked to a user of one company. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_subject_uq').on(t.companyId, t.provider, t.subject)],
);

/**
 * Mailed link tokens (hashed). sendFlag 1 = password reset, 2 = certification link. Single use:
 * `usedAt` is set when consumed.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sendFlag: smallint('send_flag').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Staff accounts: a realm of their own, per company. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    /** e.g. ['certification', 'outbox'], or ['*'] for all */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** admin, sales, operations or content (lib/contracts/staff.ts STAFF_ROLES); '' for a custom set of permissions */
    role: text('role').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_company_username_uq').on(t.companyId, t.username)],
);

/** Staff sessions; `id` is the SHA-256 of the `staff_author` token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Uploaded files (stored under FILES_DIR/<companyId>/ by a random name). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** path relative to FILES_DIR */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);

/** Enterprise certification applications. Status 1 applying, 2 failed (with reason), 3 completed. */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    companyNameCn: text('company_name_cn').notNull(),
    companyNameEn: text('company_name_en').notNull().default(''),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    idCard: text('id_card').notNull(),
    contactPhone: text('contact_phone').notNull(),
    licenceFileId: integer('licence_file_id')
      .notNull()
      .references(() => storedFiles.id),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_company_status_idx').on(t.companyId, t.status), index('certifications_user_idx').on(t.userId)],
);

/** Fixed-window rate-limit counters, shared by every instance through the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    companyId: companyId(),
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.bucket, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/**
 * Browsers that logged in to an account before ("known devices"): the SHA-256 of the long-lived
 * HttpOnly `known_browser` cookie, bound to one account (`realm` user or staff, `subjectId`) of one
 * company. A known browser is not slowed down by failures of the account from elsewhere (see
 * lib/server/auth/loginGuard.ts). It grants nothing else.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    companyId: companyId(),
    realm: text('realm').$type<'user' | 'staff'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.realm, t.subjectId, t.tokenHash] }), index('known_devices_token_idx').on(t.tokenHash)],
);

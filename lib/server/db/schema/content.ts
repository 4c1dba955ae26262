import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { ports } from './ports';
import { users } from './people';

/** Rate alert subscriptions (POST /websubMaskFcl/saveSubMaskFcl). One row per company + email + lane. */
export const rateSubscriptions = pgTable(
  'rate_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribeEmail: text('subscribe_email').notNull(),
    portStartId: integer('port_start_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    portEndId: integer('port_end_id')
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    /** When the mailbox's holder (a manage link, or the owner's own account email) confirmed it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** cn | en: the language of the alerts (the request's, when it was last saved) */
    locale: text('locale').notNull().default('cn'),
    /** When the subscriber paused its alerts (null: active); a paused lane is mailed nothing until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rate_subscriptions_lane_uq').on(t.companyId, t.subscribeEmail, t.portStartId, t.portEndId)],
);

/**
 * Manage links of rate alerts (unsubscribe / manage), mailed to the subscribed address: `id` is the
 * SHA-256 of the token. A token proves the mailbox: its holder may change or delete every
 * subscription of that email on that company.
 */
export const subscriptionTokens = pgTable(
  'subscription_tokens',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscribeEmail: text('subscribe_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_tokens_email_idx').on(t.companyId, t.subscribeEmail)],
);

/** Behaviour tracking (POST /webuser/userPersonasUtil), e.g. type 41 copy phone, 25 copy email. */
export const behaviourEvents = pgTable(
  'behaviour_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('behaviour_events_company_idx').on(t.companyId, t.type)],
);

/** News articles. tabId 1 = industry news, 2 = company news. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tabId: smallint('tab_id').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summaryCn: text('summary_cn').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    contentCn: text('content_cn').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_company_tab_idx').on(t.companyId, t.tabId, t.publishedAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    titleCn: text('title_cn').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    subtitleCn: text('subtitle_cn').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    linkPath: text('link_path').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_company_idx').on(t.companyId)],
);

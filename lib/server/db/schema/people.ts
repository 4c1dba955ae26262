import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';

/** Dedicated sales contacts shown in the floating contact panel (spec §3 "Sales contact"). */
export const salesContacts = pgTable(
  'sales_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    headPic: text('head_pic').notNull().default(''),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** 1 FCL, 2 LCL, 3 air */
    businessId: smallint('business_id').notNull(),
    businessPortName: text('business_port_name').notNull().default(''),
    businessAirPortName: text('business_air_port_name').notNull().default(''),
    /** English of the two above for English pages (empty: the Chinese is shown). */
    businessPortNameEn: text('business_port_name_en').notNull().default(''),
    businessAirPortNameEn: text('business_air_port_name_en').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    qq: text('qq').notNull().default(''),
    email: text('email').notNull().default(''),
    companyAddr: text('company_addr').notNull().default(''),
    companyAddrEn: text('company_addr_en').notNull().default(''),
    /** Sales code carried in registration links (?salesCode=…). */
    salesCode: text('sales_code').notNull().default(''),
    /** The default customer-service contact (kefu) shown to visitors. */
    isDefault: boolean('is_default').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('sales_contacts_company_idx').on(t.companyId),
    // a registration link's ?salesCode= must name one person of the company
    uniqueIndex('sales_contacts_code_uq').on(t.companyId, t.salesCode).where(sql`${t.salesCode} <> ''`),
  ],
);

/** Account manager (kefu) returned by POST /webfclfreight/queryWebMyCustomer. */
export const accountManagers = pgTable(
  'account_managers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    post: text('post').notNull().default(''),
    headPic: text('head_pic').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    qq: text('qq').notNull().default(''),
    skype: text('skype').notNull().default(''),
    splUserName: text('spl_user_name').notNull().default(''),
    splMobile: text('spl_mobile').notNull().default(''),
    splEmail: text('spl_email').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('account_managers_company_idx').on(t.companyId)],
);

/** Registered shippers. Login and certification flows arrive with the accounts issue. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash'),
    nameCn: text('name_cn').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    headPic: text('head_pic').notNull().default(''),
    userType: smallint('user_type').notNull().default(1),
    /** 0 unauthenticated, 1 applying, 2 failed, 3 certified (spec: 3 = certified) */
    certificationStatus: smallint('certification_status').notNull().default(0),
    companyNameCn: text('company_name_cn').notNull().default(''),
    companyNameEn: text('company_name_en').notNull().default(''),
    duty: text('duty').notNull().default(''),
    qq: text('qq').notNull().default(''),
    companyAddr: text('company_addr').notNull().default(''),
    salesContactId: integer('sales_contact_id').references(() => salesContacts.id, { onDelete: 'set null' }),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_company_mobile_uq').on(t.companyId, t.mobile),
    uniqueIndex('users_company_email_uq').on(t.companyId, t.email),
  ],
);

/** Login sessions. `id` is the SHA-256 of the random token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

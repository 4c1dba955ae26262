import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { storedFiles } from './accounts';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The site's editable content, per company and in both languages: service pages, about sections,
 * job openings, downloadable documents, cases and contact offices. One row per item; `kind` names
 * its type and `doc` holds its bilingual text, validated on every write by the kind's schema in
 * lib/contracts/siteContent.ts (and parsed again on read). Only published rows reach the site.
 */
export const siteContent = pgTable(
  'site_content',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** service | about | job | document | case | office */
    kind: text('kind').notNull(),
    /** Stable name of the item within its kind (natural key of the seed, e.g. 'exportLcl'). */
    slug: text('slug').notNull(),
    /** cases: service | advantage | client; documents: guarantee | schedule | freight | form */
    category: text('category').notNull().default(''),
    /** services: the areaIndex of /service?areaIndex=N; about sections: the areaId of /about?areaId=N */
    areaIndex: smallint('area_index'),
    sort: smallint('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    /** documents: the downloadable file */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    /** First publication (the date a case or an opening shows). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_content_slug_uq').on(t.companyId, t.kind, t.slug),
    uniqueIndex('site_content_area_uq').on(t.companyId, t.kind, t.areaIndex),
    index('site_content_list_idx').on(t.companyId, t.kind, t.published, t.sort),
  ],
);

/** Messages sent through the contact form of /about/contact; each is also mailed to sales (outbox). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** lcl | fcl | air | customs | warehousing | other */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** cn | en: the language the visitor wrote in */
    locale: text('locale').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_company_idx').on(t.companyId, t.createdAt)],
);

/** Applications to a job opening, with the résumé (a checked PDF, DOC or DOCX in stored_files). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    jobId: integer('job_id').references(() => siteContent.id, { onDelete: 'set null' }),
    /** The opening's title when applied (the opening may change or close later). */
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    resumeFileId: integer('resume_file_id')
      .notNull()
      .references(() => storedFiles.id),
    locale: text('locale').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('job_applications_company_idx').on(t.companyId, t.createdAt)],
);

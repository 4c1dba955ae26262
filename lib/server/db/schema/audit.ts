import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { staffUsers } from './accounts';

/**
 * The staff console's audit log: one row per staff action, written in the transaction of the change
 * it records (lib/server/audit.ts). `staffName` is kept as it was, so a renamed or removed account
 * still reads right; `before`/`after` hold the changed object's fields (null for a creation/removal).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull().default(''),
    /** what was done: 'certification.approve', 'content.save', 'company.update' … */
    action: text('action').notNull(),
    /** the kind of object: 'certification', 'site_content', 'company', 'news' … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** a one-line description for the list (a title, an account) */
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_time_idx').on(t.companyId, t.createdAt), index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.entityId)],
);

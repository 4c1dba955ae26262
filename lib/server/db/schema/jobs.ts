import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Background jobs (lib/server/jobs). A row is claimed by one process at a time: the claim takes due
 * rows with `FOR UPDATE SKIP LOCKED` and sets a lease (`locked_until`); a process that dies leaves
 * the lease to run out and another takes the job again. A recurring job is one row per name
 * (`every_seconds` set) whose `run_at` moves on after each run, so N processes share one schedule.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued | done | failed (one-off jobs that used up their attempts) */
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed attempts in a row (a success resets it). */
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error').notNull().default(''),
    /** Set for recurring jobs: the period. */
    everySeconds: integer('every_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_recurring_uq').on(t.name).where(sql`${t.everySeconds} is not null`),
  ],
);

import 'server-only';
import { and, count, eq, gte, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDays, BUSINESS_TZ, chinaDate } from '../businessTime';
import { CERT_STATUS } from '../contracts/account';
import { DASHBOARD_DAYS, type DashboardData } from '../contracts/dashboard';
import type { Db } from './db';
import { certifications, contactMessages, jobApplications, orders, outboxMessages, rateAlertSends, rateSubscriptions, spotReservations, users } from './db/schema';

// The companies served are in China: "today" and the days of the charts are Beijing days.

const dayOf = (col: PgColumn) => sql<string>`to_char((${col} at time zone ${sql.raw(`'${BUSINESS_TZ}'`)})::date, 'YYYY-MM-DD')`;

/** The last `n` business days, oldest first, today last. */
export function lastDays(now: Date, n: number): string[] {
  const today = chinaDate(now);
  return Array.from({ length: n }, (_, i) => addDays(today, i - (n - 1)));
}

async function perDay(db: Db, table: PgTable, createdAt: PgColumn, where: SQL | undefined, days: string[]): Promise<{ day: string; n: number }[]> {
  const since = new Date(Date.now() - (days.length + 1) * 86_400_000);
  const d = dayOf(createdAt);
  const rows = await db
    .select({ day: d, n: count() })
    .from(table)
    .where(and(where, gte(createdAt, since)))
    .groupBy(d);
  const by = new Map(rows.map((r) => [r.day, r.n]));
  return days.map((day) => ({ day, n: by.get(day) ?? 0 }));
}

/** The dashboard's figures for one company, computed from the tables that hold them. */
export async function dashboardFor(db: Db, companyId: number, now = new Date()): Promise<DashboardData> {
  const days = lastDays(now, DASHBOARD_DAYS);
  const today = days[days.length - 1]!;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const alertsSince = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * 86_400_000);
  const alertDay = dayOf(rateAlertSends.createdAt);
  const [registrations, certificationSubmissions, inquiries, [customers], [waiting], [jobs], outbox, stages, [reservations], alerts] = await Promise.all([
    perDay(db, users, users.createdAt, eq(users.companyId, companyId), days),
    perDay(db, certifications, certifications.createdAt, eq(certifications.companyId, companyId), days),
    perDay(db, contactMessages, contactMessages.createdAt, eq(contactMessages.companyId, companyId), days),
    db
      .select({ n: count(), certified: sql<number>`count(*) filter (where ${users.certificationStatus} = ${CERT_STATUS.certified})`.mapWith(Number) })
      .from(users)
      .where(eq(users.companyId, companyId)),
    db
      .select({ n: count(), oldest: min(certifications.createdAt) })
      .from(certifications)
      .where(and(eq(certifications.companyId, companyId), eq(certifications.status, CERT_STATUS.applying))),
    db
      .select({ n: count() })
      .from(jobApplications)
      .where(and(eq(jobApplications.companyId, companyId), gte(jobApplications.createdAt, weekAgo))),
    db
      .select({ status: outboxMessages.status, n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, companyId))
      .groupBy(outboxMessages.status),
    db.select({ stage: orders.stage, n: count() }).from(orders).where(eq(orders.companyId, companyId)).groupBy(orders.stage),
    db
      .select({ n: count() })
      .from(spotReservations)
      .where(and(eq(spotReservations.companyId, companyId), eq(spotReservations.status, 'inHand'))),
    db
      .select({ day: alertDay, n: count() })
      .from(rateAlertSends)
      .innerJoin(rateSubscriptions, eq(rateSubscriptions.id, rateAlertSends.subscriptionId))
      .where(and(eq(rateSubscriptions.companyId, companyId), gte(rateAlertSends.createdAt, alertsSince)))
      .groupBy(alertDay),
  ]);
  const byStage = new Map(stages.map((r) => [r.stage, r.n]));
  const alertsBy = new Map(alerts.map((r) => [r.day, r.n]));
  const rateAlerts = days.map((day) => ({ day, n: alertsBy.get(day) ?? 0 }));
  const outboxBy = new Map(outbox.map((r) => [r.status, r.n]));
  return {
    today,
    registrationsToday: registrations.at(-1)?.n ?? 0,
    registrations,
    customers: customers?.n ?? 0,
    certifiedCustomers: customers?.certified ?? 0,
    certificationsWaiting: waiting?.n ?? 0,
    oldestWaitingSince: waiting?.oldest ? new Date(waiting.oldest).toISOString() : null,
    certificationSubmissions,
    inquiriesToday: inquiries.at(-1)?.n ?? 0,
    inquiries,
    jobApplicationsWeek: jobs?.n ?? 0,
    outboxQueued: outboxBy.get('queued') ?? 0,
    outboxFailed: outboxBy.get('failed') ?? 0,
    ordersByStage: Array.from({ length: 8 }, (_, i) => byStage.get(i + 1) ?? 0),
    reservationsWaiting: reservations?.n ?? 0,
    rateAlerts,
    rateAlertsToday: rateAlerts.at(-1)?.n ?? 0,
  };
}

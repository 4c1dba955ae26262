import { z } from 'zod';
import { okEnvelope } from './envelope';

/** Days the dashboard's small charts cover, ending today (in the business time zone). */
export const DASHBOARD_DAYS = 14;

const series = z.array(z.object({ day: z.string(), n: z.number().int() }));

// GET /staff/dashboard – the figures a manager opens first (any staff member of this company).
//   Each series has one point per day (YYYY-MM-DD) of the last DASHBOARD_DAYS days, today last.
export const dashboardData = z.object({
  today: z.string(),
  registrationsToday: z.number().int(),
  registrations: series,
  customers: z.number().int(),
  certifiedCustomers: z.number().int(),
  certificationsWaiting: z.number().int(),
  /** when the longest-waiting application was submitted (null: none waits) */
  oldestWaitingSince: z.string().nullable(),
  certificationSubmissions: series,
  inquiriesToday: z.number().int(),
  inquiries: series,
  jobApplicationsWeek: z.number().int(),
  /** outbox messages not delivered: kept (no provider) or failed */
  outboxQueued: z.number().int(),
  outboxFailed: z.number().int(),
  /** orders per booking stage, stage 1 … 8 (spec §4 "Booking progress") */
  ordersByStage: z.array(z.number().int()).length(8),
  /** paid spot-space reservations waiting for staff to accept, complete, refuse or return */
  reservationsWaiting: z.number().int(),
  /** rate alert mails sent per day */
  rateAlerts: series,
  rateAlertsToday: z.number().int(),
});
export type DashboardData = z.infer<typeof dashboardData>;
export const dashboardAnswer = okEnvelope(dashboardData);

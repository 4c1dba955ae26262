import { queryOptions } from '@tanstack/react-query';
import { auditList, type AuditQuery } from '../contracts/audit';
import { dashboardAnswer } from '../contracts/dashboard';
import { contactMessageList, jobApplicationList, type ContactMessagesQuery, type JobApplicationsQuery } from '../contracts/inquiries';
import { get } from './client';

/* Client calls of the staff console's own screens (dashboard, audit); the session is the staff_author cookie. */

// GET /staff/dashboard
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['staff', 'dashboard'] as const,
    queryFn: async ({ signal }) => (await get('/staff/dashboard', {}, dashboardAnswer, signal)).data ?? null,
  });

// GET /staff/audit
export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit', q] as const,
    queryFn: ({ signal }) => get('/staff/audit', q, auditList, signal),
  });

// GET /staff/contactMessages
export const contactMessagesQueryOptions = (q: ContactMessagesQuery) =>
  queryOptions({ queryKey: ['staff', 'contactMessages', q] as const, queryFn: ({ signal }) => get('/staff/contactMessages', q, contactMessageList, signal) });
// GET /staff/jobApplications
export const jobApplicationsQueryOptions = (q: JobApplicationsQuery) =>
  queryOptions({ queryKey: ['staff', 'jobApplications', q] as const, queryFn: ({ signal }) => get('/staff/jobApplications', q, jobApplicationList, signal) });

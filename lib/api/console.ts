import { queryOptions } from '@tanstack/react-query';
import { type AuditQuery } from '../contracts/audit';
import { type ContactMessagesQuery, type JobApplicationsQuery } from '../contracts/inquiries';
import { call } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the staff console's own screens (dashboard, audit); the session is the staff_author cookie. */

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['staff', 'dashboard'] as const,
    queryFn: async ({ signal }) => (await call(staffApi.dashboard, {}, signal)).data ?? null,
  });

export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit', q] as const,
    queryFn: ({ signal }) => call(staffApi.audit, q, signal),
  });

export const contactMessagesQueryOptions = (q: ContactMessagesQuery) =>
  queryOptions({ queryKey: ['staff', 'contactMessages', q] as const, queryFn: ({ signal }) => call(staffApi.contactMessages, q, signal) });
export const jobApplicationsQueryOptions = (q: JobApplicationsQuery) =>
  queryOptions({ queryKey: ['staff', 'jobApplications', q] as const, queryFn: ({ signal }) => call(staffApi.jobApplications, q, signal) });

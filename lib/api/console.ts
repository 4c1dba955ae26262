import { queryOptions } from '@tanstack/react-query';
import type { AuditQuery } from '../contracts/audit';
import type { ContactMessagesQuery, JobApplicationsQuery } from '../contracts/inquiries';
import { call, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the staff console's own screens (dashboard, audit); the session is the staff_author cookie. */

export const dashboardQuery = () =>
  queryOptions({
    queryKey: keyOf(staffApi.dashboard),
    queryFn: async ({ signal }) => (await call(staffApi.dashboard, {}, signal)).data ?? null,
  });

export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: keyOf(staffApi.audit, q),
    queryFn: ({ signal }) => call(staffApi.audit, q, signal),
  });

export const contactMessagesQueryOptions = (q: ContactMessagesQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.contactMessages, q), queryFn: ({ signal }) => call(staffApi.contactMessages, q, signal) });
export const jobApplicationsQueryOptions = (q: JobApplicationsQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.jobApplications, q), queryFn: ({ signal }) => call(staffApi.jobApplications, q, signal) });

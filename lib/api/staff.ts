import { queryOptions } from '@tanstack/react-query';
import {
  type ApproveInput,
  type OutboxQuery,
  type RejectInput,
  type StaffCertificationQuery,
  type StaffLoginInput,
} from '../contracts/staff';
import { ApiCallError, call } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the staff console (lib/contracts/staff.ts); the session is the HttpOnly staff_author cookie. */


export const staffLogin = (input: StaffLoginInput) => call(staffApi.login, input);
export const staffLogout = () => call(staffApi.logout, {});

export const staffSessionKey = ['staff', 'session'] as const;
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffSessionKey,
    queryFn: async ({ signal }) => {
      try {
        return (await call(staffApi.session, {}, signal)).data ?? null;
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) return null;
        throw e;
      }
    },
    retry: false,
  });

export const staffCertificationsQuery = (q: StaffCertificationQuery) =>
  queryOptions({
    queryKey: ['staff', 'certifications', q] as const,
    queryFn: ({ signal }) => call(staffApi.certifications, q, signal),
  });
export const approveCertification = (input: ApproveInput) => call(staffApi.certificationsApprove, input);
export const rejectCertification = (input: RejectInput) => call(staffApi.certificationsReject, input);

export const outboxQueryOptions = (q: OutboxQuery) =>
  queryOptions({
    queryKey: ['staff', 'outbox', q] as const,
    queryFn: ({ signal }) => call(staffApi.outbox, q, signal),
  });

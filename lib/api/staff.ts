import { queryOptions } from '@tanstack/react-query';
import type { ApproveInput, OutboxQuery, RejectInput, StaffCertificationQuery, StaffLoginInput } from '../contracts/staff';
import { ApiCallError, call, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the staff console (lib/contracts/staff.ts); the session is the HttpOnly staff_author cookie. */


export const staffLogin = (input: StaffLoginInput) => call(staffApi.login, input);
export const staffLogout = () => call(staffApi.logout, {});

export const staffSessionKey = keyOf(staffApi.session);

/** Every query of the console (their keys start with a /staff/ path): refreshed after a review, dropped at logout. */
export const isStaffQuery = (q: { queryKey: readonly unknown[] }) => String(q.queryKey[0]).startsWith('/staff/');
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
    queryKey: keyOf(staffApi.certifications, q),
    queryFn: ({ signal }) => call(staffApi.certifications, q, signal),
  });
export const approveCertification = (input: ApproveInput) => call(staffApi.certificationsApprove, input);
export const rejectCertification = (input: RejectInput) => call(staffApi.certificationsReject, input);

export const outboxQueryOptions = (q: OutboxQuery) =>
  queryOptions({
    queryKey: keyOf(staffApi.outbox, q),
    queryFn: ({ signal }) => call(staffApi.outbox, q, signal),
  });

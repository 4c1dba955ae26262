import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  outboxList,
  reviewAnswer,
  staffCertificationList,
  staffLoginAnswer,
  staffSessionAnswer,
  type ApproveInput,
  type OutboxQuery,
  type RejectInput,
  type StaffCertificationQuery,
  type StaffLoginInput,
} from '../contracts/staff';
import { ApiCallError, call } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the staff console (lib/contracts/staff.ts); the session is the HttpOnly staff_author cookie. */

const okOnly = z.object({ code: z.literal('1'), message: z.string().optional() });

export const staffLogin = (input: StaffLoginInput) => call(staffApi.login, input, staffLoginAnswer);
export const staffLogout = () => call(staffApi.logout, {}, okOnly);

export const staffSessionKey = ['staff', 'session'] as const;
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffSessionKey,
    queryFn: async ({ signal }) => {
      try {
        return (await call(staffApi.session, {}, staffSessionAnswer, signal)).data ?? null;
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
    queryFn: ({ signal }) => call(staffApi.certifications, q, staffCertificationList, signal),
  });
export const approveCertification = (input: ApproveInput) => call(staffApi.certificationsApprove, input, reviewAnswer);
export const rejectCertification = (input: RejectInput) => call(staffApi.certificationsReject, input, reviewAnswer);

export const outboxQueryOptions = (q: OutboxQuery) =>
  queryOptions({
    queryKey: ['staff', 'outbox', q] as const,
    queryFn: ({ signal }) => call(staffApi.outbox, q, outboxList, signal),
  });

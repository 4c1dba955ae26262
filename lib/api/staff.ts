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
import { ApiCallError, get, post } from './client';

/* Client calls of the staff console (lib/contracts/staff.ts); the session is the HttpOnly staff_author cookie. */

const okOnly = z.object({ code: z.literal('1'), message: z.string().optional() });

// POST /staff/login
export const staffLogin = (input: StaffLoginInput) => post('/staff/login', input, staffLoginAnswer);
// POST /staff/logout
export const staffLogout = () => post('/staff/logout', {}, okOnly);

export const staffSessionKey = ['staff', 'session'] as const;
// GET /staff/session – null when no staff member is logged in
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: staffSessionKey,
    queryFn: async ({ signal }) => {
      try {
        return (await get('/staff/session', {}, staffSessionAnswer, signal)).data ?? null;
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) return null;
        throw e;
      }
    },
    retry: false,
  });

// GET /staff/certifications
export const staffCertificationsQuery = (q: StaffCertificationQuery) =>
  queryOptions({
    queryKey: ['staff', 'certifications', q] as const,
    queryFn: ({ signal }) => get('/staff/certifications', q, staffCertificationList, signal),
  });
// POST /staff/certifications/approve
export const approveCertification = (input: ApproveInput) => post('/staff/certifications/approve', input, reviewAnswer);
// POST /staff/certifications/reject
export const rejectCertification = (input: RejectInput) => post('/staff/certifications/reject', input, reviewAnswer);

// GET /staff/outbox
export const outboxQueryOptions = (q: OutboxQuery) =>
  queryOptions({
    queryKey: ['staff', 'outbox', q] as const,
    queryFn: ({ signal }) => get('/staff/outbox', q, outboxList, signal),
  });

import { z } from 'zod';
import { idField, loginPasswordField, pageField, text } from './fields';
import { FIELD_MAX } from './limits';
import { okEnvelope, rowsEnvelope } from './envelope';
import { certificationApplication } from './account';

/*
 * Staff console: its own realm (table staff_users, HttpOnly cookie `staff_author`, 12-hour
 * sessions). A staff member sees and changes only the data of the company the site is served as.
 */

export const STAFF_COOKIE = 'staff_author';
/**
 * Permissions a staff member can hold; '*' holds them all. content: the site's pages, news, banners,
 * documents and cases; recruitment: job applications and résumés; inquiries: contact-form messages;
 * company: company settings and branding; customers: users, their sales contacts and the sales
 * contacts themselves; audit: the audit log.
 */
export const STAFF_PERMISSIONS = ['certification', 'outbox', 'content', 'recruitment', 'inquiries', 'rates', 'orders', 'tracking', 'company', 'customers', 'audit'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The roles of staff accounts: each is a preset of permissions (admin holds every one). */
export const STAFF_ROLES = ['admin', 'sales', 'operations', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLE_PERMISSIONS: Record<StaffRole, readonly string[]> = {
  admin: ['*'],
  sales: ['customers', 'certification', 'inquiries', 'rates'],
  operations: ['certification', 'outbox', 'inquiries', 'orders', 'tracking'],
  content: ['content', 'recruitment'],
};

/** Whether a set of held permissions covers one ('*' covers all). */
export const holds = (held: readonly string[], permission: string) => held.includes('*') || held.includes(permission);

export const staffUser = z.object({
  staffId: z.number().int(),
  username: z.string(),
  name: z.string(),
  companyId: z.number().int(),
  permissions: z.array(z.string()),
  /** admin, sales, operations, content; '' for a custom set */
  role: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;

// POST /staff/login – username + password; Set-Cookie staff_author (HttpOnly). Rate-limited.
export const staffLoginInput = z.object({
  username: text(FIELD_MAX.staffUsername, { required: true }),
  password: loginPasswordField,
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;
export const staffLoginAnswer = okEnvelope(staffUser);

// POST /staff/logout – ends the staff session and clears the cookie. Answers code '1'.
// GET /staff/session – the logged-in staff member (401 without a staff session)
export const staffSessionAnswer = okEnvelope(staffUser);

const page = {
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

// GET /staff/certifications?status=&userId=&q=&page=&pageSize= – applications of this company, newest first
//   (status omitted: all; 1 = waiting for review); userId: one user's history (re-certifications);
//   q: part of the enterprise name, credit code, contact or the applicant's account.
export const staffCertificationQuery = z.object({
  status: z.coerce.number().int().min(1).max(3).optional(),
  userId: idField.optional(),
  q: text(FIELD_MAX.outboxRecipient).optional(),
  ...page,
});
export type StaffCertificationQuery = z.input<typeof staffCertificationQuery>;
export type StaffCertificationFilter = z.infer<typeof staffCertificationQuery>;
export const staffCertificationRow = certificationApplication.extend({
  userId: z.number().int(),
  /** the applicant's login account (mobile or email) */
  account: z.string(),
  userName: z.string(),
  /** unmasked, for the reviewer */
  idCard: z.string(),
  /** GET this URL (same origin, staff cookie) to view the licence file */
  licenceUrl: z.string(),
  reviewedBy: z.string(),
  /** the applicant holds a staff grant of rate access (programJurisdictionFlag) */
  rateAccess: z.boolean(),
});
export type StaffCertificationRow = z.infer<typeof staffCertificationRow>;
export const staffCertificationList = rowsEnvelope(staffCertificationRow);

// GET /staff/certifications/file?id= – the licence file of an application (its checked content type; inline only when a picture)
export const staffFileQuery = z.object({ id: idField });

// POST /staff/certifications/approve – application id → the user becomes certified (status 3)
export const approveInput = z.object({ id: idField });
export type ApproveInput = z.infer<typeof approveInput>;
// POST /staff/certifications/reject – application id + reason → status 2 with the reason; the user is mailed a
//   certification link (sendFlag=2)
export const rejectInput = approveInput.extend({
  reason: text(FIELD_MAX.rejectReason, { required: true, multiline: true }),
});
export type RejectInput = z.infer<typeof rejectInput>;
export const reviewAnswer = okEnvelope(staffCertificationRow);

// GET /staff/outbox?channel=&to=&page=&pageSize= – messages (codes, reset links, notices) of this company, newest first
export const outboxQuery = z.object({
  channel: z.enum(['sms', 'mail']).optional(),
  to: text(FIELD_MAX.outboxRecipient).optional(),
  ...page,
});
export type OutboxQuery = z.input<typeof outboxQuery>;
export type OutboxFilter = z.infer<typeof outboxQuery>;
export const outboxRow = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** register-code, password-reset, certification-approved, certification-rejected */
  kind: z.string(),
  /** 'queued' (no provider configured: kept here), 'sent', 'failed' */
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRow>;
export const outboxList = rowsEnvelope(outboxRow);

/** POST /staff/logout: the session is ended. */
export const staffLogoutAnswer = z.object({ code: z.literal('1'), message: z.string().optional() });

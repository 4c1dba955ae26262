import { z } from 'zod';
import { emailField, idField, mobileField, optionalEmailField, pageField, text } from './fields';
import { FIELD_MAX } from './limits';
import { okEnvelope, rowsEnvelope } from './envelope';

/*
 * What visitors send the company: contact-form messages (mailed to sales) and job applications
 * with a résumé (kept for staff). Both are stored per company.
 */

/** What a contact-form message is about. */
export const CONTACT_TOPICS = ['lcl', 'fcl', 'air', 'railway', 'customs', 'warehousing', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A phone number as people write it: digits, spaces, +, -, parentheses; 7 to 20 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,30}$/;
export const isPhone = (v: string) => PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7;

// POST /webcontent/saveContactMessage – a visitor's message to sales: stored and mailed to the
//   company's sales mailbox in one transaction. Rate-limited per address.
export const contactMessageInput = z
  .object({
    name: text(FIELD_MAX.contactName, { required: true, noEmoji: true }),
    companyName: text(FIELD_MAX.companyName, { noEmoji: true }).default(''),
    phone: text(FIELD_MAX.contactPhone).refine((v) => v === '' || isPhone(v), { message: 'phone' }).default(''),
    email: optionalEmailField.default(''),
    topic: z.enum(CONTACT_TOPICS),
    message: text(FIELD_MAX.contactMessage, { required: true, multiline: true }),
  })
  .refine((v) => v.phone !== '' || v.email !== '', { message: 'contactRequired', path: ['phone'] });
export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessageData = z.infer<typeof contactMessageInput>;
export const contactMessageAnswer = okEnvelope(z.object({ id: z.number().int() }));

/** Résumés: PDF, DOC or DOCX, checked by content, at most 10 MB. */
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export { RESUME_MAX_BYTES } from './constants';
export const RESUME_FIELD = 'resume';

// POST /webcontent/applyJob – multipart: the fields below plus the file `resume`. Rate-limited per address.
export const jobApplicationFields = z.object({
  jobId: idField,
  name: text(FIELD_MAX.contactName, { required: true, noEmoji: true }),
  phone: mobileField,
  email: emailField,
  message: text(FIELD_MAX.applicationMessage, { multiline: true }).default(''),
});
export type JobApplicationFields = z.input<typeof jobApplicationFields>;
export const jobApplicationAnswer = okEnvelope(z.object({ id: z.number().int() }));

// GET /webcontent/downloadFile?id= – a published document's file, as an attachment.
export const downloadQuery = z.object({ id: idField });

// GET /webcontent/vcard?officeId=&lang= – the company's contact card (vCard 3.0) in a language (default:
//   the request's); with officeId, that office's.
export const vcardQuery = z.object({ officeId: idField.optional(), lang: z.enum(['cn', 'en']).optional() });

// ---------------------------------------------------------------- staff

const page = { page: pageField.default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) };

// GET /staff/contactMessages?page=&pageSize= – this company's contact-form messages, newest first.
export const contactMessagesQuery = z.object(page);
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;
export const contactMessageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRow>;
export const contactMessageList = rowsEnvelope(contactMessageRow);

// GET /staff/jobApplications?jobId=&page=&pageSize= – applications to this company's openings, newest first.
export const jobApplicationsQuery = z.object({ jobId: idField.optional(), ...page });
export type JobApplicationsQuery = z.input<typeof jobApplicationsQuery>;
export const jobApplicationRow = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  jobTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  resume: z.object({ name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() }),
  createdAt: z.string(),
});
export type JobApplicationRow = z.infer<typeof jobApplicationRow>;
export const jobApplicationList = rowsEnvelope(jobApplicationRow);

// GET /staff/jobApplications/file?id= – the résumé of an application (attachment, its checked type).
export const resumeFileQuery = z.object({ id: idField });

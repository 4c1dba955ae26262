import { z } from 'zod';
import { calendarDate, idField, pageField, text } from './fields';
import { rowsEnvelope } from './envelope';

/** The kinds of object staff actions are recorded on (the audit screen's filter). */
export const AUDIT_ENTITIES = [
  'certification',
  'site_content',
  'stored_file',
  'news',
  'banner',
  'company',
  'user',
  'sales_contact',
  'staff_session',
  'order',
  'spot_reservation',
  'spot_offer',
  'shipment',
  'house_bill',
  'carrier_connection',
  'dcsa_key',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const day = calendarDate('invalidValue');

// GET /staff/audit?q=&entity=&action=&entityId=&staffId=&from=&to=&page=&pageSize= – this company's audit log, newest first.
//   q: text in the summary, the staff member's name, the object id, or the before/after values; from/to: days (inclusive).
export const auditQuery = z.object({
  q: text(100).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: text(60).optional(),
  entityId: text(40).optional(),
  staffId: idField.optional(),
  from: day.optional(),
  to: day.optional(),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditFilter = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  /** 'certification.approve', 'content.save', 'company.update' … */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** the fields that differ between before and after */
  changed: z.array(z.string()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditList = rowsEnvelope(auditRow);

import { z } from 'zod';
import { idField, optionalEmailField, pageField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';

/*
 * Customers and sales (permission `customers`): the company's users with their certification and
 * assigned sales contact; the sales contacts per business (1 FCL, 2 LCL, 3 air) and which of them is
 * the default customer-service contact shown to visitors.
 */

// GET /staff/customers?q=&certificationStatus=&salesContactId=&page=&pageSize= – users, newest first.
//   q: part of the mobile, email, name or enterprise name.
export const customersQuery = z.object({
  q: text(100).optional(),
  certificationStatus: z.coerce.number().int().min(0).max(3).optional(),
  salesContactId: idField.optional(),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomersQuery = z.input<typeof customersQuery>;
export type CustomersFilter = z.infer<typeof customersQuery>;

export const customerRow = z.object({
  id: z.number().int(),
  mobile: z.string(),
  email: z.string(),
  name: z.string(),
  nameEn: z.string(),
  companyNameCn: z.string(),
  certificationStatus: z.number().int(),
  salesContactId: z.number().int().nullable(),
  salesContactName: z.string(),
  createdAt: z.string(),
  /** holds a staff grant of rate access (what a programJurisdictionFlag company asks of certified users) */
  rateAccess: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customerList = rowsEnvelope(customerRow);

// POST /staff/customers/assign – userId + salesContactId (null: none): the user's sales contact
export const assignInput = z.object({ userId: idField, salesContactId: idField.nullable() });
export type AssignInput = z.infer<typeof assignInput>;
export const customerAnswer = okEnvelope(customerRow);

export const BUSINESS_IDS = [1, 2, 3] as const;

// GET /staff/salesContacts – this company's sales contacts, by business then order
export const salesContactRow = z.object({
  id: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  businessId: z.number().int(),
  businessPortName: z.string(),
  businessAirPortName: z.string(),
  mobile: z.string(),
  email: z.string(),
  qq: z.string(),
  salesCode: z.string(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  customers: z.number().int(),
});
export type SalesContactRow = z.infer<typeof salesContactRow>;
export const salesContactList = rowsEnvelope(salesContactRow);

// POST /staff/salesContacts/save – creates (no id) or updates a sales contact; isDefault true makes it
//   the one default customer-service contact (the previous default stops being one). 409: sales code taken.
export const salesContactInput = z.object({
  id: idField.optional(),
  nameCn: text(20, { required: true }),
  nameEn: text(50),
  businessId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  businessPortName: text(200),
  businessAirPortName: text(200),
  mobile: text(20).refine((v) => v === '' || /^1\d{10}$/.test(v), { message: 'mobile' }),
  email: optionalEmailField,
  qq: text(20).refine((v) => v === '' || /^\d{5,12}$/.test(v), { message: 'invalidValue' }),
  salesCode: text(40).refine((v) => v === '' || /^[A-Za-z0-9_-]+$/.test(v), { message: 'invalidValue' }),
  isDefault: z.boolean(),
  sort: z.number().int().min(0).max(999),
});
export type SalesContactInput = z.infer<typeof salesContactInput>;
export type SalesContactForm = z.input<typeof salesContactInput>;
export const salesContactAnswer = okEnvelope(salesContactRow);

// GET /staff/contactMessages – messages sent through the contact form of this company, newest first
import { contactMessagesQuery } from '@/lib/contracts/inquiries';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listContactMessages } from '@/lib/server/inquiries';

export const GET = apiHandler({ role: 'staff', permission: 'inquiries', input: contactMessagesQuery, source: 'query' }, async ({ company, db }, input) => ({
  code: '1',
  ...(await listContactMessages(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET staffApi.contactMessages – messages sent through the contact form of this company, newest first
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listContactMessages } from '@/lib/server/inquiries';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.contactMessages, async ({ company, db }, input) => ({
  code: '1',
  ...(await listContactMessages(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.contactMessages);

// GET /staff/company – this company's settings and branding as stored, with its domains
import { companySettingsAdmin } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff', permission: 'company' }, async ({ db, company }) => ({ code: '1', data: await companySettingsAdmin(db, company.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

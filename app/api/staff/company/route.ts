// GET staffApi.company – this company's settings and branding as stored, with its domains
import { companySettingsAdmin } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.company, async ({ db, company }) => ({ code: '1', data: await companySettingsAdmin(db, company.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.company);

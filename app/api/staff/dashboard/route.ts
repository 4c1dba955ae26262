// GET staffApi.dashboard – today's registrations, certifications waiting, inquiries, outbox, with 14-day series
import { dashboardFor } from '@/lib/server/dashboard';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.dashboard, async ({ db, company }) => ({ code: '1', data: await dashboardFor(db, company.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.dashboard);

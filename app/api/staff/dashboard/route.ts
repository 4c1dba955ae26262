// GET /staff/dashboard – today's registrations, certifications waiting, inquiries, outbox, with 14-day series
import { dashboardFor } from '@/lib/server/dashboard';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff' }, async ({ db, company }) => ({ code: '1', data: await dashboardFor(db, company.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

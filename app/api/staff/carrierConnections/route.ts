// GET staffApi.carrierConnections – this company's carrier connections (no secret, only its last four characters)
import { listConnections } from '@/lib/server/carriers/connections';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.carrierConnections, async (ctx) => ({ code: '1', rows: await listConnections(ctx.db, ctx.staff.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.carrierConnections);

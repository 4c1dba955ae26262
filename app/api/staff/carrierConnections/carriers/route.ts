// GET staffApi.carrierConnectionsCarriers – the carriers a connection may be made to
import { connectableCarriers } from '@/lib/server/carriers/connections';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.carrierConnectionsCarriers, async (ctx) => ({ code: '1', rows: await connectableCarriers(ctx.db) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.carrierConnectionsCarriers);

// GET staffApi.dcsaKeys – this company's API keys of the DCSA endpoints (never a key, only its first characters)
import { listDcsaKeys } from '@/lib/server/dcsaApi/keys';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.dcsaKeys, async (ctx) => ({ code: '1', rows: await listDcsaKeys(ctx.db, ctx.staff.companyId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.dcsaKeys);

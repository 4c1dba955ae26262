// GET staffApi.session – the logged-in staff member of this company
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.session, async ({ staff }) => ({ code: '1', data: staff }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.session);

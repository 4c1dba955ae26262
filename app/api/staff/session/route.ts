// GET /staff/session – the logged-in staff member of this company
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff' }, async ({ staff }) => ({ code: '1', data: staff }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

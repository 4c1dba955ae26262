// GET /staff/session – the logged-in staff member of this company
import { apiHandler } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff' }, async ({ staff }) => ({ code: '1', data: staff }));

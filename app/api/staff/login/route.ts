// POST /staff/login – staff username + password; staff session in the HttpOnly staff_author cookie
import { staffLoginInput } from '@/lib/contracts/staff';
import { apiHandler } from '@/lib/server/http';
import { staffLogin } from '@/lib/server/staff';

export const POST = apiHandler({ role: 'visitor', input: staffLoginInput }, async (ctx, input) => ({ code: '1', data: await staffLogin(ctx, input) }));

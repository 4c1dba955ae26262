// POST /staff/logout – ends the staff session and clears the staff_author cookie
import { apiHandler } from '@/lib/server/http';
import { staffLogout } from '@/lib/server/staff';

export const POST = apiHandler({ role: 'visitor' }, async (ctx) => {
  await staffLogout(ctx);
  return { code: '1' };
});

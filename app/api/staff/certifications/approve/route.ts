// POST /staff/certifications/approve – approves a waiting application: the user becomes certified (3)
import { approveInput } from '@/lib/contracts/staff';
import { reviewApplication } from '@/lib/server/certification';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler({ role: 'staff', permission: 'certification', input: approveInput }, async (ctx, input) => ({
  code: '1',
  data: await reviewApplication(ctx, input.id, { approve: true }),
}));

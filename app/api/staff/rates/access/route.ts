// POST /staff/rates/access – grant or withdraw one user's rate access (needed where the company sets programJurisdictionFlag)
import { rateAccessInput } from '@/lib/contracts/rates';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { setRateAccess } from '@/lib/server/rateAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'rates', input: rateAccessInput }, async (ctx, input) => {
  await setRateAccess(ctx.db, actorOf(ctx), input.userId, input.granted);
  return { code: '1', data: { userId: input.userId, granted: input.granted } };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

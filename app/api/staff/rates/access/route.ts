// POST staffApi.ratesAccess – grant or withdraw one user's rate access (needed where the company sets programJurisdictionFlag)
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { setRateAccess } from '@/lib/server/rateAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.ratesAccess, async (ctx, input) => {
  await setRateAccess(ctx.db, actorOf(ctx), input.userId, input.granted);
  return { code: '1', data: { userId: input.userId, granted: input.granted } };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesAccess);

// POST /staff/spot/review – staff complete, refuse or return (with reason) a spot reservation in hand; recorded, audited and mailed
import { spotReviewInput } from '@/lib/contracts/spot';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { reviewReservation } from '@/lib/server/spot';

export const POST = apiHandler({ role: 'staff', permission: 'orders', input: spotReviewInput }, async (ctx, input) => {
  const data = await reviewReservation(ctx.db, { companyId: ctx.company.companyId, actor: actorOf(ctx) }, input);
  return { code: '1', data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

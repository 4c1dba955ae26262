// POST staffApi.spotReview – staff complete, refuse or return (with reason) a spot reservation in hand; recorded, audited and mailed
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { reviewReservation } from '@/lib/server/spot';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.spotReview, async (ctx, input) => {
  const data = await reviewReservation(ctx.db, { companyId: ctx.company.companyId, actor: actorOf(ctx) }, input);
  return { code: '1', data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.spotReview);

// POST /staff/spot/review – staff complete, refuse or return (with reason) a spot reservation in hand; recorded and mailed
import { spotReviewInput } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { kickOutbox } from '@/lib/server/outbox';
import { reviewReservation } from '@/lib/server/spot';

export const POST = apiHandler({ role: 'staff', permission: 'orders', input: spotReviewInput }, async ({ db, company, staff }, input) => {
  const data = await reviewReservation(db, { companyId: company.companyId, staff }, input);
  kickOutbox();
  return { code: '1', data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

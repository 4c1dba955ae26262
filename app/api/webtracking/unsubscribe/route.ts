// POST /webtracking/unsubscribe – end one of the caller's tracking subscriptions (anyone else's id: 404)
import { trackingUnsubscribeInput } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { unsubscribeTracking } from '@/lib/server/tracking';

export const POST = apiHandler({ role: 'user', input: trackingUnsubscribeInput }, async ({ company, db, session, t }, input) => {
  await unsubscribeTracking(db, company.companyId, session.userId, input.id);
  return { code: '1', message: t('trackingUnsubscribed') };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

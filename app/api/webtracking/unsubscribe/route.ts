// POST webtrackingApi.unsubscribe – end one of the caller's tracking subscriptions (anyone else's id: 404)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { unsubscribeTracking } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const POST = apiHandler(webtrackingApi.unsubscribe, async ({ company, db, session, t }, input) => {
  await unsubscribeTracking(db, company.companyId, session.userId, input.id);
  return { code: '1', message: t('trackingUnsubscribed') };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.unsubscribe);

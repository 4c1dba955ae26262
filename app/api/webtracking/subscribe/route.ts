// POST webtrackingApi.subscribe – mail me each new event of this number (house bills: and delays past N hours); logged-in users
import { apiHandler, otherMethods } from '@/lib/server/http';
import { subscribeTracking } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const POST = apiHandler(
  webtrackingApi.subscribe,
  async ({ company, db, session, locale, t }, input) => ({
    code: '1',
    message: t('trackingSubscribed'),
    data: await subscribeTracking(db, { companyId: company.companyId, userId: session.userId, locale }, input),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.subscribe);

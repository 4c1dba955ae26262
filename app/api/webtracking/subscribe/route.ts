// POST /webtracking/subscribe – mail me each new event of this number (house bills: and delays past N hours); logged-in users
import { trackingSubscribeInput } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { subscribeTracking } from '@/lib/server/tracking';

export const POST = apiHandler(
  { role: 'user', input: trackingSubscribeInput, rateLimit: [{ name: 'tracking-sub:user', limit: 30, windowSec: 60 * 60, key: (_i, ctx) => `user:${ctx.session.userId}` }] },
  async ({ company, db, session, locale, t }, input) => ({
    code: '1',
    message: t('trackingSubscribed'),
    data: await subscribeTracking(db, { companyId: company.companyId, userId: session.userId, locale }, input),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

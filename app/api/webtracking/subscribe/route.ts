// POST webtrackingApi.subscribe – mail me each new event of this number (house bills: and delays past N hours); logged-in users.
// The account's own email is confirmed at once; any other address is mailed one confirmation link and nothing else until
// it is opened. Rate-limited per user, and per other address (each save may mail it a link).
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { subscribeTracking } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const POST = apiHandler(webtrackingApi.subscribe, async (ctx, input) => {
  const { company, db, session, locale, t } = ctx;
  const data = await subscribeTracking(db, { companyId: company.companyId, userId: session.userId, userEmail: session.email, locale }, input, { company, site: linkSite(ctx) });
  return { code: '1', message: data.confirmed ? t('trackingSubscribed') : t('trackingConfirmSent', { email: data.email }), data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.subscribe);

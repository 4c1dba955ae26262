// POST /webtracking/subscribe – mail me each new event of this number (house bills: and delays past N hours); logged-in users.
// The account's own email is confirmed at once; any other address is mailed one confirmation link and nothing else until
// it is opened. Rate-limited per user, and per other address (each save may mail it a link).
import { trackingSubscribeInput } from '@/lib/contracts/tracking';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';
import { normalizeEmail } from '@/lib/server/subscriptions';
import { subscribeTracking } from '@/lib/server/tracking';

export const POST = apiHandler(
  {
    role: 'user',
    input: trackingSubscribeInput,
    rateLimit: [
      { name: 'tracking-sub:user', limit: 30, windowSec: 60 * 60, key: (_i, ctx) => `user:${ctx.session.userId}` },
      // the account's own address is mailed no link: only other addresses count
      { ...LIMITS.subscriptionEmail, name: 'tracking-sub:email', key: (i, ctx) => (ctx.session.email && normalizeEmail(ctx.session.email) === normalizeEmail(i.email) ? null : `email:${normalizeEmail(i.email)}`) },
    ],
  },
  async (ctx, input) => {
    const { company, db, session, locale, t } = ctx;
    const data = await subscribeTracking(db, { companyId: company.companyId, userId: session.userId, userEmail: session.email, locale }, input, { company, site: linkSite(ctx) });
    return { code: '1', message: data.confirmed ? t('trackingSubscribed') : t('trackingConfirmSent', { email: data.email }), data };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

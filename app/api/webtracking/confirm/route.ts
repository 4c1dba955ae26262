// POST /webtracking/confirm – a mailed confirmation link opened: confirms that tracking subscription (the token is the
// proof; no login). 400 trackingConfirmInvalid for an unknown or expired token. Rate-limited per address.
import { trackingConfirmInput } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';
import { confirmTrackingSubscription } from '@/lib/server/tracking';

export const POST = apiHandler(
  { role: 'visitor', identify: false, input: trackingConfirmInput, rateLimit: [{ ...LIMITS.subscriptionIp, name: 'tracking-confirm:ip' }] },
  async ({ db, company, t }, input) => ({ code: '1', message: t('trackingConfirmed'), data: await confirmTrackingSubscription(db, company.companyId, input.token) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

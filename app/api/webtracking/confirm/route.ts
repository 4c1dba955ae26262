// POST webtrackingApi.confirm – a mailed confirmation link opened: confirms that tracking subscription (the token is the
// proof; no login). 400 trackingConfirmInvalid for an unknown or expired token. Rate-limited per address.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { confirmTrackingSubscription } from '@/lib/server/tracking';
import { webtrackingApi } from '@/lib/endpoints/webtracking';

export const POST = apiHandler(webtrackingApi.confirm, async ({ db, company, t }, input) => ({
  code: '1',
  message: t('trackingConfirmed'),
  data: await confirmTrackingSubscription(db, company.companyId, input.token),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webtrackingApi.confirm);

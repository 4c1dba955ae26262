// POST /websubMaskFcl/saveSubMaskFcl – save a rate subscription (visitors too; the user is attached when logged in)
import { saveSubscriptionInput } from '@/lib/contracts/subscriptions';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveSubscription } from '@/lib/server/subscriptions';

export const POST = apiHandler({ role: 'visitor', input: saveSubscriptionInput }, async ({ company, session, t, db }, input) => {
  const data = await saveSubscription(db, { companyId: company.companyId, userId: session?.userId ?? null }, input);
  return { code: '1', message: t('subscriptionSaved'), data };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

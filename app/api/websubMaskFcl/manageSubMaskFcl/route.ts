// POST /websubMaskFcl/manageSubMaskFcl – a mailed manage link opened: confirms the email's subscriptions and lists
// them (400 subscriptionLinkInvalid for an unknown or expired token). Rate-limited per address.
import { manageSubscriptionsInput } from '@/lib/contracts/subscriptions';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';
import { manageSubscriptions } from '@/lib/server/subscriptions';

export const POST = apiHandler(
  { role: 'visitor', identify: false, input: manageSubscriptionsInput, rateLimit: [LIMITS.subscriptionIp] },
  async (ctx, input) => ({ code: '1', message: ctx.t('subscriptionConfirmed'), data: await manageSubscriptions(ctx.db, ctx.company.companyId, input.token) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

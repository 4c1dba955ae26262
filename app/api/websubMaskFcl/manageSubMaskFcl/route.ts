// POST websubMaskFclApi.manageSubMaskFcl – a mailed manage link opened: confirms the email's subscriptions and lists
// them (400 subscriptionLinkInvalid for an unknown or expired token). Rate-limited per address.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { manageSubscriptions } from '@/lib/server/subscriptions';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(
  websubMaskFclApi.manageSubMaskFcl,
  async (ctx, input) => ({ code: '1', message: ctx.t('subscriptionConfirmed'), data: await manageSubscriptions(ctx.db, ctx.company.companyId, input.token) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.manageSubMaskFcl);

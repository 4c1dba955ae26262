// POST websubMaskFclApi.deleteSubMaskFcl – unsubscribe: the logged-in owner, or the holder of the email's manage-link
// token; anyone else gets 404. Rate-limited per address.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteSubscription, normalizeEmail } from '@/lib/server/subscriptions';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(websubMaskFclApi.deleteSubMaskFcl, async (ctx, input) => {
  const { company, session, t, db } = ctx;
  await deleteSubscription(
    db,
    { companyId: company.companyId, userId: session?.userId ?? null, userEmail: session?.email ? normalizeEmail(session.email) : null, token: input.token ?? null },
    input.id,
  );
  return { code: '1', message: t('subscriptionDeleted') };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.deleteSubMaskFcl);

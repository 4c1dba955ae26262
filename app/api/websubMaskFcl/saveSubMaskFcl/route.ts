// POST websubMaskFclApi.saveSubMaskFcl – save a rate subscription (visitors too; the user is attached when logged in).
// Editing by id needs the row's owner or the email's manage-link token; an unproven address is mailed a manage link.
// Rate-limited per address and per subscribed email.
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { normalizeEmail, saveSubscription } from '@/lib/server/subscriptions';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(
  websubMaskFclApi.saveSubMaskFcl,
  async (ctx, input) => {
    const { company, session, t, db } = ctx;
    const caller = {
      companyId: company.companyId,
      userId: session?.userId ?? null,
      userEmail: session?.email ? normalizeEmail(session.email) : null,
      token: input.token ?? null,
    };
    const data = await saveSubscription(db, caller, input, { company, locale: ctx.locale, site: linkSite(ctx) });
    return { code: '1', message: t('subscriptionSaved'), data };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.saveSubMaskFcl);

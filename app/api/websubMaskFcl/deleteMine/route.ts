// POST websubMaskFclApi.deleteMine – My alerts: delete one of the caller's own alerts (else 404)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteMyRateAlert } from '@/lib/server/myAlerts';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(websubMaskFclApi.deleteMine, async ({ company, db, session, t }, input) => {
  await deleteMyRateAlert(db, { companyId: company.companyId, userId: session.userId, email: session.email }, input.id);
  return { code: '1', message: t('subscriptionDeleted') };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.deleteMine);

// POST websubMaskFclApi.changeMine – My alerts: another lane for one of the caller's own alerts (else 404; a lane the
// address already has: 409)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { changeMyRateAlertLane } from '@/lib/server/myAlerts';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(websubMaskFclApi.changeMine, async ({ company, db, session, t }, input) => ({
  code: '1',
  message: t('alertLaneChanged'),
  data: await changeMyRateAlertLane(db, { companyId: company.companyId, userId: session.userId, email: session.email }, input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.changeMine);

// POST websubMaskFclApi.pauseMine – My alerts: pause or resume one of the caller's own alerts (else 404)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { pauseMyRateAlert } from '@/lib/server/myAlerts';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const POST = apiHandler(websubMaskFclApi.pauseMine, async ({ company, db, session, t }, input) => ({
  code: '1',
  message: t(input.paused ? 'alertPaused' : 'alertResumed'),
  data: await pauseMyRateAlert(db, { companyId: company.companyId, userId: session.userId, email: session.email }, input.id, input.paused),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.pauseMine);

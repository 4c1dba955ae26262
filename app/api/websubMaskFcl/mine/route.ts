// GET websubMaskFclApi.mine – My alerts: the rate alerts of the caller's own account email
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listMyRateAlerts } from '@/lib/server/myAlerts';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

export const GET = apiHandler(websubMaskFclApi.mine, async ({ company, db, session }) => {
  const rows = await listMyRateAlerts(db, { companyId: company.companyId, userId: session.userId, email: session.email });
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(websubMaskFclApi.mine);

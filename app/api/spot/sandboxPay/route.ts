// POST spotApi.sandboxPay – the sandbox wallet pays a code for its logged-in owner (applied once; a closed order is refused
// with the payment timeout text, nothing recorded; 503 when the sandbox wallet is not enabled)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sandboxPay } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const POST = apiHandler(spotApi.sandboxPay, async ({ db, company, session }, q) => {
  const outcome = await sandboxPay(db, { companyId: company.companyId, userId: session.userId, tradeNo: q.code });
  return { code: '1', data: { outcome } };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.sandboxPay);

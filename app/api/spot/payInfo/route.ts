// GET /spot/payInfo?code= – the sandbox wallet: what a scanned code asks the logged-in owner to pay
import { payCodeQuery } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { payInfo } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'user', input: payCodeQuery, source: 'query' }, async ({ db, company, session }, q) => ({
  code: '1',
  data: await payInfo(db, { companyId: company.companyId, userId: session.userId, tradeNo: q.code, companyName: company.companyNameCn }),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET spotApi.payInfo?code= – the sandbox wallet: what a scanned code asks the logged-in owner to pay
import { apiHandler, otherMethods } from '@/lib/server/http';
import { payInfo } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.payInfo, async ({ db, company, session }, q) => ({
  code: '1',
  data: await payInfo(db, { companyId: company.companyId, userId: session.userId, tradeNo: q.code, companyName: company.companyNameCn }),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.payInfo);

// GET webfreightApi.rateDetail – one rate of this company; prices and the 90-day price history (history=1) only with full rate access.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { rateDetail } from '@/lib/server/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const GET = apiHandler(webfreightApi.rateDetail, async ({ db, company, session, t }, q) =>
  rateDetail(db, { company, session, t }, q.id, q.history === '1'),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.rateDetail);

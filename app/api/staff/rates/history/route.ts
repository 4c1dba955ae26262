// GET /staff/rates/history?id= – every recorded price change of one rate (who, when, old, new)
import { rateHistoryQuery } from '@/lib/contracts/rateAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffRateHistory } from '@/lib/server/rateConsole';

export const GET = apiHandler({ role: 'staff', permission: 'rates', input: rateHistoryQuery, source: 'query' }, async ({ db, company }, input) => ({
  code: '1',
  rows: await staffRateHistory(db, company.companyId, input.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

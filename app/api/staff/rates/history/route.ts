// GET staffApi.ratesHistory?id= – every recorded price change of one rate (who, when, old, new)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffRateHistory } from '@/lib/server/rateConsole';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.ratesHistory, async ({ db, company }, input) => ({
  code: '1',
  rows: await staffRateHistory(db, company.companyId, input.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesHistory);

// GET staffApi.rates – this company's LCL rates with their prices, by lane, carrier, space status and validity
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffRates } from '@/lib/server/rateConsole';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.rates, async ({ db, company }, input) => ({
  code: '1',
  ...(await listStaffRates(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.rates);

// GET /staff/rates – this company's LCL rates with their prices, by lane, carrier, space status and validity
import { staffRatesQuery } from '@/lib/contracts/rateAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffRates } from '@/lib/server/rateConsole';

export const GET = apiHandler({ role: 'staff', permission: 'rates', input: staffRatesQuery, source: 'query' }, async ({ db, company }, input) => ({
  code: '1',
  ...(await listStaffRates(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

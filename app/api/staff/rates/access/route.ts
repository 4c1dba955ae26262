// POST /staff/rates/access – grant or withdraw one user's rate access (needed where the company sets programJurisdictionFlag)
import { rateAccessInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { setRateAccess } from '@/lib/server/rateAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'rates', input: rateAccessInput }, async ({ db, company, staff }, input) => {
  await setRateAccess(db, company.companyId, { staffId: staff.staffId, name: staff.name || staff.username }, input.userId, input.granted);
  return { code: '1', data: { userId: input.userId, granted: input.granted } };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

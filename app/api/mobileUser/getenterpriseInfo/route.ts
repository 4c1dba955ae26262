// POST /mobileUser/getenterpriseInfo – the footer's enterprise info (names, address, phone, email, filing no.) of this host's company
import { enterpriseInfoQuery } from '@/lib/contracts/enterprise';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { ApiError } from '@/lib/server/errors';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler({ role: 'visitor', input: enterpriseInfoQuery }, async ({ company }, input) => {
  // The company is the one served on this host; a body naming another company is refused.
  if (input.companyId !== undefined && input.companyId !== company.companyId) throw new ApiError(403, 'companyMismatch');
  return { code: '1', data: await getEnterpriseInfo(company.companyId) };
});

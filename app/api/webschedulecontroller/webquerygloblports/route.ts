// POST /webschedulecontroller/webquerygloblports – port suggestions by Chinese name, English name or UN/LOCODE
import { portQuery } from '@/lib/contracts/ports';
import { ApiError } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchPorts } from '@/lib/server/ports';

export const POST = apiHandler({ role: 'visitor', input: portQuery }, async ({ company }, input) => {
  // The company is the one served on this host; a body naming another company is refused.
  if (input.companyId !== undefined && input.companyId !== company.companyId) throw new ApiError(403, 'companyMismatch');
  const rows = await searchPorts(company.companyId, input.nameCn, input.types);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

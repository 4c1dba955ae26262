// POST /webfclfreight/queryRouteGroups – the company's destination tabs (route groups) with their ports
import { routeGroupsQuery } from '@/lib/contracts/routes';
import { ApiError } from '@/lib/server/errors';
import { apiHandler } from '@/lib/server/http';
import { listRouteGroups } from '@/lib/server/routes';

export const POST = apiHandler({ role: 'visitor', input: routeGroupsQuery }, async ({ company }, input) => {
  // The company is the one served on this host; a body naming another company is refused.
  if (input.companyId !== undefined && input.companyId !== company.companyId) throw new ApiError(403, 'companyMismatch');
  const rows = await listRouteGroups(company.companyId);
  return { code: '1', rows, total: rows.length };
});

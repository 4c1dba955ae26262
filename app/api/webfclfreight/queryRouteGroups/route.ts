// POST /webfclfreight/queryRouteGroups – the company's destination tabs (route groups) with their ports
// (a body naming another company is refused by apiHandler: 403 companyMismatch)
import { routeGroupsQuery } from '@/lib/contracts/routes';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listRouteGroups } from '@/lib/server/routes';

export const POST = apiHandler({ role: 'visitor', identify: false, input: routeGroupsQuery }, async ({ company }) => {
  const rows = await listRouteGroups(company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

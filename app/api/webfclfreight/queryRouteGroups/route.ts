// POST webfclfreightApi.queryRouteGroups – the company's destination tabs (route groups) with their ports
// (a body naming another company is refused by apiHandler: 403 companyMismatch)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listRouteGroups } from '@/lib/server/routes';
import { webfclfreightApi } from '@/lib/endpoints/webfclfreight';

export const POST = apiHandler(webfclfreightApi.queryRouteGroups, async ({ company }) => {
  const rows = await listRouteGroups(company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfclfreightApi.queryRouteGroups);

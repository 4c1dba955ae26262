// GET webfclfreightApi.queryrecommendportlistlimit5 – up to 5 ports to suggest before anything is typed
// (ranking: see recommendPorts in lib/server/ports.ts — subscription demand, then the company's tabs, then sort)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { recommendPorts } from '@/lib/server/ports';
import { webfclfreightApi } from '@/lib/endpoints/webfclfreight';

export const GET = apiHandler(webfclfreightApi.queryrecommendportlistlimit5, async ({ company }, input) => {
  const rows = await recommendPorts(company.companyId, input.types, input.portStartId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfclfreightApi.queryrecommendportlistlimit5);

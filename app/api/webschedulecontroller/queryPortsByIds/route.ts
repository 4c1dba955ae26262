// POST webschedulecontrollerApi.queryPortsByIds – ports of this company by id (names for links such as /lclFreight?portStartId=…)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { portsByIds } from '@/lib/server/ports';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

export const POST = apiHandler(webschedulecontrollerApi.queryPortsByIds, async ({ company }, input) => {
  const rows = await portsByIds(company.companyId, input.ids);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.queryPortsByIds);

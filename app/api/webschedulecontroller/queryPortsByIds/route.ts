// POST /webschedulecontroller/queryPortsByIds – ports of this company by id (names for links such as /lclFreight?portStartId=…)
import { portsByIdsQuery } from '@/lib/contracts/ports';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { portsByIds } from '@/lib/server/ports';

export const POST = apiHandler({ role: 'visitor', identify: false, input: portsByIdsQuery }, async ({ company }, input) => {
  const rows = await portsByIds(company.companyId, input.ids);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

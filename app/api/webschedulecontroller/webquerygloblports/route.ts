// POST webschedulecontrollerApi.webquerygloblports – port suggestions by Chinese name, English name or UN/LOCODE
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchPorts } from '@/lib/server/ports';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

// Called on every keystroke and the same for everyone: no session lookup. A body naming another
// company is refused by the wrapper.
export const POST = apiHandler(webschedulecontrollerApi.webquerygloblports, async ({ company }, input) => {
  const rows = await searchPorts(company.companyId, input.nameCn, input.types);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.webquerygloblports);

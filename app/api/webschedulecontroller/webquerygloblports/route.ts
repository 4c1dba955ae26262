// POST /webschedulecontroller/webquerygloblports – port suggestions by Chinese name, English name or UN/LOCODE
import { portQuery } from '@/lib/contracts/ports';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchPorts } from '@/lib/server/ports';

// Called on every keystroke and the same for everyone: no session lookup. A body naming another
// company is refused by the wrapper.
export const POST = apiHandler({ role: 'visitor', identify: false, input: portQuery }, async ({ company }, input) => {
  const rows = await searchPorts(company.companyId, input.nameCn, input.types);
  return { code: '1', rows, total: rows.length };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

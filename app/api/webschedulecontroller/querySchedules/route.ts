// GET webschedulecontrollerApi.querySchedules – sailings from POL to POD in a 2–4 week window (weekday, carrier filters), from the in-memory index
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchSchedules } from '@/lib/server/schedules';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

// Public and the same for everyone: no session lookup.
export const GET = apiHandler(webschedulecontrollerApi.querySchedules, async ({ company }, input) => {
  const rows = await searchSchedules(company.companyId, input);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.querySchedules);

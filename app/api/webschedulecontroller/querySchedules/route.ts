// GET webschedulecontrollerApi.querySchedules – sailings from POL to POD in a 2–4 week window (weekday, carrier filters), from the in-memory index
import { apiHandler, otherMethods } from '@/lib/server/http';
import { searchSchedulesJson } from '@/lib/server/schedules';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

// Public and the same for everyone: no session lookup; a search asked before on the same day is answered from its JSON.
export const GET = apiHandler(
  webschedulecontrollerApi.querySchedules,
  async ({ company }, input) => new Response(await searchSchedulesJson(company.companyId, input), { headers: { 'content-type': 'application/json' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.querySchedules);

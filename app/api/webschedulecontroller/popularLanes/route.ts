// GET webschedulecontrollerApi.popularLanes – the default panel of /schedules: per trade, the busiest lane over the four whole weeks from next Monday
import { apiHandler, otherMethods } from '@/lib/server/http';
import { popularLanes } from '@/lib/server/schedules';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

export const GET = apiHandler(webschedulecontrollerApi.popularLanes, async ({ company }) => {
  const rows = await popularLanes(company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.popularLanes);

// GET webschedulecontrollerApi.scheduleCarriers – the carriers of this company's services (the carrier filter of /schedules)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { scheduleCarriers } from '@/lib/server/schedules';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

export const GET = apiHandler(webschedulecontrollerApi.scheduleCarriers, async ({ company, db }) => {
  const rows = await scheduleCarriers(db, company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.scheduleCarriers);

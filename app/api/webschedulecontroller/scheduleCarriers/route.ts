// GET /webschedulecontroller/scheduleCarriers – the carriers of this company's services (the carrier filter of /schedules)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { scheduleCarriers } from '@/lib/server/schedules';

export const GET = apiHandler({ role: 'visitor', identify: false }, async ({ company, db }) => {
  const rows = await scheduleCarriers(db, company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET webschedulecontrollerApi.sailingDetail – one sailing of this company with its full rotation (404 otherwise)
import { notFound } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sailingDetail } from '@/lib/server/schedules';
import { webschedulecontrollerApi } from '@/lib/endpoints/webschedulecontroller';

export const GET = apiHandler(webschedulecontrollerApi.sailingDetail, async ({ company }, input) => {
  const data = await sailingDetail(company.companyId, input.id);
  if (!data) throw notFound();
  return { code: '1', data };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.sailingDetail);

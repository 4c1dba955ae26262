// GET /webschedulecontroller/sailingDetail – one sailing of this company with its full rotation (404 otherwise)
import { sailingDetailQuery } from '@/lib/contracts/schedules';
import { notFound } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sailingDetail } from '@/lib/server/schedules';

export const GET = apiHandler({ role: 'visitor', identify: false, input: sailingDetailQuery, source: 'query' }, async ({ company }, input) => {
  const data = await sailingDetail(company.companyId, input.id);
  if (!data) throw notFound();
  return { code: '1', data };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

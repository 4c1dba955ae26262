// GET spotApi.attorney?id= – the attorney file of one of the user's reservations (404 for anyone else's)
import { fileResponse } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { attorneyFile } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.attorney, async ({ db, company, session }, q) => {
  const { file, data } = await attorneyFile(db, { companyId: company.companyId, userId: session.userId }, q.id);
  return fileResponse(file, data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.attorney);

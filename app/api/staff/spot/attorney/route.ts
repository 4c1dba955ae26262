// GET staffApi.spotAttorney?id= – a reservation's attorney file, for staff of this company
import { fileResponse } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { attorneyFile } from '@/lib/server/spot';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.spotAttorney, async ({ db, company }, q) => {
  const { file, data } = await attorneyFile(db, { companyId: company.companyId }, q.id);
  return fileResponse(file, data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.spotAttorney);

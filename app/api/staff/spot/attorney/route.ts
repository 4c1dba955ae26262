// GET /staff/spot/attorney?id= – a reservation's attorney file, for staff of this company
import { attorneyQuery } from '@/lib/contracts/spot';
import { fileResponse } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { attorneyFile } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'staff', permission: 'orders', input: attorneyQuery, source: 'query' }, async ({ db, company }, q) => {
  const { file, data } = await attorneyFile(db, { companyId: company.companyId }, q.id);
  return fileResponse(file, data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET /spot/attorney?id= – the attorney file of one of the user's reservations (404 for anyone else's)
import { attorneyQuery } from '@/lib/contracts/spot';
import { fileResponse } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { attorneyFile } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'user', input: attorneyQuery, source: 'query' }, async ({ db, company, session }, q) => {
  const { file, data } = await attorneyFile(db, { companyId: company.companyId, userId: session.userId }, q.id);
  return fileResponse(file, data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

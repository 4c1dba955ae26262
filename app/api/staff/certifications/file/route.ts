// GET /staff/certifications/file – the business licence of an application of this company: a picture inline, a PDF as a download
import { staffFileQuery } from '@/lib/contracts/staff';
import { licenceFileId } from '@/lib/server/certification';
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler(
  { role: 'staff', permission: 'certification', input: staffFileQuery, source: 'query' },
  async ({ company, db }, input) => {
    const fileId = await licenceFileId(db, company.companyId, input.id);
    const stored = fileId ? await readStoredFile(db, company.companyId, fileId) : null;
    if (!stored) throw new ApiError(404, 'applicationNotFound');
    return fileResponse(stored.file, stored.data);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET staffApi.certificationsFile – the business licence of an application of this company: a picture inline, a PDF as a download
import { licenceFileId } from '@/lib/server/certification';
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(
  staffApi.certificationsFile,
  async ({ company, db }, input) => {
    const fileId = await licenceFileId(db, company.companyId, input.id);
    const stored = fileId ? await readStoredFile(db, company.companyId, fileId) : null;
    if (!stored) throw new ApiError(404, 'applicationNotFound');
    return fileResponse(stored.file, stored.data);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.certificationsFile);

// GET /staff/jobApplications/file – the résumé of an application of this company, as an attachment
import { resumeFileQuery } from '@/lib/contracts/inquiries';
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { resumeFileId } from '@/lib/server/inquiries';

export const GET = apiHandler({ role: 'staff', permission: 'recruitment', input: resumeFileQuery, source: 'query' }, async ({ company, db }, input) => {
  const fileId = await resumeFileId(db, company.companyId, input.id);
  const stored = fileId ? await readStoredFile(db, company.companyId, fileId) : null;
  if (!stored) throw new ApiError(404, 'applicationFileNotFound');
  return fileResponse(stored.file, stored.data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

// GET staffApi.jobApplicationsFile – the résumé of an application of this company, as an attachment
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { resumeFileId } from '@/lib/server/inquiries';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.jobApplicationsFile, async ({ company, db }, input) => {
  const fileId = await resumeFileId(db, company.companyId, input.id);
  const stored = fileId ? await readStoredFile(db, company.companyId, fileId) : null;
  if (!stored) throw new ApiError(404, 'applicationFileNotFound');
  return fileResponse(stored.file, stored.data, { attachment: true });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.jobApplicationsFile);

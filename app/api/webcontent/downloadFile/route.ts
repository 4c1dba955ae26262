// GET webcontentApi.downloadFile – the file of a published document of this company (/notification/download), as an attachment
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { publishedDocumentFileId } from '@/lib/server/siteContentAdmin';
import { webcontentApi } from '@/lib/endpoints/webcontent';

export const GET = apiHandler(webcontentApi.downloadFile, async ({ company, db }, input) => {
  const fileId = await publishedDocumentFileId(db, company.companyId, input.id);
  const stored = fileId ? await readStoredFile(db, company.companyId, fileId) : null;
  if (!stored) throw new ApiError(404, 'documentNotFound');
  return fileResponse(stored.file, stored.data, { attachment: true, cache: 'public, max-age=300' });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webcontentApi.downloadFile);

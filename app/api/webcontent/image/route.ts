// GET webcontentApi.image?id= – an image staff uploaded for this company (logos, QR codes, banners), with its checked type
import { companyImageId } from '@/lib/server/companyAdmin';
import { ApiError } from '@/lib/server/errors';
import { fileResponse, readStoredFile } from '@/lib/server/files';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webcontentApi } from '@/lib/endpoints/webcontent';

export const GET = apiHandler(webcontentApi.image, async ({ company, db }, input) => {
  const id = await companyImageId(db, company.companyId, input.id);
  const stored = id ? await readStoredFile(db, company.companyId, id) : null;
  if (!stored) throw new ApiError(404, 'imageNotFound');
  // An id names one file for ever (a new upload is a new id): browsers may keep it.
  return fileResponse(stored.file, stored.data, { cache: 'public, max-age=86400' });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webcontentApi.image);

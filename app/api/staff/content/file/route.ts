// POST staffApi.contentFile – multipart `file`: a document's file (PDF, Word or Excel by content, ≤ 20 MB), for POST /staff/content/save
import { DOCUMENT_FILE_FIELD } from '@/lib/contracts/siteContent';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { storeDocumentFile } from '@/lib/server/siteContentAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(
  staffApi.contentFile,
  async (ctx) => {
    const file = await storeDocumentFile(ctx.db, actorOf(ctx), ctx.files.get(DOCUMENT_FILE_FIELD));
    return { code: '1', data: { id: file.id, name: file.originalName, mime: file.mime, size: file.size } };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.contentFile);

// POST /staff/content/file – multipart `file`: a document's file (PDF, Word or Excel by content, ≤ 20 MB), for POST /staff/content/save
import { DOCUMENT_FILE_FIELD, DOCUMENT_FILE_MAX_BYTES, contentFileFields } from '@/lib/contracts/siteContent';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { storeDocumentFile } from '@/lib/server/siteContentAdmin';

export const POST = apiHandler(
  { role: 'staff', permission: 'content', input: contentFileFields, source: 'multipart', maxBytes: DOCUMENT_FILE_MAX_BYTES + 64 * 1024 },
  async (ctx) => {
    const file = await storeDocumentFile(ctx.db, actorOf(ctx), ctx.files.get(DOCUMENT_FILE_FIELD));
    return { code: '1', data: { id: file.id, name: file.originalName, mime: file.mime, size: file.size } };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

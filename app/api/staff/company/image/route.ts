// POST /staff/company/image – multipart `file`: a logo, QR code or picture (PNG or JPEG by content, ≤ 2 MB); answers its URL
import { COMPANY_IMAGE_MAX_BYTES } from '@/lib/contracts/companyAdmin';
import { contentFileFields } from '@/lib/contracts/siteContent';
import { actorOf } from '@/lib/server/audit';
import { storeCompanyImage } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler(
  { role: 'staff', permission: 'company', input: contentFileFields, source: 'multipart', maxBytes: COMPANY_IMAGE_MAX_BYTES + 64 * 1024 },
  async (ctx) => ({ code: '1', data: await storeCompanyImage(ctx.db, actorOf(ctx), ctx.files.get('file')) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

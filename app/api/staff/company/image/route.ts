// POST staffApi.companyImage – multipart `file`: a logo, QR code or picture (PNG or JPEG by content, ≤ 2 MB); answers its URL
import { actorOf } from '@/lib/server/audit';
import { storeCompanyImage } from '@/lib/server/companyAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(
  staffApi.companyImage,
  async (ctx) => ({ code: '1', data: await storeCompanyImage(ctx.db, actorOf(ctx), ctx.files.get('file')) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.companyImage);

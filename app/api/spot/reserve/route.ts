// POST spotApi.reserve – multipart: a certified user reserves spot space with the attorney file (≤ 10 MB, by content);
// the quantity is taken at once and the 3-minute QR payment window opens
import { ATTORNEY_FIELD } from '@/lib/contracts/spot';
import { hostOf } from '@/lib/proxy/requestMeta';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { reserve } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const POST = apiHandler(
  spotApi.reserve,
  async ({ req, db, company, session, locale, files, secure }, input) => {
    // the origin WeChat Pay's notification comes back to, unless WECHATPAY_NOTIFY_URL names one
    const site = `${secure ? 'https' : 'http'}://${hostOf(req.headers)}`;
    const data = await reserve(db, { company, userId: session.userId, userName: session.nameCn || session.mobile || '', locale, site }, input, files.get(ATTORNEY_FIELD));
    return { code: '1', data };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.reserve);

// POST webuserApi.qrLoginTicket – a single-use QR login ticket (≤ 120 s) bound to this browser by the HttpOnly qr_pre cookie
import { QR_PRE_COOKIE, QR_PRE_SECONDS, browserHashOf } from '@/lib/server/auth/qrTicket';
import { hashToken, newToken } from '@/lib/server/auth/session';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { createTicket } from '@/lib/server/qrLogin';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.qrLoginTicket, async (ctx) => {
  // The pre-login cookie binds the ticket to this browser; it is created or renewed here.
  let pre = ctx.req.cookies.get(QR_PRE_COOKIE)?.value;
  let browserHash = browserHashOf(pre);
  if (!pre || !browserHash) {
    pre = newToken();
    browserHash = hashToken(pre);
  }
  ctx.setCookie(QR_PRE_COOKIE, pre, QR_PRE_SECONDS);
  return createTicket(ctx.db, {
    companyId: ctx.company.companyId,
    site: linkSite(ctx),
    locale: ctx.locale,
    browserHash,
    client: { userAgent: ctx.userAgent, ip: ctx.ip },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.qrLoginTicket);

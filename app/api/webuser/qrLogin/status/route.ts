// GET webuserApi.qrLoginStatus – the desktop's poll; once confirmed, its own session arrives in Set-Cookie (never in JSON)
import { AUTH_COOKIE, SESSION_SECONDS } from '@/lib/server/auth/session';
import { preLoginBrowser } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { pollTicket } from '@/lib/server/qrLogin';
import { webuserApi } from '@/lib/endpoints/webuser';

export const GET = apiHandler(webuserApi.qrLoginStatus, async (ctx, input) => {
  const { answer, token } = await pollTicket(ctx.db, {
    company: ctx.company,
    browserHash: preLoginBrowser(ctx),
    ticket: input.ticket,
    previousToken: ctx.authToken,
    client: { userAgent: ctx.userAgent, ip: ctx.ip },
  });
  if (token) ctx.setCookie(AUTH_COOKIE, token, SESSION_SECONDS);
  return answer;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.qrLoginStatus);

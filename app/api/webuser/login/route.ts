// POST webuserApi.login – mobile or email + password; a new session in the HttpOnly author cookie (API clients: validateMap.apiKey)
import { checkPassword } from '@/lib/server/auth/login';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_SECONDS, knownBrowserToken } from '@/lib/server/auth/loginGuard';
import { loginResponse, preLoginBrowser } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { linkPendingWechat } from '@/lib/server/wechat';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.login, async (ctx, input) => {
  const companyId = ctx.company.companyId;
  const { userId, browserToken } = await checkPassword(ctx.db, {
    companyId,
    account: input.account,
    password: input.password,
    ip: ctx.ip,
    browserToken: knownBrowserToken(ctx.req.cookies.get(KNOWN_BROWSER_COOKIE)?.value),
  });
  // Long-lived HttpOnly cookie: this browser is not slowed down by the account's failures elsewhere.
  ctx.setCookie(KNOWN_BROWSER_COOKIE, browserToken, KNOWN_BROWSER_SECONDS);
  // A WeChat login of this browser that found no account is linked to the one that just proved its password.
  await linkPendingWechat(ctx.db, { companyId, browserHash: preLoginBrowser(ctx), userId });
  return loginResponse(ctx, userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.login);

// GET /webuser/wechat/callback – WeChat's redirect: state checked against this browser, code exchanged, then back to the site
import { NextResponse } from 'next/server';
import { WECHAT_RESULT_PARAM, wechatCallbackQuery } from '@/lib/contracts/account';
import { siteOrigin } from '@/lib/server/auth/origin';
import { AUTH_COOKIE, SESSION_SECONDS, createSession } from '@/lib/server/auth/session';
import { apiHandler } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';
import { handleCallback } from '@/lib/server/wechat';

export const GET = apiHandler(
  { role: 'visitor', input: wechatCallbackQuery, source: 'query', rateLimit: [LIMITS.qrTicketIp] },
  async (ctx, input) => {
    const origin = await siteOrigin(ctx);
    const result = await handleCallback(ctx, input.code, input.state);
    if (result.kind !== 'login') return NextResponse.redirect(`${origin}/?${WECHAT_RESULT_PARAM}=${result.kind}`, 303);
    const token = await createSession(result.userId, ctx.company.companyId, { userAgent: ctx.userAgent, ip: ctx.ip });
    ctx.setCookie(AUTH_COOKIE, token, SESSION_SECONDS);
    return NextResponse.redirect(`${origin}/`, 303);
  },
);

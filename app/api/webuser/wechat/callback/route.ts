// GET webuserApi.wechatCallback – WeChat's redirect: state checked against this browser, code exchanged, then back to the site
import { NextResponse } from 'next/server';
import { WECHAT_RESULT_PARAM } from '@/lib/contracts/account';
import { siteOrigin } from '@/lib/server/auth/origin';
import { issueSession, linkSite, preLoginBrowser } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { handleCallback } from '@/lib/server/wechat';
import { webuserApi } from '@/lib/endpoints/webuser';

export const GET = apiHandler(
  webuserApi.wechatCallback,
  async (ctx, input) => {
    const companyId = ctx.company.companyId;
    const origin = await siteOrigin(ctx.db, companyId, linkSite(ctx));
    const result = await handleCallback(ctx.db, { companyId, browserHash: preLoginBrowser(ctx), code: input.code, state: input.state });
    if (result.kind !== 'login') return NextResponse.redirect(`${origin}/?${WECHAT_RESULT_PARAM}=${result.kind}`, 303);
    await issueSession(ctx, result.userId);
    return NextResponse.redirect(`${origin}/`, 303);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.wechatCallback);

// GET webuserApi.getWxUrlNewScheme – the link that opens this company's mini-program (header "mini-program" entry)
//
// Design: the spec gives no shape, so the answer is { openlink, mode, expireTime, qrCodePic }.
// - mode 'wechat' (when a WeChat mini-program adapter with app id/secret is configured, see
//   ARCHITECTURE.md "messaging-app QR login"): openlink would be the ticket scheme returned by
//   WeChat's urlscheme.generate API, `weixin://dl/business/?t=<ticket>`, valid 30 days.
// - mode 'builtin' (the default; no WeChat keys on this deployment): the company's mini-program
//   is its mobile site — the seeded mini-program QR codes encode `<site>/mobile?from=miniprogram` —
//   so openlink is `https://<mobileDomainName>/mobile?from=miniprogram&path=<page>[&<query>]`,
//   on the company's registered domain (the one the request came to, else its first: siteOrigin)
//   when it has no mobile domain. Any phone browser (WeChat's included) opens it; the mobile site
//   decides what `path` shows.
// qrCodePic is the company's official-account QR (wxPubQrCodePic), shown beside the link.
import { NextResponse } from 'next/server';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { siteOrigin } from '@/lib/server/auth/origin';
import { linkSite } from '@/lib/server/auth/web';
import { webuserApi } from '@/lib/endpoints/webuser';

const DEFAULT_PAGE = 'pages/index/index';
const LINK_LIFETIME_S = 30 * 24 * 3600;
const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export const GET = apiHandler(webuserApi.getWxUrlNewScheme, async (ctx, input) => {
  const { company } = ctx;
  const mobileDomain = company.mobileDomainName.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  // Never the request's own Host: a forged one would put another site into the link.
  const origin = mobileDomain && HOST_RE.test(mobileDomain) ? `https://${mobileDomain}` : await siteOrigin(ctx.db, company.companyId, linkSite(ctx));
  const params = new URLSearchParams({ from: 'miniprogram', path: input.path ?? DEFAULT_PAGE });
  if (input.query) {
    for (const [k, v] of new URLSearchParams(input.query)) if (!params.has(k)) params.append(k, v);
  }
  const body = {
    code: '1',
    data: {
      openlink: `${origin}/mobile?${params.toString()}`,
      mode: 'builtin' as const,
      expireTime: Math.floor(Date.now() / 1000) + LINK_LIFETIME_S,
      qrCodePic: company.wxPubQrCodePic,
    },
  };
  // Same answer for every visitor of a host: let browsers keep it for a few minutes.
  return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Host' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.getWxUrlNewScheme);

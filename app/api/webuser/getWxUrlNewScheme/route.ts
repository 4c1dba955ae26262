// GET /webuser/getWxUrlNewScheme – the link that opens this company's mini-program (header "mini-program" entry)
//
// Design: the spec gives no shape, so the answer is { openlink, mode, expireTime, qrCodePic }.
// - mode 'wechat' (when a WeChat mini-program adapter with app id/secret is configured, see
//   ARCHITECTURE.md "messaging-app QR login"): openlink would be the ticket scheme returned by
//   WeChat's urlscheme.generate API, `weixin://dl/business/?t=<ticket>`, valid 30 days.
// - mode 'builtin' (the default; no WeChat keys on this deployment): the company's mini-program
//   is its mobile site — the seeded mini-program QR codes encode `<site>/mobile?from=miniprogram` —
//   so openlink is `https://<mobileDomainName>/mobile?from=miniprogram&path=<page>[&<query>]`,
//   on the request's own origin when the company has no mobile domain. Any phone browser (WeChat's
//   included) opens it; the mobile site decides what `path` shows.
// qrCodePic is the company's official-account QR (wxPubQrCodePic), shown beside the link.
import { NextResponse, type NextRequest } from 'next/server';
import { wxSchemeQuery } from '@/lib/contracts/enterprise';
import { apiHandler, otherMethods } from '@/lib/server/http';

const DEFAULT_PAGE = 'pages/index/index';
const LINK_LIFETIME_S = 30 * 24 * 3600;
const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The origin a browser reached us on: forwarded host/proto when behind a proxy; '' when unusable. */
function requestOrigin(req: NextRequest): string {
  const host = (req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? '').split(',')[0]!.trim();
  const proto = (req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '')).split(',')[0]!.trim();
  if (!HOST_RE.test(host) || (proto !== 'http' && proto !== 'https')) return '';
  return `${proto}://${host}`;
}

export const GET = apiHandler({ role: 'visitor', identify: false, input: wxSchemeQuery, source: 'query' }, async ({ req, company }, input) => {
  const mobileDomain = company.mobileDomainName.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const origin = mobileDomain && HOST_RE.test(mobileDomain) ? `https://${mobileDomain}` : requestOrigin(req);
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

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

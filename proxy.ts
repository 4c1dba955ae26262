import { NextResponse, type NextRequest } from 'next/server';
import { edge } from './lib/proxy/register';
import { requestMeta } from './lib/proxy/requestMeta';

/**
 * The request edge (lib/proxy/edge.ts: locale, company, cookie hygiene, route guards, security
 * headers, rewrite to /<locale>/<companyId>/…) when the app runs without the front server, e.g.
 * under a bare `next dev` or `next start`. The front server (server.mjs) runs the same edge
 * before Next and marks the request with `x-portal-edge`, so this proxy then never runs: the
 * matcher skips marked requests before any proxy code is called.
 */
export default async function proxy(req: NextRequest) {
  const { host, proto } = requestMeta(req.headers);
  const r = await edge().route({
    url: `${req.nextUrl.pathname}${req.nextUrl.search}`,
    host,
    proto,
    userAgent: req.headers.get('user-agent'),
    cookie: req.headers.get('cookie'),
  });
  let out: NextResponse;
  if (r.redirect) {
    out = NextResponse.redirect(new URL(r.redirect.location, req.url), r.redirect.status);
  } else if (r.rewrite) {
    const headers = new Headers(req.headers);
    for (const [k, v] of Object.entries(r.requestHeaders)) headers.set(k, v);
    out = NextResponse.rewrite(new URL(r.rewrite, req.url), { request: { headers } });
  } else {
    out = NextResponse.next();
  }
  for (const [k, v] of Object.entries(r.headers)) out.headers.set(k, v);
  for (const c of r.setCookie) out.headers.append('set-cookie', c);
  return out;
}

export const config = {
  // Pages only (not the API, the DCSA endpoints, Next's files or files with an extension), and only
  // when the front server has not already handled the request.
  matcher: [{ source: '/((?!api|dcsa|_next|_vercel|.*\\..*).*)', missing: [{ type: 'header', key: 'x-portal-edge' }] }],
};

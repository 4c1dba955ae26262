// GET /sitemap.xml – the public pages of the host's company in both languages (the edge rewrites the
// request to /zh-CN/<companyId>/sitemap.xml; the company comes from the Host only).
import type { NextRequest } from 'next/server';
import { requestMeta } from '@/lib/proxy/requestMeta';
import { hostSitemap } from '@/lib/seo/hostSitemap';

export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string; company: string }> }) {
  const { locale, company } = await params;
  const { host, proto } = requestMeta(req.headers);
  // One sitemap per host, at /sitemap.xml: /en/sitemap.xml is no page.
  const xml = locale === 'zh-CN' && /^\d+$/.test(company) && host ? await hostSitemap(Number(company), host, proto) : null;
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}

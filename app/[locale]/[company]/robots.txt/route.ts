// GET /robots.txt – per host: the workspace, staff console, API and per-person pages are disallowed;
// names this host's sitemap (the edge rewrites the request to /zh-CN/<companyId>/robots.txt).
import type { NextRequest } from 'next/server';
import { requestMeta } from '@/lib/proxy/requestMeta';
import { buildRobots } from '@/lib/seo/sitemap';

export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const { host, proto } = requestMeta(req.headers);
  if (locale !== 'zh-CN' || !host) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(buildRobots(`${proto}://${host}`), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}

import { ENDPOINTS } from '../../endpoints';
import { screenAt } from '../../screens/registry';
import type { RequestInfo } from '../../proxy/frontServer.mjs';

/*
 * The route label of a request in the metrics: its route pattern, never the raw URL (ids, queries,
 * made-up paths would each make a series of their own). An API call is its endpoint's path in the
 * table; a page is its screen (lib/screens/registry.ts); the rest fall in a few fixed groups.
 */

const API_PATHS: ReadonlySet<string> = new Set(ENDPOINTS.map(({ endpoint }) => `/api${endpoint.path}`));
const OPS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);
/** /<locale>/<companyId> of a rewritten page. */
const INTERNAL_PREFIX = /^\/(?:zh-CN|en)\/\d+(?=\/|$)/;

export function routeLabel(info: RequestInfo): string {
  const { pathname } = info;
  if (OPS_PATHS.has(pathname)) return pathname;
  if (info.redirect) return 'redirect';
  if (pathname === '/api' || pathname.startsWith('/api/')) return API_PATHS.has(pathname) ? pathname : 'api:unknown';
  if (pathname.startsWith('/_next/static/')) return 'next:static';
  if (pathname.startsWith('/_next/image')) return 'next:image';
  if (pathname === '/_next' || pathname.startsWith('/_next/')) return 'next:other';
  if (info.publicFile) return 'public:file';
  if (!info.rewrite) return 'other';
  const q = info.rewrite.indexOf('?');
  const rest = (q < 0 ? info.rewrite : info.rewrite.slice(0, q)).replace(INTERNAL_PREFIX, '') || '/';
  if (rest === '/sitemap.xml' || rest === '/robots.txt') return `seo:${rest.slice(1)}`;
  const found = screenAt(rest);
  return found ? `page:${found.screen.id}${found.surface === 'mobile' ? ':mobile' : ''}` : 'page:unknown';
}

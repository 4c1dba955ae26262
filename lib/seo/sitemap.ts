import { SEO_LOCALES, alternates, pageUrl, type PageRef } from './urls';

/*
 * sitemap.xml of one host: every public page in both languages, each <url> with its hreflang
 * alternates (zh-CN, en, x-default) so the pair points at each other; when the company has a mobile
 * site, each page's mobile counterpart as a media alternate, and the mobile pages as entries of
 * their own. Pure: the route (app/[locale]/[company]/sitemap.xml) gathers the entries.
 */

export type SitemapEntry = {
  page: PageRef;
  lastModified?: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
  /** The same page on the mobile site (path and query there). */
  mobile?: PageRef;
};

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Google's annotation of a separate mobile URL. */
export const MOBILE_MEDIA = 'only screen and (max-width: 640px)';

function urlElement(loc: string, links: string[], e: SitemapEntry): string {
  const parts = [`<loc>${xml(loc)}</loc>`, ...links];
  if (e.lastModified) parts.push(`<lastmod>${xml(e.lastModified.slice(0, 10))}</lastmod>`);
  if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
  if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
  return `<url>${parts.join('')}</url>`;
}

const hreflangLinks = (alt: Record<string, string>) =>
  Object.entries(alt).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href)}"/>`);

export function buildSitemap(opts: { origin: string; mobileOrigin?: string; entries: readonly SitemapEntry[] }): string {
  const urls: string[] = [];
  const seen = new Set<string>();
  const add = (loc: string, element: string) => {
    if (seen.has(loc)) return;
    seen.add(loc);
    urls.push(element);
  };
  for (const e of opts.entries) {
    const alt = hreflangLinks(alternates(opts.origin, e.page));
    for (const locale of SEO_LOCALES) {
      const loc = pageUrl(opts.origin, e.page, locale);
      const mobile = opts.mobileOrigin && e.mobile ? [`<xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="${xml(pageUrl(opts.mobileOrigin, e.mobile, locale))}"/>`] : [];
      add(loc, urlElement(loc, [...alt, ...mobile], e));
    }
  }
  if (opts.mobileOrigin) {
    for (const e of opts.entries) {
      if (!e.mobile) continue;
      const alt = hreflangLinks(alternates(opts.mobileOrigin, e.mobile));
      for (const locale of SEO_LOCALES) {
        const loc = pageUrl(opts.mobileOrigin, e.mobile, locale);
        add(loc, urlElement(loc, alt, e));
      }
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no crawler should visit: the workspace, the staff console, the APIs (the portal's and the DCSA one) and per-person pages. */
export const DISALLOWED = ['/workspace', '/staff', '/api/', '/dcsa/', '/subscription', '/pdf', '/mobile/qrConfirm'] as const;

/** robots.txt of one host: the private areas in both languages are disallowed; the sitemap of this host. */
export function buildRobots(origin: string): string {
  const paths = DISALLOWED.flatMap((p) => (p.endsWith('/') ? [p] : [p, `/en${p}`]));
  return ['User-agent: *', ...paths.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/*
 * Page URLs in both languages, as canonical links, hreflang alternates and the sitemap spell them:
 * Chinese on the bare path (/about), English under /en (/en/about); query parameters that make a
 * page of their own (?areaIndex=3, ?id=12) in the order given. Pure: no server code.
 */

export const SEO_LOCALES = ['zh-CN', 'en'] as const;
export type SeoLocale = (typeof SEO_LOCALES)[number];

/** hreflang of each locale, plus x-default (the Chinese page: the site's default language). */
export const HREFLANG: Record<SeoLocale, string> = { 'zh-CN': 'zh-CN', en: 'en' };

export type PageRef = { path: string; query?: Readonly<Record<string, string>> };

/** The path of a page in a locale: /about → /en/about; / → /en. */
export function localizedPath(path: string, locale: string): string {
  const bare = path === '' ? '/' : path;
  if (locale !== 'en') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

export function queryString(query: Readonly<Record<string, string>> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== '');
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** The absolute URL of a page in a locale on an origin ('https://www.example.com', no trailing slash). */
export function pageUrl(origin: string, page: PageRef, locale: string): string {
  return `${origin}${localizedPath(page.path, locale)}${queryString(page.query)}`;
}

/** The hreflang alternates of a page: zh-CN, en and x-default (the Chinese URL). */
export function alternates(origin: string, page: PageRef): Record<string, string> {
  const cn = pageUrl(origin, page, 'zh-CN');
  return { 'zh-CN': cn, en: pageUrl(origin, page, 'en'), 'x-default': cn };
}

/** An origin from a configured URL or host name ('www.example.com', 'https://m.example.com/'); '' when unusable. */
export function originOf(value: string | null | undefined, defaultScheme: 'http' | 'https' = 'https'): string {
  const raw = value?.trim();
  if (!raw) return '';
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `${defaultScheme}://${raw}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.origin;
  } catch {
    return '';
  }
}

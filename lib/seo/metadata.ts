import 'server-only';
import type { Metadata } from 'next';
import type { CompanySettings } from '../contracts/company';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { brandingFor } from '../branding';
import { routing, type AppLocale } from '../i18n/routing';
import type { Messages } from '../i18n/messages';
import { requireCompanySettings } from '../server/company';
import { siteOrigin } from './origin';
import { alternates, pageUrl, type PageRef } from './urls';

/*
 * One helper for every public page's metadata: a per-locale title and description, the canonical
 * URL, hreflang alternates (zh-CN, en, x-default) and Open Graph. A page joins with one line:
 *
 *   export const generateMetadata = staticPageMetadata('/schedules', 'Schedules');
 *
 * (title and description from the namespace's `metaTitle` and `metaDescription`), or, when the
 * text depends on data or the query, `return pageMetadata(params, { path, query, title, … })`
 * from its own generateMetadata. The company layout adds the title template (`… | short name`),
 * the company's SEO keywords, and its SEO title and description where a page names none.
 */

export type PageSeo = PageRef & {
  /** The page's title (the layout's template appends the company's short name). */
  title: string;
  /** Default: the company's SEO description in the page's language. */
  description?: string;
  /** The home page: the company's SEO title as it is, no template. */
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** A raster picture (PNG/JPEG) of the page, site-relative. */
  image?: string;
  /**
   * Kept out of search engines (still followed); a function of the company's settings for a page
   * the company may not offer (its page then says the function is not open).
   */
  noIndex?: boolean | ((settings: CompanySettings) => boolean);
};

type Params = Promise<{ locale: string; company: string }> | { locale: string; company: string };

const OG_LOCALE: Record<string, string> = { 'zh-CN': 'zh_CN', en: 'en_US' };
const RASTER = /\.(png|jpe?g|webp)$/i;

export async function pageMetadata(params: Params, seo: PageSeo): Promise<Metadata> {
  const { locale, company } = await params;
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  const origin = await siteOrigin(settings.companyId);
  const page: PageRef = { path: seo.path, query: seo.query };
  const url = pageUrl(origin, page, locale);
  const description = seo.description || brand.seoDescription || undefined;
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${brand.shortName}`;
  const noIndex = typeof seo.noIndex === 'function' ? seo.noIndex(settings) : seo.noIndex;
  const picture = [seo.image, settings.webHomeBgImg, brand.logo].find((p) => p && RASTER.test(p));
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description,
    alternates: { canonical: url, languages: alternates(origin, page) },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      siteName: brand.name,
      title: fullTitle,
      description,
      locale: OG_LOCALE[locale] ?? 'zh_CN',
      alternateLocale: Object.entries(OG_LOCALE)
        .filter(([l]) => l !== locale)
        .map(([, og]) => og),
      ...(picture ? { images: [{ url: picture.startsWith('http') ? picture : `${origin}${picture}` }] } : {}),
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A namespace of the messages that has the page's `metaTitle` (and, usually, `metaDescription`). */
type PageNamespace = { [K in keyof Messages]: Messages[K] extends { metaTitle: string } ? K : never }[keyof Messages];

/** generateMetadata of a page whose title and description are messages: `metaTitle`, `metaDescription` of `namespace`. */
export function staticPageMetadata(path: string, namespace: PageNamespace, opts: Pick<PageSeo, 'noIndex'> = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; company: string }> }): Promise<Metadata> {
    const p = await params;
    const t = await getTranslations({ locale: p.locale as AppLocale, namespace });
    const key = 'metaDescription' as Parameters<typeof t>[0];
    return pageMetadata(p, { path, title: t('metaTitle' as Parameters<typeof t>[0]), description: t.has(key) ? t(key) : undefined, ...opts });
  };
}

/**
 * The 404 page's own title, in the page's language: from the segment's locale param, which Next
 * hands a not-found file's metadata too, so a cached page's 404 never reads the request's headers.
 * A page whose loader answers 404 returns it as its own metadata too (the title the browser keeps
 * after hydration), as the catch-all pages do.
 */
export async function notFoundMetadata(props?: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const locale = (await props?.params)?.locale;
  const t = locale && hasLocale(routing.locales, locale) ? await getTranslations({ locale, namespace: 'NotFound' }) : await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

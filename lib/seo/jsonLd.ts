import type { CompanySettings } from '../contracts/company';
import type { NewsArticle } from '../contracts/news';
import { pageUrl } from './urls';

/*
 * schema.org data of the pages (JSON-LD): the company as an Organization on every page of the
 * site, and each news article as a NewsArticle. Pure: the caller passes the origin and the data.
 */

type Office = { name: string; address: string; phone: string; email: string };

const absolute = (origin: string, path: string) => (!path ? undefined : /^https?:\/\//.test(path) ? path : `${origin}${path}`);

export function organizationJsonLd(settings: CompanySettings, origin: string, locale: string, offices: readonly Office[] = []) {
  const en = locale === 'en';
  const name = en ? settings.companyNameEn : settings.companyNameCn;
  const other = en ? settings.companyNameCn : settings.companyNameEn;
  const address = en ? settings.companyAddrEn : settings.companyAddr || settings.linkAddress;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name,
    ...(other && other !== name ? { alternateName: other } : {}),
    url: `${origin}${en ? '/en' : '/'}`,
    ...(settings.webInLogo ? { logo: absolute(origin, settings.webInLogo) } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'CN' } } : {}),
    ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
        ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
        availableLanguage: ['zh-CN', 'en'],
      },
    ],
    ...(offices.length
      ? {
          department: offices.map((o) => ({
            '@type': 'Organization',
            name: `${name} ${o.name}`,
            address: { '@type': 'PostalAddress', streetAddress: o.address, addressCountry: 'CN' },
            telephone: o.phone,
            ...(o.email ? { email: o.email } : {}),
          })),
        }
      : {}),
  };
}

export function newsArticleJsonLd(a: {
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  locale: string;
  origin: string;
  publisher: string;
  logo: string;
  image?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    headline: a.headline.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    datePublished: a.datePublished,
    dateModified: a.datePublished,
    inLanguage: a.locale === 'en' ? 'en' : 'zh-CN',
    ...(a.image ? { image: [absolute(a.origin, a.image)] } : {}),
    author: { '@type': 'Organization', name: a.publisher, url: a.origin },
    publisher: { '@type': 'Organization', '@id': `${a.origin}/#organization`, name: a.publisher, ...(a.logo ? { logo: { '@type': 'ImageObject', url: absolute(a.origin, a.logo) } } : {}) },
  };
}

/** The NewsArticle of an article page, desktop or mobile: both describe the desktop page (its canonical URL). */
export function articlePageJsonLd(article: NewsArticle, site: { origin: string; locale: string; publisher: string; logo: string }) {
  return newsArticleJsonLd({
    url: pageUrl(site.origin, { path: '/notification/newsInfo', query: { id: String(article.id) } }, site.locale),
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    locale: site.locale,
    origin: site.origin,
    publisher: site.publisher,
    logo: site.logo,
    image: article.coverImage || undefined,
  });
}

/** JSON for a <script type="application/ld+json">: '<' escaped, so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

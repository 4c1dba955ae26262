import { defineRouting } from 'next-intl/routing';

/**
 * Locales: `cn` in the spec is not a language tag (dates and numbers would format in English and
 * Accept-Language: zh-CN would never match), so the locale is zh-CN, shown everywhere as `cn`:
 * bare paths are Chinese (/lclFreight), /cn/... redirects to them, English lives under /en/....
 * No locale detection: a URL always names its language (stable for crawlers and for page caching).
 */
export const routing = defineRouting({
  locales: ['zh-CN', 'en'],
  defaultLocale: 'zh-CN',
  localePrefix: { mode: 'as-needed', prefixes: { 'zh-CN': '/cn' } },
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** The spec's short name for a locale: `cn` or `en`. */
export function shortLocale(locale: string): 'cn' | 'en' {
  return locale === 'en' ? 'en' : 'cn';
}

export function isAppLocale(value: string): value is AppLocale {
  return (routing.locales as readonly string[]).includes(value);
}

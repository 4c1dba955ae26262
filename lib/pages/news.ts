import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { NEWS_TAB, newsArticleQuery, newsListQuery, type NewsTabId } from '@/lib/contracts/news';
import type { AppLocale } from '@/lib/i18n/routing';
import { articlePageJsonLd } from '@/lib/seo/jsonLd';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { requireCompanySettings } from '@/lib/server/company';
import { getNewsArticle, listNews } from '@/lib/server/news';
import { pageArgs, type QueryPageProps } from './args';

/*
 * /notification/news?tabId=&page= and /notification/newsInfo?id=, and their mobile pages.
 */

/** The two tabs, in order, with their message keys (namespace News). */
export const NEWS_LIST_TABS: readonly { id: NewsTabId; key: 'industry' | 'company' }[] = [
  { id: NEWS_TAB.industry, key: 'industry' },
  { id: NEWS_TAB.company, key: 'company' },
];

export const newsTabKey = (tabId: number): 'industry' | 'company' => (tabId === NEWS_TAB.company ? 'company' : 'industry');

/** The list: the tab and page of the query (malformed: tab 1, page 1) and that page of the company's news. */
export async function loadNewsList({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  const q = newsListQuery.parse(query);
  const [settings, list] = await Promise.all([requireCompanySettings(companyId), listNews(companyId, q.tabId, q.page, locale)]);
  return { locale, brand: brandingFor(settings, locale), tabId: q.tabId, tabKey: newsTabKey(q.tabId), list };
}

export async function newsListMetadata({ params, searchParams }: QueryPageProps): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const { tabId, page } = newsListQuery.parse(query);
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'News' });
  const key = newsTabKey(tabId);
  return pageMetadata(params, {
    path: '/notification/news',
    query: { tabId: String(tabId), ...(page > 1 ? { page: String(page) } : {}) },
    title: `${t(key)}${page > 1 ? ` - ${t('pageN', { page })}` : ''} - ${t('title')}`,
    description: t(`${key}Description`),
  });
}

const articleOf = cache(async (locale: string, companyId: number, id: number | null) => (id ? getNewsArticle(companyId, id, locale) : null));

async function readArticle({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  const q = newsArticleQuery.safeParse(query);
  return { locale, companyId, article: await articleOf(locale, companyId, q.success ? q.data.id : null) };
}

/** Article text: paragraphs separated by blank lines or line breaks (plain text, never HTML). */
export function articleParagraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * An article of the company (a 404 otherwise): its paragraphs, its tab, and its NewsArticle JSON-LD,
 * which describes the desktop page (the canonical URL of both).
 */
export async function loadNewsArticle(props: QueryPageProps) {
  const { locale, companyId, article } = await readArticle(props);
  if (!article) notFound();
  const settings = await requireCompanySettings(companyId);
  const origin = await siteOrigin(companyId);
  const brand = brandingFor(settings, locale);
  return {
    locale,
    article,
    tabKey: newsTabKey(article.tabId),
    paragraphs: articleParagraphs(article.content || article.summary),
    jsonLd: articlePageJsonLd(article, { origin, locale, publisher: brand.name, logo: brand.logo }),
  };
}

export async function newsArticleMetadata(props: QueryPageProps): Promise<Metadata> {
  const { article } = await readArticle(props);
  if (!article) return notFoundMetadata(props);
  return pageMetadata(props.params, {
    path: '/notification/newsInfo',
    query: { id: String(article.id) },
    title: article.title,
    description: article.summary || undefined,
    type: 'article',
    publishedTime: article.publishedAt,
    image: article.coverImage || undefined,
  });
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { newsArticleQuery } from '@/lib/contracts/news';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { brandingFor } from '@/lib/branding';
import { articlePageJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getNewsArticle } from '@/lib/server/news';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsDate } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Reads the query: rendered per request (the company layout's empty generateStaticParams would
// otherwise try to cache it as a static page and fail at run time).
export const dynamic = 'force-dynamic';

async function load(params: Params, searchParams: Search) {
  const { locale, company } = await params;
  const q = newsArticleQuery.safeParse(await searchParams);
  if (!q.success) return { locale, company, article: null };
  return { locale, company, article: await getNewsArticle(await companyParam(company), q.data.id, locale) };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { article } = await load(params, searchParams);
  if (!article) return {};
  return pageMetadata(params, {
    path: '/notification/newsInfo',
    query: { id: String(article.id) },
    title: article.title,
    description: article.summary || undefined,
    type: 'article',
    publishedTime: article.publishedAt,
    image: article.coverImage || undefined,
  });
}

/** Article text: paragraphs separated by blank lines or line breaks (plain text, never HTML). */
function paragraphs(content: string): string[] {
  return content
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** /notification/newsInfo?id=N – one article of this company (rendered per request, cached data). */
export default async function NewsInfoPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company, article } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!article) notFound();
  const settings = await requireCompanySettings(await companyParam(company));
  const [t, origin] = await Promise.all([getTranslations('News'), siteOrigin(settings.companyId)]);
  const brand = brandingFor(settings, locale);
  const tabKey = article.tabId === 2 ? 'company' : 'industry';
  const date = newsDate(article.publishedAt);
  const listHref = { pathname: '/notification/news', query: { tabId: String(article.tabId) } };
  return (
    <main className={styles.section}>
      <JsonLd data={articlePageJsonLd(article, { origin, locale, publisher: brand.name, logo: brand.logo })} />
      <article className={news.article}>
        <nav className={news.crumbs} aria-label={t('breadcrumb')}>
          <ServerLink href="/">{t('home')}</ServerLink>
          <span aria-hidden>/</span>
          <ServerLink href={listHref}>{t(tabKey)}</ServerLink>
        </nav>
        <h1 className={news.articleTitle}>{article.title}</h1>
        <div className={news.articleMeta}>
          <span>
            {t('published')}
            <time dateTime={date}>{date}</time>
          </span>
          <span>{t(tabKey)}</span>
        </div>
        {article.coverImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- covers are files the seed writes
          <img className={news.articleCover} src={article.coverImage} alt="" />
        ) : null}
        <div className={news.articleBody}>
          {paragraphs(article.content || article.summary).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <nav className={news.neighbours} aria-label={t('moreArticles')}>
          <span>
            {t('prev')}
            {article.prev ? <ServerLink href={{ pathname: '/notification/newsInfo', query: { id: String(article.prev.id) } }}>{article.prev.title}</ServerLink> : t('none')}
          </span>
          <span>
            {t('next')}
            {article.next ? <ServerLink href={{ pathname: '/notification/newsInfo', query: { id: String(article.next.id) } }}>{article.next.title}</ServerLink> : t('none')}
          </span>
        </nav>
        <div className={news.back}>
          <ServerLink href={listHref} className={styles.outlineButton}>
            {t('backToList')}
          </ServerLink>
        </div>
      </article>
    </main>
  );
}

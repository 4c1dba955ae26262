import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadNewsArticle, newsArticleMetadata } from '@/lib/pages/news';
import type { QueryPageProps } from '@/lib/pages/args';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsDate } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

// Reads the query: rendered per request (the company layout's empty generateStaticParams would
// otherwise try to cache it as a static page and fail at run time).
export const dynamic = 'force-dynamic';

export const generateMetadata = newsArticleMetadata;

/** /notification/newsInfo?id=N – one article of this company (rendered per request, cached data). */
export default async function NewsInfoPage(props: QueryPageProps) {
  const { locale, article, tabKey, paragraphs, jsonLd } = await loadNewsArticle(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('News');
  const date = newsDate(article.publishedAt);
  const listHref = { pathname: '/notification/news', query: { tabId: String(article.tabId) } };
  return (
    <main className={styles.section}>
      <JsonLd data={jsonLd} />
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
          {paragraphs.map((p, i) => (
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

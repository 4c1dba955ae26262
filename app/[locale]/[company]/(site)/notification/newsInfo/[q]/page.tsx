import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadNewsArticle, newsArticleMetadata } from '@/lib/pages/news';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsDate } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => newsArticleMetadata(foldedProps(props));

/** /notification/newsInfo?id=N – one article of this company (cached per article). */
export default async function NewsInfoPage(props: FoldedPageProps) {
  const { locale, article, tabKey, paragraphs, jsonLd } = await loadNewsArticle(foldedProps(props));
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

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadNewsArticle, newsArticleMetadata } from '@/lib/pages/news';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsDate } from '@/components/layout/content/NewsList';
import { MobilePageHead, MobileRow } from '@/components/mobile/MobilePage';
import c from '@/components/mobile/content/content.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => newsArticleMetadata(foldedProps(props));

/** /mobile/notification/newsInfo?id=N: one article, with the newer and the older one of its tab. */
export default async function MobileNewsInfoPage(props: FoldedPageProps) {
  const { locale, article, tabKey, paragraphs, jsonLd } = await loadNewsArticle(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const [t, tm] = await Promise.all([getTranslations('News'), getTranslations('Mobile')]);
  const date = newsDate(article.publishedAt);
  return (
    <main>
      {/* the article as the desktop page describes it (its canonical URL) */}
      <JsonLd data={jsonLd} />
      <MobilePageHead title={t(tabKey)} back={`/mobile/notification/news?tabId=${article.tabId}`} backLabel={t('backToList')} />
      <article className={c.article} data-testid="news-article">
        <h1 className={c.articleTitle}>{article.title}</h1>
        <p className={c.articleMeta}>
          <time dateTime={date}>{date}</time>
          <span>{t(tabKey)}</span>
        </p>
        {article.coverImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- covers are files the seed writes
          <img className={c.articleCover} src={article.coverImage} alt="" />
        ) : null}
        <div className={c.articleBody}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </article>
      <nav className={c.neighbours} aria-label={t('moreArticles')}>
        {article.prev ? (
          <MobileRow href={{ pathname: '/mobile/notification/newsInfo', query: { id: String(article.prev.id) } }} title={article.prev.title} sub={tm('newer')} />
        ) : null}
        {article.next ? (
          <MobileRow href={{ pathname: '/mobile/notification/newsInfo', query: { id: String(article.next.id) } }} title={article.next.title} sub={tm('older')} />
        ) : null}
      </nav>
    </main>
  );
}

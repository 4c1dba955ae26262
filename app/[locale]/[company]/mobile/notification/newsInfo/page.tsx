import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { newsArticleQuery } from '@/lib/contracts/news';
import type { AppLocale } from '@/lib/i18n/routing';
import { brandingFor } from '@/lib/branding';
import { articlePageJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getNewsArticle } from '@/lib/server/news';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsDate } from '@/components/layout/content/NewsList';
import { MobilePageHead, MobileRow } from '@/components/mobile/MobilePage';
import c from '@/components/mobile/content/content.module.css';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

async function load(params: Params, searchParams: Search) {
  const { locale, company } = await params;
  const q = newsArticleQuery.safeParse(await searchParams);
  return { locale, article: q.success ? await getNewsArticle(await companyParam(company), q.data.id, locale) : null };
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
  });
}

/** /mobile/notification/newsInfo?id=N: one article, with the newer and the older one of its tab. */
export default async function MobileNewsInfoPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, article } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!article) notFound();
  const settings = await requireCompanySettings(await companyParam((await params).company));
  const [t, tm, origin] = await Promise.all([getTranslations('News'), getTranslations('Mobile'), siteOrigin(settings.companyId)]);
  const brand = brandingFor(settings, locale);
  const tabKey = article.tabId === 2 ? 'company' : 'industry';
  const date = newsDate(article.publishedAt);
  const text = (article.content || article.summary)
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <main>
      {/* the article as the desktop page describes it (its canonical URL) */}
      <JsonLd data={articlePageJsonLd(article, { origin, locale, publisher: brand.name, logo: brand.logo })} />
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
          {text.map((p, i) => (
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

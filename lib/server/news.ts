import 'server-only';
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { chinaDate } from '../businessTime';
import { NEWS_PAGE_SIZE, type NewsArticle, type NewsItem, type NewsPage, type NewsTabId } from '../contracts/news';
import { getDb } from './db';
import { news } from './db/schema';
import { expireTag } from './pageCache';

/** Cache tag of a company's news: pages and queries that show news are refreshed through it. */
export const newsTag = (companyId: number) => `news:${companyId}`;

type Row = typeof news.$inferSelect;
const pick = (en: boolean, enText: string, cnText: string) => (en && enText.trim() ? enText : cnText);

function toItem(row: Pick<Row, 'id' | 'tabId' | 'titleCn' | 'titleEn' | 'summaryCn' | 'summaryEn' | 'coverImage' | 'publishedAt'>, en: boolean): NewsItem {
  return {
    id: row.id,
    tabId: row.tabId,
    title: pick(en, row.titleEn, row.titleCn),
    summary: pick(en, row.summaryEn, row.summaryCn),
    coverImage: row.coverImage,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const listColumns = {
  id: news.id,
  tabId: news.tabId,
  titleCn: news.titleCn,
  titleEn: news.titleEn,
  summaryCn: news.summaryCn,
  summaryEn: news.summaryEn,
  coverImage: news.coverImage,
  publishedAt: news.publishedAt,
};

async function loadPage(companyId: number, tabId: NewsTabId, page: number, en: boolean): Promise<NewsPage> {
  const db = await getDb();
  const where = and(eq(news.companyId, companyId), eq(news.tabId, tabId));
  const [totalRow] = await db.select({ n: count() }).from(news).where(where);
  const total = Number(totalRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select(listColumns)
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((current - 1) * NEWS_PAGE_SIZE);
  return { rows: rows.map((r) => toItem(r, en)), total, page: current, pageCount };
}

/** One page (10 items, newest first) of a company's news in a tab; a page past the end shows the last. */
export function listNews(companyId: number, tabId: NewsTabId, page: number, locale: string): Promise<NewsPage> {
  const en = locale === 'en';
  return unstable_cache(() => loadPage(companyId, tabId, page, en), ['news-page', String(companyId), String(tabId), String(page), en ? 'en' : 'cn'], {
    tags: [newsTag(companyId)],
    revalidate: 600,
  })();
}

async function loadArticle(companyId: number, id: number, en: boolean): Promise<NewsArticle | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.companyId, companyId), eq(news.id, id)))
    .limit(1);
  if (!row) return null;
  const sameTab = and(eq(news.companyId, companyId), eq(news.tabId, row.tabId));
  // Neighbours in list order (newest first): "previous" is the newer article, "next" the older one.
  const [newer] = await db
    .select(listColumns)
    .from(news)
    .where(and(sameTab, or(gt(news.publishedAt, row.publishedAt), and(eq(news.publishedAt, row.publishedAt), gt(news.id, row.id)))))
    .orderBy(asc(news.publishedAt), asc(news.id))
    .limit(1);
  const [older] = await db
    .select(listColumns)
    .from(news)
    .where(and(sameTab, or(lt(news.publishedAt, row.publishedAt), and(eq(news.publishedAt, row.publishedAt), lt(news.id, row.id)))))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(1);
  const link = (r: typeof newer) => (r ? { id: r.id, title: pick(en, r.titleEn, r.titleCn) } : null);
  return { ...toItem(row, en), content: pick(en, row.contentEn, row.contentCn), prev: link(newer), next: link(older) };
}

/** A company's article with its neighbours in the same tab, or null (another company's id finds nothing). */
export function getNewsArticle(companyId: number, id: number, locale: string): Promise<NewsArticle | null> {
  const en = locale === 'en';
  return unstable_cache(() => loadArticle(companyId, id, en), ['news-article', String(companyId), String(id), en ? 'en' : 'cn'], {
    tags: [newsTag(companyId)],
    revalidate: 600,
  })();
}

/** News tabs (spec §2): 1 industry news, 2 company news. */
export const NEWS_TABS = [1, 2] as const satisfies readonly NewsTabId[];

export type NewsHeadline = { id: number; tabId: NewsTabId; title: string; summary: string; date: string };

/** The latest headlines of both tabs for the home page: the head of each tab's first (cached) list page. */
export async function latestNews(companyId: number, locale: string, perTab = 4): Promise<Record<NewsTabId, NewsHeadline[]>> {
  const [industry, company] = await Promise.all(NEWS_TABS.map((tab) => listNews(companyId, tab, 1, locale)));
  const shape = (page: NewsPage | undefined): NewsHeadline[] =>
    (page?.rows ?? []).slice(0, perTab).map((r) => ({
      id: r.id,
      tabId: r.tabId === 2 ? 2 : 1,
      title: r.title,
      summary: r.summary,
      date: chinaDate(new Date(r.publishedAt)),
    }));
  return { 1: shape(industry), 2: shape(company) };
}

/** Call after adding, changing or removing a company's news. */
export function invalidateNews(companyId: number): void {
  expireTag(newsTag(companyId), { kind: 'tag', companyId });
}

async function loadNewsIndex(companyId: number): Promise<{ id: number; tabId: number; publishedAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: news.id, tabId: news.tabId, publishedAt: news.publishedAt })
    .from(news)
    .where(eq(news.companyId, companyId))
    .orderBy(desc(news.publishedAt), desc(news.id));
  return rows.map((r) => ({ id: r.id, tabId: r.tabId, publishedAt: r.publishedAt.toISOString() }));
}

/** Every article of a company (id, tab, date), newest first: the sitemap's news entries. */
export function newsIndex(companyId: number): Promise<{ id: number; tabId: number; publishedAt: string }[]> {
  return unstable_cache(() => loadNewsIndex(companyId), ['news-index', String(companyId)], { tags: [newsTag(companyId)], revalidate: 600 })();
}

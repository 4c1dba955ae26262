import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { companyTag } from './company';
import { getDb } from './db';
import { banners, news } from './db/schema';

// Home page content: the hero banners and the latest news headlines.
export const bannersTag = (companyId: number) => `banners:${companyId}`;
export const newsTag = (companyId: number) => `news:${companyId}`;

export type Banner = {
  id: number;
  imageUrl: string;
  title: string;
  subtitle: string;
  linkPath: string;
};

type BannerRow = typeof banners.$inferSelect;

async function loadBanners(companyId: number): Promise<BannerRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.companyId, companyId), eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/**
 * The company's active home banners in one language. An English text left empty stays empty (the
 * page shows its own translated headline instead of a Chinese one on an English page).
 */
export async function listBanners(companyId: number, locale: string): Promise<Banner[]> {
  const rows = await unstable_cache(() => loadBanners(companyId), ['banners', String(companyId)], {
    tags: [bannersTag(companyId), companyTag(companyId)],
    revalidate: 3600,
  })();
  const en = locale === 'en';
  return rows.map((r) => ({
    id: r.id,
    imageUrl: r.imageUrl,
    title: en ? r.titleEn : r.titleCn,
    subtitle: en ? r.subtitleEn : r.subtitleCn,
    linkPath: r.linkPath,
  }));
}

/** News tabs (spec §2): 1 industry news, 2 company news. */
export const NEWS_TABS = [1, 2] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

export type NewsHeadline = { id: number; tabId: NewsTab; title: string; summary: string; date: string };

type HeadlineRow = { id: number; tabId: number; titleCn: string; titleEn: string; summaryCn: string; summaryEn: string; publishedAt: string };

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

async function loadHeadlines(companyId: number, tabId: NewsTab, limit: number): Promise<HeadlineRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: news.id,
      tabId: news.tabId,
      titleCn: news.titleCn,
      titleEn: news.titleEn,
      summaryCn: news.summaryCn,
      summaryEn: news.summaryEn,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(and(eq(news.companyId, companyId), eq(news.tabId, tabId)))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  // Dates as strings: the data cache stores JSON.
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

/**
 * The latest headlines of both news tabs for the home page, newest first. English titles fall
 * back to the Chinese ones when missing.
 */
export async function latestNews(companyId: number, locale: string, perTab = 4): Promise<Record<NewsTab, NewsHeadline[]>> {
  const en = locale === 'en';
  const load = (tabId: NewsTab) =>
    unstable_cache(() => loadHeadlines(companyId, tabId, perTab), ['news-headlines', String(companyId), String(tabId), String(perTab)], {
      tags: [newsTag(companyId), companyTag(companyId)],
      revalidate: 600,
    })();
  const [industry, company] = await Promise.all(NEWS_TABS.map(load));
  const shape = (rows: HeadlineRow[] | undefined): NewsHeadline[] =>
    (rows ?? []).map((r) => ({
      id: r.id,
      tabId: r.tabId === 2 ? 2 : 1,
      title: (en && r.titleEn) || r.titleCn,
      summary: (en ? r.summaryEn || (r.titleEn ? '' : r.summaryCn) : r.summaryCn),
      date: ymd.format(new Date(r.publishedAt)),
    }));
  return { 1: shape(industry), 2: shape(company) };
}

import { z } from 'zod';
import { idField } from './fields';

/** News tabs (spec §2): tabId 1 = industry news, 2 = company news. */
export const NEWS_TAB = { industry: 1, company: 2 } as const;
export type NewsTabId = 1 | 2;
export const NEWS_PAGE_SIZE = 10;

/** /notification/news?tabId=&page= — anything malformed falls back to the first page of tab 1. */
export const newsListQuery = z.object({
  tabId: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .catch(1),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsArticleQuery = z.object({ id: idField });

export const newsItem = z.object({
  id: z.number().int(),
  tabId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  /** ISO timestamp */
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsArticle = newsItem.extend({
  content: z.string(),
  prev: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export type NewsPage = { rows: NewsItem[]; total: number; page: number; pageCount: number };

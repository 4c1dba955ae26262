import { z } from 'zod';
import { idField, pageField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';
import { brandImageField } from './companyAdmin';

/*
 * News and home banners as staff edit them (permission `content`). Chinese is required, English
 * optional (English pages fall back to the Chinese text). Every write refreshes the pages that
 * show them on their next load.
 */

// GET /staff/news?tabId=&q=&page=&pageSize= – this company's news, newest first (tabId 1 industry, 2 company)
export const staffNewsQuery = z.object({
  tabId: z.coerce.number().int().min(1).max(2).optional(),
  q: text(100).optional(),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffNewsQuery = z.input<typeof staffNewsQuery>;
export type StaffNewsFilter = z.infer<typeof staffNewsQuery>;

// POST /staff/news/save – creates (no id) or updates (id) an article; answers it
export const newsInput = z.object({
  id: idField.optional(),
  tabId: z.union([z.literal(1), z.literal(2)]),
  titleCn: text(100, { required: true }),
  titleEn: text(200),
  summaryCn: text(300, { multiline: true }),
  summaryEn: text(600, { multiline: true }),
  contentCn: text(20000, { multiline: true, required: true }),
  contentEn: text(40000, { multiline: true }),
  coverImage: brandImageField,
  /** when it shows as published (ISO date-time); omitted: now */
  publishedAt: z.iso.datetime({ offset: true, message: 'invalidValue' }).optional(),
});
export type NewsInput = z.infer<typeof newsInput>;
export type NewsForm = z.input<typeof newsInput>;

export const staffNewsRow = z.object({
  id: z.number().int(),
  tabId: z.number().int(),
  titleCn: z.string(),
  titleEn: z.string(),
  summaryCn: z.string(),
  summaryEn: z.string(),
  contentCn: z.string(),
  contentEn: z.string(),
  coverImage: z.string(),
  publishedAt: z.string(),
});
export type StaffNewsRow = z.infer<typeof staffNewsRow>;
export const staffNewsList = rowsEnvelope(staffNewsRow);
export const staffNewsAnswer = okEnvelope(staffNewsRow);

// POST /staff/news/delete, /staff/banners/delete – id of this company's article or banner
export const deleteInput = z.object({ id: idField });

// GET /staff/banners – this company's home banners in site order, inactive ones included
// POST /staff/banners/save – creates (no id) or updates (id) a banner
export const bannerInput = z.object({
  id: idField.optional(),
  imageUrl: brandImageField.refine((v) => v !== '', { message: 'required' }),
  titleCn: text(60),
  titleEn: text(120),
  subtitleCn: text(120),
  subtitleEn: text(240),
  /** a page of the site it leads to ('/lclFreight'), or '' */
  linkPath: text(200).refine((v) => v === '' || (/^\/[A-Za-z0-9._\-/?=&%]*$/.test(v) && !v.startsWith('//')), { message: 'linkPath' }),
  sort: z.number().int().min(0).max(999),
  active: z.boolean(),
});
export type BannerInput = z.infer<typeof bannerInput>;
export type BannerForm = z.input<typeof bannerInput>;
export const bannerRow = bannerInput.extend({ id: z.number().int() });
export type BannerRow = z.infer<typeof bannerRow>;
export const bannerList = rowsEnvelope(bannerRow);
export const bannerAnswer = okEnvelope(bannerRow);
export const okAnswer = z.object({ code: z.literal('1'), message: z.string().optional() });

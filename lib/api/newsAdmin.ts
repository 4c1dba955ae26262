import { queryOptions } from '@tanstack/react-query';
import {
  bannerAnswer,
  bannerList,
  okAnswer,
  staffNewsAnswer,
  staffNewsList,
  type BannerForm,
  type NewsForm,
  type StaffNewsQuery,
} from '../contracts/newsAdmin';
import { get, post } from './client';

/* Client calls of the console's news and banner screens (lib/contracts/newsAdmin.ts). */

// GET /staff/news
export const staffNewsQueryOptions = (q: StaffNewsQuery) =>
  queryOptions({ queryKey: ['staff', 'news', q] as const, queryFn: ({ signal }) => get('/staff/news', q, staffNewsList, signal) });
// POST /staff/news/save
export const saveNews = (input: NewsForm) => post('/staff/news/save', input, staffNewsAnswer);
// POST /staff/news/delete
export const deleteNews = (id: number) => post('/staff/news/delete', { id }, okAnswer);

// GET /staff/banners
export const staffBannersQuery = () =>
  queryOptions({ queryKey: ['staff', 'banners'] as const, queryFn: ({ signal }) => get('/staff/banners', {}, bannerList, signal) });
// POST /staff/banners/save
export const saveBanner = (input: BannerForm) => post('/staff/banners/save', input, bannerAnswer);
// POST /staff/banners/delete
export const deleteBanner = (id: number) => post('/staff/banners/delete', { id }, okAnswer);

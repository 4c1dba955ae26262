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
import { call } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's news and banner screens (lib/contracts/newsAdmin.ts). */

export const staffNewsQueryOptions = (q: StaffNewsQuery) =>
  queryOptions({ queryKey: ['staff', 'news', q] as const, queryFn: ({ signal }) => call(staffApi.news, q, staffNewsList, signal) });
export const saveNews = (input: NewsForm) => call(staffApi.newsSave, input, staffNewsAnswer);
export const deleteNews = (id: number) => call(staffApi.newsDelete, { id }, okAnswer);

export const staffBannersQuery = () =>
  queryOptions({ queryKey: ['staff', 'banners'] as const, queryFn: ({ signal }) => call(staffApi.banners, {}, bannerList, signal) });
export const saveBanner = (input: BannerForm) => call(staffApi.bannersSave, input, bannerAnswer);
export const deleteBanner = (id: number) => call(staffApi.bannersDelete, { id }, okAnswer);

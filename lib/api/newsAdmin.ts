import { queryOptions } from '@tanstack/react-query';
import type { BannerForm, NewsForm, StaffNewsQuery } from '../contracts/newsAdmin';
import { call, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's news and banner screens (lib/contracts/newsAdmin.ts). */

export const staffNewsQueryOptions = (q: StaffNewsQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.news, q), queryFn: ({ signal }) => call(staffApi.news, q, signal) });
export const saveNews = (input: NewsForm) => call(staffApi.newsSave, input);
export const deleteNews = (id: number) => call(staffApi.newsDelete, { id });

export const staffBannersQuery = () =>
  queryOptions({ queryKey: keyOf(staffApi.banners), queryFn: ({ signal }) => call(staffApi.banners, {}, signal) });
export const saveBanner = (input: BannerForm) => call(staffApi.bannersSave, input);
export const deleteBanner = (id: number) => call(staffApi.bannersDelete, { id });

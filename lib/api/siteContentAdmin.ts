import { queryOptions } from '@tanstack/react-query';
import type { ContentListQuery, PublishContentInput, SaveContentInput } from '../contracts/siteContent';
import { call, callForm, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's site content screen over the content staff API (lib/contracts/siteContent.ts). */

export const contentListQuery = (q: ContentListQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.content, q), queryFn: ({ signal }) => call(staffApi.content, q, signal) });
export const saveContent = (input: SaveContentInput) => call(staffApi.contentSave, input);
export const publishContent = (input: PublishContentInput) => call(staffApi.contentPublish, input);
export const uploadContentFile = (file: File) => callForm(staffApi.contentFile, {}, { file: { blob: file, name: file.name } });

import { queryOptions } from '@tanstack/react-query';
import { contentAnswer, contentFileAnswer, contentList, type ContentListQuery, type PublishContentInput, type SaveContentInput } from '../contracts/siteContent';
import { get, post, postForm } from './client';

/* Client calls of the console's site content screen over the content staff API (lib/contracts/siteContent.ts). */

// GET /staff/content
export const contentListQuery = (q: ContentListQuery) =>
  queryOptions({ queryKey: ['staff', 'content', q] as const, queryFn: ({ signal }) => get('/staff/content', q, contentList, signal) });
// POST /staff/content/save
export const saveContent = (input: SaveContentInput) => post('/staff/content/save', input, contentAnswer);
// POST /staff/content/publish
export const publishContent = (input: PublishContentInput) => post('/staff/content/publish', input, contentAnswer);
// POST /staff/content/file
export const uploadContentFile = (file: File) => postForm('/staff/content/file', {}, { file: { blob: file, name: file.name } }, contentFileAnswer);

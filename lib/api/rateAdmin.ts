import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { okEnvelope } from '../contracts/envelope';
import { rateHistoryList, sheetImportAnswer, SHEET_FIELD, staffRateList, type SheetType, type StaffRatesQuery } from '../contracts/rateAdmin';
import type { SaveRateInput } from '../contracts/rates';
import { publicEnv } from '../publicEnv';
import { queryString } from './fetch';
import { get, post, postForm } from './client';

/* Client calls of the console's rates screen (lib/contracts/rateAdmin.ts) and the rate access switch. */

// GET /staff/rates
export const staffRatesQueryOptions = (q: StaffRatesQuery) =>
  queryOptions({ queryKey: ['staff', 'rates', q] as const, queryFn: ({ signal }) => get('/staff/rates', q, staffRateList, signal) });
// GET /staff/rates/history
export const rateHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['staff', 'rates', 'history', id] as const, queryFn: ({ signal }) => get('/staff/rates/history', { id }, rateHistoryList, signal) });
// POST /staff/rates/save
export const saveStaffRate = (input: SaveRateInput) => post('/staff/rates/save', input, okEnvelope(z.object({ id: z.number(), priceChanged: z.boolean() })));
// POST /staff/rates/access
export const setRateAccess = (userId: number, granted: boolean) => post('/staff/rates/access', { userId, granted }, okEnvelope(z.object({ userId: z.number(), granted: z.boolean() })));
// POST /staff/rates/import (check: a dry run; import: every row or none)
export const importSheet = (file: File, type: SheetType, mode: 'check' | 'import') =>
  postForm('/staff/rates/import', { type, mode }, { [SHEET_FIELD]: { blob: file, name: file.name } }, sheetImportAnswer);

/** Links of the file downloads (the browser sends the staff cookie with them). */
export const rateExportHref = (q: Omit<StaffRatesQuery, 'page' | 'pageSize'>) => `${publicEnv.apiBase}/staff/rates/export${queryString(q)}`;
export const sheetTemplateHref = (type: SheetType, format: 'csv' | 'xlsx') => `${publicEnv.apiBase}/staff/rates/template${queryString({ type, format })}`;

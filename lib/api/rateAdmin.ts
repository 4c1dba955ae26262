import { queryOptions } from '@tanstack/react-query';
import { SHEET_FIELD, type SheetType, type StaffRatesQuery } from '../contracts/rateAdmin';
import type { SaveRateInput } from '../contracts/rates';
import { call, callForm, endpointUrl, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's rates screen (lib/contracts/rateAdmin.ts) and the rate access switch. */

export const staffRatesQueryOptions = (q: StaffRatesQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.rates, q), queryFn: ({ signal }) => call(staffApi.rates, q, signal) });
export const rateHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: keyOf(staffApi.ratesHistory, id), queryFn: ({ signal }) => call(staffApi.ratesHistory, { id }, signal) });
export const saveStaffRate = (input: SaveRateInput) => call(staffApi.ratesSave, input);
export const setRateAccess = (userId: number, granted: boolean) => call(staffApi.ratesAccess, { userId, granted });
export const importSheet = (file: File, type: SheetType, mode: 'check' | 'import') =>
  callForm(staffApi.ratesImport, { type, mode }, { [SHEET_FIELD]: { blob: file, name: file.name } });

/** Links of the file downloads (the browser sends the staff cookie with them). */
export const rateExportHref = (q: Omit<StaffRatesQuery, 'page' | 'pageSize'>) => endpointUrl(staffApi.ratesExport, q);
export const sheetTemplateHref = (type: SheetType, format: 'csv' | 'xlsx') => endpointUrl(staffApi.ratesTemplate, { type, format });

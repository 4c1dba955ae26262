import { queryOptions } from '@tanstack/react-query';
import type { LclCargoInput } from '../contracts/rates';
import { call, keyOf } from './client';
import { webfreightApi } from '../endpoints/webfreight';

export type QuoteRequest = LclCargoInput & { rateId: number; description?: string };

export const quoteRate = (body: QuoteRequest) => call(webfreightApi.quote, body).then((a) => a.data);
export const saveQuotation = (body: QuoteRequest) => call(webfreightApi.saveQuotation, body).then((a) => a.data);

export function myQuotationsOptions(page: number, viewer: string) {
  return queryOptions({
    queryKey: keyOf(webfreightApi.myQuotations, viewer, page),
    queryFn: ({ signal }) => call(webfreightApi.myQuotations, { page, pageSize: 10 }, signal),
  });
}

/** Where a quotation's PDF downloads from (the browser sends the session cookie). */
export const quotationPdfUrl = (apiBase: string, id: number) => `${apiBase}${webfreightApi.quotationPdf.path}?id=${id}`;

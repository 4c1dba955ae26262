import { queryOptions } from '@tanstack/react-query';
import { myQuotationsAnswer, quotationAnswer, quoteAnswer, type LclCargoInput } from '../contracts/rates';
import { get, post } from './client';

export type QuoteRequest = LclCargoInput & { rateId: number; description?: string };

// POST /webfreight/quote
export const quoteRate = (body: QuoteRequest) => post('/webfreight/quote', body, quoteAnswer).then((a) => a.data);
// POST /webfreight/saveQuotation
export const saveQuotation = (body: QuoteRequest) => post('/webfreight/saveQuotation', body, quotationAnswer).then((a) => a.data);

// GET /webfreight/myQuotations
export function myQuotationsOptions(page: number, viewer: string) {
  return queryOptions({
    queryKey: ['quotations', 'mine', viewer, page],
    queryFn: ({ signal }) => get('/webfreight/myQuotations', { page, pageSize: 10 }, myQuotationsAnswer, signal),
  });
}

/** Where a quotation's PDF downloads from (the browser sends the session cookie). */
export const quotationPdfUrl = (apiBase: string, id: number) => `${apiBase}/webfreight/quotationPdf?id=${id}`;

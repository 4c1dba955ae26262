import { endpoint, schema } from './endpoint';

/** webfreight: the endpoints under /webfreight. */
export const webfreightApi = {
  /** the logged-in user's quotations, newest first (workspace "my quotations"). */
  myQuotations: endpoint({ method: 'GET', path: '/webfreight/myQuotations', role: 'user', input: schema('rates', 'myQuotationsInput'), answer: schema('rates', 'myQuotationsAnswer') }),
  /** rate search (LCL, FCL, air, spot) by lane, carrier, weekday, DIR/VIA and validity, sorted and paged. */
  queryRates: endpoint({ method: 'GET', path: '/webfreight/queryRates', role: 'visitor', fast: true, input: schema('rates', 'rateSearchInput'), answer: schema('rates', 'rateSearchAnswer') }),
  /** one of the user's own quotations (anyone else's: 404). */
  quotation: endpoint({ method: 'GET', path: '/webfreight/quotation', role: 'user', input: schema('rates', 'quotationIdInput') }),
  /** one of the user's own quotations as a PDF (attachment), in the request's language. */
  quotationPdf: endpoint({ method: 'GET', path: '/webfreight/quotationPdf', role: 'user', input: schema('rates', 'quotationPdfQuery') }),
  /** the price of LCL cargo on a rate, computed on the server (not saved); certified users with rate access. */
  quote: endpoint({ method: 'POST', path: '/webfreight/quote', role: 'certified', input: schema('rates', 'quoteInput'), answer: schema('rates', 'quoteAnswer') }),
  /** what the caller may see of rates (spec §6 gate: login, certify, unauthorized or full) and their sales contact, before any search. */
  rateAccess: endpoint({ method: 'GET', path: '/webfreight/rateAccess', role: 'visitor', answer: schema('rates', 'rateAccessAnswer') }),
  /** one rate of this company; prices and the 90-day price history (history=1) only with full rate access. */
  rateDetail: endpoint({ method: 'GET', path: '/webfreight/rateDetail', role: 'visitor', input: schema('rates', 'rateDetailQuery'), answer: schema('rates', 'rateDetailAnswer') }),
  /** price LCL cargo on a rate and save it as a numbered quotation (my quotations); certified users with rate access. */
  saveQuotation: endpoint({ method: 'POST', path: '/webfreight/saveQuotation', role: 'certified', input: schema('rates', 'saveQuotationInput'), limits: [{ rule: 'quotationUser', per: 'user' }], answer: schema('rates', 'quotationAnswer') }),
};

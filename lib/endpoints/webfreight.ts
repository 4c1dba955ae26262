import { endpoint } from './endpoint';

const ratesContract = () => import('../contracts/rates');

/** webfreight: the endpoints under /webfreight. */
export const webfreightApi = {
  /** the logged-in user's quotations, newest first (workspace "my quotations"). */
  myQuotations: endpoint({ method: 'GET', path: '/webfreight/myQuotations', role: 'user', input: () => ratesContract().then((m) => m.myQuotationsInput) }),
  /** rate search (LCL, FCL, air, spot) by lane, carrier, weekday, DIR/VIA and validity, sorted and paged. */
  queryRates: endpoint({ method: 'GET', path: '/webfreight/queryRates', role: 'visitor', fast: true, input: () => ratesContract().then((m) => m.rateSearchInput) }),
  /** one of the user's own quotations (anyone else's: 404). */
  quotation: endpoint({ method: 'GET', path: '/webfreight/quotation', role: 'user', input: () => ratesContract().then((m) => m.quotationIdInput) }),
  /** one of the user's own quotations as a PDF (attachment), in the request's language. */
  quotationPdf: endpoint({ method: 'GET', path: '/webfreight/quotationPdf', role: 'user', input: () => ratesContract().then((m) => m.quotationPdfQuery) }),
  /** the price of LCL cargo on a rate, computed on the server (not saved); certified users with rate access. */
  quote: endpoint({ method: 'POST', path: '/webfreight/quote', role: 'certified', input: () => ratesContract().then((m) => m.quoteInput) }),
  /** what the caller may see of rates (spec §6 gate: login, certify, unauthorized or full) and their sales contact, before any search. */
  rateAccess: endpoint({ method: 'GET', path: '/webfreight/rateAccess', role: 'visitor' }),
  /** one rate of this company; prices and the 90-day price history (history=1) only with full rate access. */
  rateDetail: endpoint({ method: 'GET', path: '/webfreight/rateDetail', role: 'visitor', input: () => ratesContract().then((m) => m.rateDetailQuery) }),
  /** price LCL cargo on a rate and save it as a numbered quotation (my quotations); certified users with rate access. */
  saveQuotation: endpoint({ method: 'POST', path: '/webfreight/saveQuotation', role: 'certified', input: () => ratesContract().then((m) => m.saveQuotationInput), limits: [{ rule: 'quotationUser', per: 'user' }] }),
};

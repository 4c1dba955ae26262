import { endpoint, schema } from './endpoint';

/** mobileUser: the endpoints under /mobileUser. */
export const mobileUserApi = {
  /** the footer's enterprise info (names, address, phone, email, filing no.) of this host's company (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  getenterpriseInfo: endpoint({ method: 'POST', path: '/mobileUser/getenterpriseInfo', role: 'visitor', identify: false, input: schema('enterprise', 'enterpriseInfoQuery'), answer: schema('enterprise', 'enterpriseInfoAnswer') }),
  /** whether the caller may see the dedicated sales list The spec shows no answer. */
  getSalesLimit: endpoint({ method: 'GET', path: '/mobileUser/getSalesLimit', role: 'visitor', answer: schema('contacts', 'salesLimitAnswer') }),
  /** the logged-in user's sales contacts: their own first, then the company's */
  getSalesList: endpoint({ method: 'GET', path: '/mobileUser/getSalesList', role: 'user', answer: schema('contacts', 'salesListAnswer') }),
  /** the company's default customer-service contact, shown to visitors (the spec names the call but not its path; this one is ours) */
  kefuInit: endpoint({ method: 'GET', path: '/mobileUser/kefuInit', role: 'visitor', identify: false, answer: schema('contacts', 'kefuAnswer') }),
};

import { endpoint } from './endpoint';

const enterpriseContract = () => import('../contracts/enterprise');

/** mobileUser: the endpoints under /mobileUser. */
export const mobileUserApi = {
  /** the footer's enterprise info (names, address, phone, email, filing no.) of this host's company (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  getenterpriseInfo: endpoint({ method: 'POST', path: '/mobileUser/getenterpriseInfo', role: 'visitor', identify: false, input: () => enterpriseContract().then((m) => m.enterpriseInfoQuery) }),
  /** whether the caller may see the dedicated sales list The spec shows no answer. */
  getSalesLimit: endpoint({ method: 'GET', path: '/mobileUser/getSalesLimit', role: 'visitor' }),
  /** the logged-in user's sales contacts: their own first, then the company's */
  getSalesList: endpoint({ method: 'GET', path: '/mobileUser/getSalesList', role: 'user' }),
  /** the company's default customer-service contact, shown to visitors (the spec names the call but not its path; this one is ours) */
  kefuInit: endpoint({ method: 'GET', path: '/mobileUser/kefuInit', role: 'visitor', identify: false }),
};

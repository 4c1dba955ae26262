import { RESUME_MAX_BYTES } from '../contracts/constants';
import { endpoint, schema } from './endpoint';

/** webcontent: the endpoints under /webcontent. */
export const webcontentApi = {
  /** multipart: an application to an opening with its résumé (PDF/DOC/DOCX by content, ≤ 10 MB); rate-limited */
  applyJob: endpoint({ method: 'POST', path: '/webcontent/applyJob', role: 'visitor', identify: false, input: schema('inquiries', 'jobApplicationFields'), source: 'multipart', maxBytes: RESUME_MAX_BYTES + 64 * 1024, limits: ['applyIp', { rule: 'applyCompany', per: 'company' }], answer: schema('inquiries', 'jobApplicationAnswer') }),
  /** the file of a published document of this company (/notification/download), as an attachment */
  downloadFile: endpoint({ method: 'GET', path: '/webcontent/downloadFile', role: 'visitor', identify: false, input: schema('inquiries', 'downloadQuery') }),
  /** an image staff uploaded for this company (logos, QR codes, banners), with its checked type */
  image: endpoint({ method: 'GET', path: '/webcontent/image', role: 'visitor', identify: false, input: schema('companyAdmin', 'imageQuery') }),
  /** the contact form: stored and mailed to sales (outbox); rate-limited */
  saveContactMessage: endpoint({ method: 'POST', path: '/webcontent/saveContactMessage', role: 'visitor', identify: false, input: schema('inquiries', 'contactMessageInput'), limits: ['contactIp', { rule: 'contactCompany', per: 'company' }], answer: schema('inquiries', 'contactMessageAnswer') }),
  /** the company's contact card (vCard 3.0), or one office's (officeId), in the language asked (lang) */
  vcard: endpoint({ method: 'GET', path: '/webcontent/vcard', role: 'visitor', identify: false, input: schema('inquiries', 'vcardQuery') }),
};

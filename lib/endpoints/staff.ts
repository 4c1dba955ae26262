import { COMPANY_IMAGE_MAX_BYTES } from '../contracts/companyAdmin';
import { MAX_SHEET_BYTES } from '../contracts/rateAdmin';
import { DOCUMENT_FILE_MAX_BYTES } from '../contracts/siteContent';
import { endpoint, schema } from './endpoint';

/** staff: the endpoints under /staff. */
export const staffApi = {
  /** this company's audit log of staff actions (who, what, when, before and after), searchable */
  audit: endpoint({ method: 'GET', path: '/staff/audit', role: 'staff', permission: 'audit', input: schema('audit', 'auditQuery'), answer: schema('audit', 'auditList') }),
  /** this company's home banners in site order, inactive ones included */
  banners: endpoint({ method: 'GET', path: '/staff/banners', role: 'staff', permission: 'content', answer: schema('newsAdmin', 'bannerList') }),
  /** removes a home banner of this company */
  bannersDelete: endpoint({ method: 'POST', path: '/staff/banners/delete', role: 'staff', permission: 'content', input: schema('newsAdmin', 'deleteInput'), answer: schema('newsAdmin', 'okAnswer') }),
  /** creates or updates a home banner; the home page shows it on its next load */
  bannersSave: endpoint({ method: 'POST', path: '/staff/banners/save', role: 'staff', permission: 'content', input: schema('newsAdmin', 'bannerInput'), answer: schema('newsAdmin', 'bannerAnswer') }),
  /** certification applications of this company (?status=1 waiting, 2 failed, 3 completed) */
  certifications: endpoint({ method: 'GET', path: '/staff/certifications', role: 'staff', permission: 'certification', input: schema('staff', 'staffCertificationQuery'), answer: schema('staff', 'staffCertificationList') }),
  /** approves a waiting application: the user becomes certified (3) and is notified */
  certificationsApprove: endpoint({ method: 'POST', path: '/staff/certifications/approve', role: 'staff', permission: 'certification', input: schema('staff', 'approveInput'), answer: schema('staff', 'reviewAnswer') }),
  /** the business licence of an application of this company, served inline */
  certificationsFile: endpoint({ method: 'GET', path: '/staff/certifications/file', role: 'staff', permission: 'certification', input: schema('staff', 'staffFileQuery') }),
  /** rejects a waiting application with a reason: status 2, the user is mailed a link */
  certificationsReject: endpoint({ method: 'POST', path: '/staff/certifications/reject', role: 'staff', permission: 'certification', input: schema('staff', 'rejectInput'), answer: schema('staff', 'reviewAnswer') }),
  /** this company's carrier connections (DCSA schedules and tracking): never a secret, only its last four characters */
  carrierConnections: endpoint({ method: 'GET', path: '/staff/carrierConnections', role: 'staff', permission: 'company', answer: schema('carrierConnections', 'carrierConnectionList') }),
  /** the carriers a connection may be made to (the form's carrier list) */
  carrierConnectionsCarriers: endpoint({ method: 'GET', path: '/staff/carrierConnections/carriers', role: 'staff', permission: 'company', answer: schema('carrierConnections', 'connectableCarrierList') }),
  /** removes a carrier connection with the sailings it brought; audited */
  carrierConnectionsDelete: endpoint({ method: 'POST', path: '/staff/carrierConnections/delete', role: 'staff', permission: 'company', input: schema('carrierConnections', 'connectionIdInput'), answer: schema('carrierConnections', 'deletedAnswer') }),
  /** queues a schedule import of an enabled connection now; audited */
  carrierConnectionsRun: endpoint({ method: 'POST', path: '/staff/carrierConnections/run', role: 'staff', permission: 'company', input: schema('carrierConnections', 'connectionIdInput'), answer: schema('carrierConnections', 'queuedAnswer') }),
  /** creates or changes a carrier connection; the secret is stored encrypted and never shown again; audited */
  carrierConnectionsSave: endpoint({ method: 'POST', path: '/staff/carrierConnections/save', role: 'staff', permission: 'company', input: schema('carrierConnections', 'carrierConnectionInput'), answer: schema('carrierConnections', 'carrierConnectionAnswer') }),
  /** this company's settings and branding as stored, with its domains */
  company: endpoint({ method: 'GET', path: '/staff/company', role: 'staff', permission: 'company', answer: schema('companyAdmin', 'companySettingsAnswer') }),
  /** multipart `file`: a logo, QR code or picture (PNG or JPEG by content, ≤ 2 MB); answers its URL */
  companyImage: endpoint({ method: 'POST', path: '/staff/company/image', role: 'staff', permission: 'company', input: schema('siteContent', 'contentFileFields'), source: 'multipart', maxBytes: COMPANY_IMAGE_MAX_BYTES + 64 * 1024, answer: schema('companyAdmin', 'companyImageAnswer') }),
  /** saves the company's settings, branding and domains; shown on the site's next page load */
  companySave: endpoint({ method: 'POST', path: '/staff/company/save', role: 'staff', permission: 'company', input: schema('companyAdmin', 'companySettingsInput'), answer: schema('companyAdmin', 'companySettingsAnswer') }),
  /** this company's API keys of the DCSA endpoints (/dcsa/cs/v1/…): name, customer, prefix, created, last used, revoked; never a key */
  dcsaKeys: endpoint({ method: 'GET', path: '/staff/dcsaKeys', role: 'staff', permission: 'customers', answer: schema('carrierConnections', 'dcsaKeyList') }),
  /** issues an API key to a customer of this company: answered in full this once, stored hashed; audited */
  dcsaKeysCreate: endpoint({ method: 'POST', path: '/staff/dcsaKeys/create', role: 'staff', permission: 'customers', input: schema('carrierConnections', 'dcsaKeyInput'), answer: schema('carrierConnections', 'dcsaKeyCreated') }),
  /** revokes an API key: refused from the next request on; audited */
  dcsaKeysRevoke: endpoint({ method: 'POST', path: '/staff/dcsaKeys/revoke', role: 'staff', permission: 'customers', input: schema('carrierConnections', 'dcsaKeyIdInput'), answer: schema('carrierConnections', 'dcsaKeyAnswer') }),
  /** messages sent through the contact form of this company, newest first */
  contactMessages: endpoint({ method: 'GET', path: '/staff/contactMessages', role: 'staff', permission: 'inquiries', input: schema('inquiries', 'contactMessagesQuery'), answer: schema('inquiries', 'contactMessageList') }),
  /** this company's site content of a kind (drafts included), for the staff console */
  content: endpoint({ method: 'GET', path: '/staff/content', role: 'staff', permission: 'content', input: schema('siteContent', 'contentListQuery'), answer: schema('siteContent', 'contentList') }),
  /** multipart `file`: a document's file (PDF, Word or Excel by content, ≤ 20 MB), for POST /staff/content/save */
  contentFile: endpoint({ method: 'POST', path: '/staff/content/file', role: 'staff', permission: 'content', input: schema('siteContent', 'contentFileFields'), source: 'multipart', maxBytes: DOCUMENT_FILE_MAX_BYTES + 64 * 1024, answer: schema('siteContent', 'contentFileAnswer') }),
  /** show (published: true) or withdraw an item of the site content */
  contentPublish: endpoint({ method: 'POST', path: '/staff/content/publish', role: 'staff', permission: 'content', input: schema('siteContent', 'publishContentInput'), answer: schema('siteContent', 'contentAnswer') }),
  /** create (no id, as a draft) or update (id) a service page, about section, job, document, case or office */
  contentSave: endpoint({ method: 'POST', path: '/staff/content/save', role: 'staff', permission: 'content', input: schema('siteContent', 'saveContentInput'), answer: schema('siteContent', 'contentAnswer') }),
  /** this company's users with their certification and sales contact, searchable */
  customers: endpoint({ method: 'GET', path: '/staff/customers', role: 'staff', permission: 'customers', input: schema('customers', 'customersQuery'), answer: schema('customers', 'customerList') }),
  /** sets (or clears) a customer's sales contact */
  customersAssign: endpoint({ method: 'POST', path: '/staff/customers/assign', role: 'staff', permission: 'customers', input: schema('customers', 'assignInput'), answer: schema('customers', 'customerAnswer') }),
  /** today's registrations, certifications waiting, inquiries, outbox, with 14-day series */
  dashboard: endpoint({ method: 'GET', path: '/staff/dashboard', role: 'staff', answer: schema('dashboard', 'dashboardAnswer') }),
  /** applications to this company's openings, newest first, with their résumés' links */
  jobApplications: endpoint({ method: 'GET', path: '/staff/jobApplications', role: 'staff', permission: 'recruitment', input: schema('inquiries', 'jobApplicationsQuery'), answer: schema('inquiries', 'jobApplicationList') }),
  /** the résumé of an application of this company, as an attachment */
  jobApplicationsFile: endpoint({ method: 'GET', path: '/staff/jobApplications/file', role: 'staff', permission: 'recruitment', input: schema('inquiries', 'resumeFileQuery') }),
  /** staff username + password; staff session in the HttpOnly staff_author cookie (+ the known_browser cookie) */
  login: endpoint({ method: 'POST', path: '/staff/login', role: 'visitor', identify: false, input: schema('staff', 'staffLoginInput'), answer: schema('staff', 'staffLoginAnswer') }),
  /** ends the staff session and clears the staff_author cookie */
  logout: endpoint({ method: 'POST', path: '/staff/logout', role: 'visitor', identify: false, answer: schema('staff', 'staffLogoutAnswer') }),
  /** this company's news articles, newest first, by tab and title */
  news: endpoint({ method: 'GET', path: '/staff/news', role: 'staff', permission: 'content', input: schema('newsAdmin', 'staffNewsQuery'), answer: schema('newsAdmin', 'staffNewsList') }),
  /** removes a news article of this company */
  newsDelete: endpoint({ method: 'POST', path: '/staff/news/delete', role: 'staff', permission: 'content', input: schema('newsAdmin', 'deleteInput'), answer: schema('newsAdmin', 'okAnswer') }),
  /** creates or updates a news article; shown on the news pages on their next load */
  newsSave: endpoint({ method: 'POST', path: '/staff/news/save', role: 'staff', permission: 'content', input: schema('newsAdmin', 'newsInput'), maxBytes: 256 * 1024, answer: schema('newsAdmin', 'staffNewsAnswer') }),
  /** this company's orders, newest first */
  orders: endpoint({ method: 'GET', path: '/staff/orders', role: 'staff', permission: 'orders', input: schema('orders', 'staffOrdersQuery'), answer: schema('orders', 'staffOrdersAnswer') }),
  /** one order of this company: every field and its full history (staff view) */
  ordersDetail: endpoint({ method: 'GET', path: '/staff/orders/detail', role: 'staff', permission: 'orders', input: schema('orders', 'staffOrderDetailQuery'), answer: schema('orders', 'staffOrderDetailAnswer') }),
  /** staff move an order to one of the 8 stages (bill no from B/L Confirm on); recorded, audited and mailed */
  ordersStage: endpoint({ method: 'POST', path: '/staff/orders/stage', role: 'staff', permission: 'orders', input: schema('orders', 'orderStageInput'), answer: schema('orders', 'orderStageAnswer') }),
  /** messages (codes, reset links, notices) of this company, newest first */
  outbox: endpoint({ method: 'GET', path: '/staff/outbox', role: 'staff', permission: 'outbox', input: schema('staff', 'outboxQuery'), answer: schema('staff', 'outboxList') }),
  /** this company's LCL rates with their prices, by lane, carrier, space status and validity */
  rates: endpoint({ method: 'GET', path: '/staff/rates', role: 'staff', permission: 'rates', input: schema('rateAdmin', 'staffRatesQuery'), answer: schema('rateAdmin', 'staffRateList') }),
  /** grant or withdraw one user's rate access (needed where the company sets programJurisdictionFlag) */
  ratesAccess: endpoint({ method: 'POST', path: '/staff/rates/access', role: 'staff', permission: 'rates', input: schema('rates', 'rateAccessInput'), answer: schema('rateAdmin', 'rateAccessAnswer') }),
  /** the LCL rates matching the list's filters as an XLSX file (the import's columns) */
  ratesExport: endpoint({ method: 'GET', path: '/staff/rates/export', role: 'staff', permission: 'rates', input: schema('rateAdmin', 'staffRatesQuery') }),
  /** every recorded price change of one rate (who, when, old, new) */
  ratesHistory: endpoint({ method: 'GET', path: '/staff/rates/history', role: 'staff', permission: 'rates', input: schema('rateAdmin', 'rateHistoryQuery'), answer: schema('rateAdmin', 'rateHistoryList') }),
  /** multipart `file` (CSV or XLSX) + type (rates | sailings) + mode (check | import): every bad row reported, nothing written unless all are clean */
  ratesImport: endpoint({ method: 'POST', path: '/staff/rates/import', role: 'staff', permission: 'rates', input: schema('rateAdmin', 'sheetImportInput'), source: 'multipart', maxBytes: MAX_SHEET_BYTES + 64 * 1024, answer: schema('rateAdmin', 'sheetImportAnswer') }),
  /** create or change a rate; a price change is kept in the history and queues the lane's rate alerts */
  ratesSave: endpoint({ method: 'POST', path: '/staff/rates/save', role: 'staff', permission: 'rates', input: schema('rates', 'saveRateInput'), answer: schema('rateAdmin', 'saveRateAnswer') }),
  /** the import file's header row with one example row */
  ratesTemplate: endpoint({ method: 'GET', path: '/staff/rates/template', role: 'staff', permission: 'rates', input: schema('rateAdmin', 'sheetTemplateQuery') }),
  /** this company's sales contacts by business, with their number of customers */
  salesContacts: endpoint({ method: 'GET', path: '/staff/salesContacts', role: 'staff', permission: 'customers', answer: schema('customers', 'salesContactList') }),
  /** creates or updates a sales contact (and the default customer-service contact) */
  salesContactsSave: endpoint({ method: 'POST', path: '/staff/salesContacts/save', role: 'staff', permission: 'customers', input: schema('customers', 'salesContactInput'), answer: schema('customers', 'salesContactAnswer') }),
  /** the logged-in staff member of this company */
  session: endpoint({ method: 'GET', path: '/staff/session', role: 'staff', answer: schema('staff', 'staffSessionAnswer') }),
  /** a reservation's attorney file, for staff of this company */
  spotAttorney: endpoint({ method: 'GET', path: '/staff/spot/attorney', role: 'staff', permission: 'orders', input: schema('spot', 'attorneyQuery') }),
  /** this company's spot offers (space inventory) with what reservations hold */
  spotOffers: endpoint({ method: 'GET', path: '/staff/spot/offers', role: 'staff', permission: 'orders', input: schema('spot', 'staffOffersQuery'), answer: schema('spot', 'staffOffersAnswer') }),
  /** create or edit a spot offer; the remaining quantity follows the total, never below what is held; audited */
  spotOffersSave: endpoint({ method: 'POST', path: '/staff/spot/offers/save', role: 'staff', permission: 'orders', input: schema('spot', 'spotOfferInput'), answer: schema('spot', 'staffOfferAnswer') }),
  /** this company's spot reservations */
  spotReservations: endpoint({ method: 'GET', path: '/staff/spot/reservations', role: 'staff', permission: 'orders', input: schema('spot', 'staffReservationsQuery'), answer: schema('spot', 'myReservationsAnswer') }),
  /** staff complete, refuse or return (with reason) a spot reservation in hand; recorded, audited and mailed */
  spotReview: endpoint({ method: 'POST', path: '/staff/spot/review', role: 'staff', permission: 'orders', input: schema('spot', 'spotReviewInput'), answer: schema('spot', 'spotReviewAnswer') }),
  /** add a bill's events, one or an imported batch (repeats ignored); audited; subscribers are mailed by the job runner */
  trackingEvents: endpoint({ method: 'POST', path: '/staff/tracking/events', role: 'staff', permission: 'tracking', input: schema('tracking', 'staffEventsInput'), answer: schema('tracking', 'staffEventsAnswer') }),
  /** multipart: a CSV or XLSX of events (bill) or milestones (house bill); */
  trackingImport: endpoint({ method: 'POST', path: '/staff/tracking/import', role: 'staff', permission: 'tracking', input: schema('tracking', 'staffTrackingImportFields'), source: 'multipart', answer: schema('tracking', 'trackingImportAnswer') }),
  /** a bill, container or house bill of this company with its events (permission tracking) */
  trackingLookup: endpoint({ method: 'GET', path: '/staff/tracking/lookup', role: 'staff', permission: 'tracking', input: schema('tracking', 'staffTrackingLookupQuery'), answer: schema('tracking', 'staffTrackingLookupAnswer') }),
  /** record a house bill's consolidation milestones (permission tracking); audited */
  trackingMilestones: endpoint({ method: 'POST', path: '/staff/tracking/milestones', role: 'staff', permission: 'tracking', input: schema('tracking', 'staffMilestonesInput'), answer: schema('tracking', 'staffMilestonesAnswer') }),
  /** create or update a bill of lading with its containers (permission tracking); audited */
  trackingShipment: endpoint({ method: 'POST', path: '/staff/tracking/shipment', role: 'staff', permission: 'tracking', input: schema('tracking', 'staffShipmentInput') }),
};

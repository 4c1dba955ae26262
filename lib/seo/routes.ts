import 'server-only';
import type { CompanySettings } from '../contracts/company';
import { DOCUMENT_CATEGORIES } from '../contracts/siteContent';
import { rateScreens } from '../rates/screens';
import { newsIndex } from '../server/news';
import { listAboutSections, listCases, listDocuments, listServicePages } from '../server/siteContent';

/*
 * The registry of public routes: what sitemap.xml lists for each company host, in both languages.
 * A new public page joins with one entry here (and `staticPageMetadata` or `pageMetadata` in its
 * page for the canonical URL and hreflang). `variants` names the query forms that are pages of
 * their own (?areaIndex=N, ?id=N), from the company's data; `mobile` the page's counterpart on the
 * mobile site, listed when the company has a mobileDomainName; `offered` the company settings under
 * which the page is open (a screen the company does not offer says so, is noindex and is no entry).
 * tests/api/seo.test.ts checks that every indexable page of the site is registered here.
 */

export type RouteVariant = { query?: Record<string, string>; lastModified?: string };

export type PublicRoute = {
  /** The page's path, Chinese spelling (no /en). */
  path: string;
  /** Query forms listed instead of the bare path (each a page with its own canonical URL). */
  variants?: (companyId: number) => Promise<RouteVariant[]>;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
  /** The mobile site's path of the same page (same query). */
  mobile?: string;
  /** Whether the company offers the page (default: always). */
  offered?: (settings: CompanySettings) => boolean;
};

const ZH = 'zh-CN';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', changefreq: 'daily', priority: 1, mobile: '/mobile' },
  { path: '/lclFreight', changefreq: 'daily', priority: 0.9, mobile: '/mobile/lclFreight' },
  { path: '/schedules', changefreq: 'daily', priority: 0.8, mobile: '/mobile/schedules' },
  { path: '/rates', changefreq: 'daily', priority: 0.8, offered: (s) => rateScreens(s).fcl },
  { path: '/airFreight', changefreq: 'daily', priority: 0.7, offered: (s) => rateScreens(s).air },
  { path: '/rates/spot', changefreq: 'daily', priority: 0.7, offered: (s) => rateScreens(s).spot },
  { path: '/lookPresentCabin', changefreq: 'daily', priority: 0.6, mobile: '/mobile/lookPresentCabin', offered: (s) => s.bookingSpaceFlag },
  { path: '/tracking', priority: 0.7, mobile: '/mobile/tracking' },
  {
    path: '/service',
    priority: 0.8,
    mobile: '/mobile/service',
    variants: async (c) => (await listServicePages(c, ZH)).map((s) => ({ query: { areaIndex: String(s.areaIndex) }, lastModified: s.updatedAt })),
  },
  { path: '/notification', changefreq: 'weekly', priority: 0.5 },
  { path: '/notification/news', changefreq: 'daily', priority: 0.6, mobile: '/mobile/notification/news', variants: async () => [{ query: { tabId: '1' } }, { query: { tabId: '2' } }] },
  {
    path: '/notification/newsInfo',
    changefreq: 'monthly',
    priority: 0.6,
    mobile: '/mobile/notification/newsInfo',
    variants: async (c) => (await newsIndex(c)).map((n) => ({ query: { id: String(n.id) }, lastModified: n.publishedAt })),
  },
  {
    path: '/notification/download',
    changefreq: 'weekly',
    priority: 0.5,
    mobile: '/mobile/notification/download',
    variants: async (c) => {
      const docs = await listDocuments(c, ZH);
      const present = DOCUMENT_CATEGORIES.filter((cat) => docs.some((d) => d.category === cat));
      return [{}, ...present.map((category) => ({ query: { category } }))];
    },
  },
  {
    path: '/about',
    priority: 0.6,
    mobile: '/mobile/about',
    variants: async (c) => (await listAboutSections(c, ZH)).map((s) => ({ query: { areaId: String(s.areaId) } })),
  },
  { path: '/about/contact', priority: 0.7, mobile: '/mobile/about/contact' },
  { path: '/about/contact/data', priority: 0.4, mobile: '/mobile/about/contact/data' },
  { path: '/joinUs/socialRecruitment', changefreq: 'weekly', priority: 0.4, mobile: '/mobile/joinUs/socialRecruitment' },
  { path: '/serviceCases', priority: 0.5, mobile: '/mobile/serviceCases' },
  { path: '/advantageServices', priority: 0.6, mobile: '/mobile/advantageServices' },
  { path: '/clientCases', priority: 0.5, mobile: '/mobile/clientCases' },
  {
    path: '/caseDetail',
    changefreq: 'monthly',
    priority: 0.5,
    mobile: '/mobile/caseDetail',
    variants: async (c) => (await listCases(c, ZH)).map((x) => ({ query: { id: String(x.id) }, lastModified: x.updatedAt })),
  },
  { path: '/clientDownload', priority: 0.3, mobile: '/mobile/clientDownload' },
  { path: '/orderSearch', priority: 0.6, mobile: '/mobile/orderSearch' },
  { path: '/orderSearch/api', changefreq: 'monthly', priority: 0.3 },
  { path: '/register', changefreq: 'yearly', priority: 0.3, mobile: '/mobile/register' },
  { path: '/agreement/registerAgreement', changefreq: 'yearly', priority: 0.1 },
];

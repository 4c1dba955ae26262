import 'server-only';
import type { CompanySettings } from '../contracts/company';
import { DOCUMENT_CATEGORIES } from '../contracts/siteContent';
import { desktopPathFor } from '../config/mobile';
import { screen, type IndexedScreenId } from '../screens/registry';
import { rateScreens } from '../rates/screens';
import { newsIndex } from '../server/news';
import { listAboutSections, listCases, listDocuments, listServicePages } from '../server/siteContent';

/*
 * The registry of public routes: what sitemap.xml lists for each company host, in both languages.
 * Its routes are the screens lib/screens/registry.ts marks `indexed`, whose paths it takes from
 * there: `path` is the screen's desktop page, `mobile` its own page on the mobile site (listed when
 * the company has a mobileDomainName). Each indexed screen must have its entry in SITEMAP below (the
 * compiler says when one is missing), which adds `variants`, the query forms that are pages of their
 * own (?areaIndex=N, ?id=N) from the company's data, and `offered`, the company settings under which
 * the page is open (a screen the company does not offer says so, is noindex and is no entry); give
 * the page `staticPageMetadata` or `pageMetadata` for the canonical URL and hreflang.
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

type SitemapEntry = Omit<PublicRoute, 'path' | 'mobile'>;

const SITEMAP: { readonly [K in IndexedScreenId]: SitemapEntry } = {
  home: { changefreq: 'daily', priority: 1 },
  lclFreight: { changefreq: 'daily', priority: 0.9 },
  schedules: { changefreq: 'daily', priority: 0.8 },
  fclRates: { changefreq: 'daily', priority: 0.8, offered: (s) => rateScreens(s).fcl },
  airFreight: { changefreq: 'daily', priority: 0.7, offered: (s) => rateScreens(s).air },
  spotRates: { changefreq: 'daily', priority: 0.7, offered: (s) => rateScreens(s).spot },
  spaceOffers: { changefreq: 'daily', priority: 0.6, offered: (s) => s.bookingSpaceFlag },
  tracking: { priority: 0.7 },
  service: {
    priority: 0.8,
    variants: async (c) => (await listServicePages(c, ZH)).map((s) => ({ query: { areaIndex: String(s.areaIndex) }, lastModified: s.updatedAt })),
  },
  notification: { changefreq: 'weekly', priority: 0.5 },
  news: { changefreq: 'daily', priority: 0.6, variants: async () => [{ query: { tabId: '1' } }, { query: { tabId: '2' } }] },
  newsArticle: {
    changefreq: 'monthly',
    priority: 0.6,
    variants: async (c) => (await newsIndex(c)).map((n) => ({ query: { id: String(n.id) }, lastModified: n.publishedAt })),
  },
  downloads: {
    changefreq: 'weekly',
    priority: 0.5,
    variants: async (c) => {
      const docs = await listDocuments(c, ZH);
      const present = DOCUMENT_CATEGORIES.filter((cat) => docs.some((d) => d.category === cat));
      return [{}, ...present.map((category) => ({ query: { category } }))];
    },
  },
  about: {
    priority: 0.6,
    variants: async (c) => (await listAboutSections(c, ZH)).map((s) => ({ query: { areaId: String(s.areaId) } })),
  },
  contact: { priority: 0.7 },
  contactData: { priority: 0.4 },
  joinUs: { changefreq: 'weekly', priority: 0.4 },
  serviceCases: { priority: 0.5 },
  advantageServices: { priority: 0.6 },
  clientCases: { priority: 0.5 },
  caseDetail: {
    changefreq: 'monthly',
    priority: 0.5,
    variants: async (c) => (await listCases(c, ZH)).map((x) => ({ query: { id: String(x.id) }, lastModified: x.updatedAt })),
  },
  clientDownload: { priority: 0.3 },
  orderSearch: { priority: 0.6 },
  orderSearchApi: { changefreq: 'monthly', priority: 0.3 },
  register: { changefreq: 'yearly', priority: 0.3 },
  registerAgreement: { changefreq: 'yearly', priority: 0.1 },
};

/** A screen's mobile page when it is that screen's own (not one it shares with a related screen: /notification shows the news list on a phone). */
function ownMobilePage(id: IndexedScreenId): string | undefined {
  const s = screen(id);
  return s.mobile && desktopPathFor(s.mobile) === s.desktop ? s.mobile : undefined;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = (Object.keys(SITEMAP) as IndexedScreenId[]).map((id) => {
  const mobile = ownMobilePage(id);
  return { path: screen(id).desktop!, ...SITEMAP[id], ...(mobile ? { mobile } : {}) };
});

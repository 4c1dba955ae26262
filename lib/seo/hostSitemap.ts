import 'server-only';
import type { CompanySettings } from '../contracts/company';
import { getCompanySettings } from '../server/company';
import { log } from '../server/log';
import { isOnHost, mobileDomainHost } from '../routing/device';
import { mobileOrigin } from './origin';
import { PUBLIC_ROUTES } from './routes';
import { buildSitemap, type SitemapEntry } from './sitemap';

/**
 * The entries of every public route the company offers: each route's variants from the company's data
 * (a variant whose data cannot be read is left out and logged, so one broken source does not take
 * the whole sitemap down).
 */
export async function sitemapEntries(settings: CompanySettings): Promise<SitemapEntry[]> {
  const { companyId } = settings;
  const lists = await Promise.all(
    PUBLIC_ROUTES.filter((route) => route.offered?.(settings) ?? true).map(async (route): Promise<SitemapEntry[]> => {
      const base = { changefreq: route.changefreq, priority: route.priority };
      if (!route.variants) return [{ ...base, page: { path: route.path }, mobile: route.mobile ? { path: route.mobile } : undefined }];
      try {
        const variants = await route.variants(companyId);
        return variants.map((v) => ({
          ...base,
          page: { path: route.path, query: v.query },
          lastModified: v.lastModified,
          mobile: route.mobile ? { path: route.mobile, query: v.query } : undefined,
        }));
      } catch (error) {
        log.error('sitemap.variants', { path: route.path, error });
        return [];
      }
    }),
  );
  return lists.flat();
}

/**
 * sitemap.xml of a host of the company: its pages on this host's origin; on the company's mobile
 * host, the mobile pages; on another host, the mobile pages too when a mobileDomainName is set.
 * null when the company does not exist.
 */
export async function hostSitemap(companyId: number, host: string, proto: 'http' | 'https'): Promise<string | null> {
  const settings = await getCompanySettings(companyId);
  if (!settings) return null;
  const origin = `${proto}://${host}`;
  const entries = await sitemapEntries(settings);
  const mobileHost = mobileDomainHost(settings.mobileDomainName);
  if (mobileHost && isOnHost(host, mobileHost)) {
    return buildSitemap({ origin, entries: entries.flatMap((e) => (e.mobile ? [{ ...e, page: e.mobile, mobile: undefined }] : [])) });
  }
  return buildSitemap({ origin, mobileOrigin: mobileOrigin(settings.mobileDomainName, origin) || undefined, entries });
}

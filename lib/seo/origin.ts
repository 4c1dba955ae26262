import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { companyTag, requireCompanySettings } from '../server/company';
import { getDb } from '../server/db';
import { companyDomains } from '../server/db/schema';
import { mobileDomainHost } from '../routing/device';
import { originOf } from './urls';

/** Host names that are no public site: this machine, addresses, *.localhost. */
const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.includes(':');

async function loadDomains(companyId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(asc(companyDomains.id));
  return rows.map((r) => r.domain);
}

/**
 * The origin of a company's public site, for what cached pages must state without a request at
 * hand (canonical links, hreflang, Open Graph, JSON-LD): the company's `siteUrl`, else its first
 * public domain (https), else its first domain. One page is served on every host of its company, so
 * every host's copy names the same canonical URL.
 */
export async function siteOrigin(companyId: number): Promise<string> {
  const settings = await requireCompanySettings(companyId);
  const configured = originOf(settings.siteUrl);
  if (configured) return configured;
  const domains = await unstable_cache(() => loadDomains(settings.companyId), ['company-domains', String(settings.companyId)], {
    tags: [companyTag(settings.companyId)],
    revalidate: 3600,
  })();
  const pick = domains.find((d) => !isLocalHost(d)) ?? domains[0];
  return pick ? originOf(pick, isLocalHost(pick) ? 'http' : 'https') : 'http://localhost';
}

/** The origin of the company's mobile site ('' when no mobileDomainName is set), in the site's scheme unless it names one. */
export function mobileOrigin(mobileDomainName: string, siteOriginValue: string): string {
  if (!mobileDomainHost(mobileDomainName)) return '';
  const scheme = siteOriginValue.startsWith('https:') ? 'https' : 'http';
  return originOf(mobileDomainName, scheme);
}

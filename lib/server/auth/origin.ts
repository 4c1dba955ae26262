import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { companyDomains } from '../db/schema';
import { normalizeHost } from '../company';

/** What a link we send out is built from, besides the company: the Host a request came on (if any), its scheme. */
export type LinkSite = { host?: string | null; secure: boolean };

/**
 * The origin to put in links we send out (mails, QR codes). The request's Host is used only when it
 * is one of this company's registered domains — a forged Host header must not turn a password-reset
 * mail into a link to someone else's site. Otherwise (and outside a request) the company's first domain.
 */
export async function siteOrigin(db: Db, companyId: number, site: LinkSite): Promise<string> {
  const scheme = site.secure ? 'https' : 'http';
  const rawHost = (site.host ?? '').trim().toLowerCase();
  const domains = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.id));
  const host = normalizeHost(rawHost);
  if (host && domains.some((d) => d.domain === host) && /^[a-z0-9.[\]:-]+$/.test(rawHost)) return `${scheme}://${rawHost}`;
  const first = domains[0]?.domain ?? 'localhost';
  return `${scheme}://${first}`;
}

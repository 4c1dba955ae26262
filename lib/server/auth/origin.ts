import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { companyDomains } from '../db/schema';
import { normalizeHost } from '../company';
import type { ApiContext } from '../http';
import { hostOf } from '../../proxy/requestMeta';

/**
 * The origin to put in links we send out (mails, QR codes). The request's Host is used only when it
 * is one of this company's registered domains — a forged Host header must not turn a password-reset
 * mail into a link to someone else's site. Otherwise the company's first domain.
 */
export async function siteOrigin(ctx: Pick<ApiContext, 'req' | 'company' | 'secure'>): Promise<string> {
  const scheme = ctx.secure ? 'https' : 'http';
  const rawHost = hostOf(ctx.req.headers).toLowerCase();
  const db = await getDb();
  const domains = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, ctx.company.companyId))
    .orderBy(asc(companyDomains.id));
  const host = normalizeHost(rawHost);
  if (host && domains.some((d) => d.domain === host) && /^[a-z0-9.[\]:-]+$/.test(rawHost)) return `${scheme}://${rawHost}`;
  const first = domains[0]?.domain ?? 'localhost';
  return `${scheme}://${first}`;
}

export async function isCompanyDomain(companyId: number, host: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: companyDomains.id })
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, normalizeHost(host))))
    .limit(1);
  return !!row;
}

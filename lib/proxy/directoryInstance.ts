/**
 * The process's company directory (lib/proxy/companyDirectory.ts) over the app's database: one
 * instance on globalThis, shared by the front server's edge (lib/proxy/register.ts) and the route
 * handlers' host lookup (resolveCompanyId in lib/server/company.ts).
 */
import { getDb } from '../server/db';
import { companies, companyDomains } from '../server/db/schema';
import { env } from '../env';
import { log } from '../server/log';
import { dbAvailability } from '../server/db/availability';
import { createCompanyDirectory, sharedCompanyDirectory, type CompanyFlags, type DirectorySnapshot } from './companyDirectory';

async function loadDirectory(): Promise<DirectorySnapshot> {
  const db = await getDb();
  const [domainRows, companyRows] = await Promise.all([
    db.select({ domain: companyDomains.domain, companyId: companyDomains.companyId }).from(companyDomains),
    db.select({ id: companies.id, mobileDomainName: companies.mobileDomainName, scanFlag: companies.scanFlag }).from(companies),
  ]);
  return {
    hosts: new Map(domainRows.map((r) => [r.domain, r.companyId])),
    companies: new Map<number, CompanyFlags>(companyRows.map((r) => [r.id, { mobileDomainName: r.mobileDomainName, scanFlag: r.scanFlag }])),
  };
}

export function companyDirectory() {
  return sharedCompanyDirectory(() =>
    createCompanyDirectory({
      load: loadDirectory,
      defaultCompanyId: env().DEFAULT_COMPANY_ID,
      // while the database is unavailable the last snapshot is served and the outage logged once (db.unavailable)
      onError: (err) => dbAvailability().failed(err) || log.warn('companyDirectory.loadFailed', { err }),
    }),
  );
}


/**
 * Started by instrumentation.ts in the Node.js runtime: puts the request edge (lib/proxy/edge.ts)
 * with an in-process company directory on globalThis, where the front server (server.mjs) and
 * proxy.ts find it. Everything here is bundled by Next, so it shares the app's database handle.
 */
import { randomBytes } from 'node:crypto';
import { getDb } from '../server/db';
import { companies, companyDomains } from '../server/db/schema';
import { env, publicEnv } from '../env';
import { log } from '../server/log';
import { createCompanyDirectory, sharedCompanyDirectory, type CompanyFlags, type DirectorySnapshot } from './companyDirectory';
import { routeRequest, type EdgeRequest, type EdgeResult } from './edge';
import { apiOriginOf } from './securityHeaders';

export const EDGE_KEY = Symbol.for('portal.edge');

export type Edge = { route: (req: EdgeRequest) => Promise<EdgeResult> };

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
      onError: (err) => log.warn('companyDirectory.loadFailed', { err }),
    }),
  );
}

export function edge(): Edge {
  const g = globalThis as { [EDGE_KEY]?: Edge };
  if (!g[EDGE_KEY]) {
    const directory = companyDirectory();
    const deps = {
      resolve: (host: string) => directory.resolve(host),
      nonce: () => randomBytes(16).toString('base64'),
      apiOrigin: apiOriginOf(publicEnv.apiBase),
      dev: env().NODE_ENV === 'development',
    };
    g[EDGE_KEY] = { route: (req) => routeRequest(req, deps) };
  }
  return g[EDGE_KEY];
}

/** instrumentation.ts register(): install the edge and warm the directory. */
export function registerEdge(): void {
  edge();
  void companyDirectory().refresh();
}

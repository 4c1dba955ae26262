/**
 * Started by instrumentation.ts in the Node.js runtime: puts the request edge (lib/proxy/edge.ts)
 * with an in-process company directory on globalThis, where the front server (server.mjs) and
 * proxy.ts find it. Everything here is bundled by Next, so it shares the app's database handle.
 */
import { randomBytes } from 'node:crypto';
import { env, publicEnv } from '../env';
import { companyDirectory } from './directoryInstance';
import { routeRequest, type EdgeRequest, type EdgeResult } from './edge';
import { apiOriginOf } from './securityHeaders';

export const EDGE_KEY = Symbol.for('portal.edge');

export type Edge = { route: (req: EdgeRequest) => Promise<EdgeResult> };

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

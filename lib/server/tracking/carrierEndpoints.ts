import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '../../env';
import { DEMO_CARRIER_SCAC, DEMO_TNT_PATH } from '../../dcsa/demo/tntDemoRefs';
import { enabledEndpoints } from '../carriers/connections';
import type { CarrierEndpoint } from '../carriers/types';
import type { Db } from '../db';
import { carriers } from '../db/schema';

/*
 * Where the Track & Trace adapter finds the carriers to ask: the company's enabled carrier
 * connections for TNT, plus the built-in demo carrier when DEMO_CARRIER=on. The connections are
 * kept by the console's carrier connections (enabledEndpoints(db, companyId, 'TNT') in
 * lib/server/carriers/connections.ts); this file is the one place the adapter reads them from.
 */

/** The demo carrier's connection id: no stored connection has it. */
export const DEMO_CONNECTION_ID = 0;

/** The built-in demo carrier (Hapag-Lloyd's TNT served by this app under /api/dcsaTnt/demo). */
export async function demoTntEndpoint(db: Db, companyId: number): Promise<CarrierEndpoint | null> {
  const e = env();
  if (e.DEMO_CARRIER !== 'on') return null;
  const [carrier] = await db.select({ id: carriers.id, nameEn: carriers.nameEn }).from(carriers).where(eq(carriers.code, DEMO_CARRIER_SCAC));
  if (!carrier) return null;
  return {
    connectionId: DEMO_CONNECTION_ID,
    companyId,
    carrierId: carrier.id,
    carrierName: carrier.nameEn,
    baseUrl: `http://127.0.0.1:${e.PORT}/api${DEMO_TNT_PATH}`,
    apis: ['TNT'],
    horizonWeeks: 0,
    authHeaders: async () => ({}),
  };
}

/** The company's carriers that answer Track & Trace (an object, so tests can put a mock carrier in its place with vi.spyOn). */
export const tntEndpointSource = {
  async endpoints(db: Db, companyId: number): Promise<CarrierEndpoint[]> {
    const [connected, demo] = await Promise.all([enabledEndpoints(db, companyId, 'TNT'), demoTntEndpoint(db, companyId)]);
    return demo ? [...connected, demo] : connected;
  },
};

// The demo carrier connection (DEMO_CARRIER=on, which `npm start` sets): the default company is
// connected to the built-in DCSA demo carrier this server serves itself (/api/demo-carrier/cs,
// lib/dcsa/demo/cs.ts), Hapag-Lloyd's loops, so a newcomer sees sailings that came through the
// DCSA adapter. Idempotent: run on every migrate; it never touches a connection staff changed.
import { and, eq } from 'drizzle-orm';
import { env } from '../../../env';
import { DEMO_API_KEY, DEMO_SCAC } from '../../../dcsa/demo/cs';
import { encryptSecret, secretHint } from '../../carriers/secrets';
import type { Database } from '../open';
import { carrierConnections, carriers, companies } from '../schema';

export async function ensureDemoCarrier(db: Database): Promise<string> {
  const e = env();
  if (e.DEMO_CARRIER !== 'on') return 'demo carrier off';
  if (!e.CARRIER_SECRET_KEY) return 'demo carrier skipped: CARRIER_SECRET_KEY is not set';
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, e.DEFAULT_COMPANY_ID));
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, DEMO_SCAC));
  if (!company || !carrier) return 'demo carrier skipped: no default company or no Hapag-Lloyd';
  const baseUrl = `http://127.0.0.1:${e.PORT}/api/demo-carrier/cs`;
  const [old] = await db.select({ id: carrierConnections.id, baseUrl: carrierConnections.baseUrl }).from(carrierConnections).where(and(eq(carrierConnections.companyId, company.id), eq(carrierConnections.carrierId, carrier.id)));
  if (old) {
    // the port may differ from the last start: follow it when the connection still points at the demo carrier
    if (old.baseUrl !== baseUrl && /^http:\/\/127\.0\.0\.1:\d+\/api\/demo-carrier\/cs$/.test(old.baseUrl)) {
      await db.update(carrierConnections).set({ baseUrl, lastRunAt: null }).where(eq(carrierConnections.id, old.id));
    }
    return 'demo carrier connection kept';
  }
  await db.insert(carrierConnections).values({
    companyId: company.id,
    carrierId: carrier.id,
    baseUrl,
    authKind: 'apiKey',
    apiKeyHeader: 'API-Key',
    secretEnc: encryptSecret(DEMO_API_KEY),
    secretHint: secretHint(DEMO_API_KEY),
    apis: ['CS'],
    horizonWeeks: 8,
    enabled: true,
  });
  return `demo carrier connected (${baseUrl})`;
}

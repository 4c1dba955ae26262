// A server without CARRIER_SECRET_KEY refuses to store a carrier secret with that reason (503 and the
// localized message), not with a bare 500; nothing is stored. (The key is taken out of the process's
// validated environment for this test only: the API tests share one module graph, so no module mock.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { eq } from 'drizzle-orm';
import { POST as saveRoute } from '@/app/api/staff/carrierConnections/save/route';
import { getDb } from '@/lib/server/db';
import { carrierConnections } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany } from './helpers';
import { staffWithSession } from './authzFixtures';
import { newCarrier } from './carrierFixtures';

let saved: string | undefined;
beforeEach(() => {
  saved = env().CARRIER_SECRET_KEY;
  (env() as { CARRIER_SECRET_KEY?: string }).CARRIER_SECRET_KEY = undefined;
});
afterEach(() => {
  (env() as { CARRIER_SECRET_KEY?: string }).CARRIER_SECRET_KEY = saved;
});

describe('saving a carrier connection without CARRIER_SECRET_KEY', () => {
  it('is refused with 503 and the reason, in both languages, and stores nothing', async () => {
    const c = await createCompany();
    const { token } = await staffWithSession(c.id, ['company']);
    const carrierId = await newCarrier();
    const body = { carrierId, baseUrl: 'https://dcsa.carrier.test/cs', authKind: 'apiKey', apiKeyHeader: 'API-Key', secret: 'carrier-key-1234', apis: ['CS'], horizonWeeks: 6, enabled: true };
    for (const [lang, messages] of [['cn', cn], ['en', en]] as const) {
      const res = await call<{ code: string; message: string }>(saveRoute, { host: c.domains[0], body, cookies: { staff_author: token }, headers: { lang } });
      expect(res.status).toBe(503);
      expect(res.json.message).toBe(messages.Api.carrierSecretKeyMissing);
    }
    const db = await getDb();
    expect(await db.select().from(carrierConnections).where(eq(carrierConnections.companyId, c.id))).toEqual([]);
  });
});

// Carrier connection fixtures: a connection of a company to a carrier of its own (a fresh carrier
// row each, so a company may hold any number), its secret encrypted as the console would store it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carrierConnections, carriers } from '@/lib/server/db/schema';
import { encryptSecret } from '@/lib/server/carriers/secrets';

export async function newCarrier(): Promise<number> {
  const db = await getDb();
  const code = `Q${randomBytes(3).toString('hex').toUpperCase().replace(/[0-9]/g, 'X').slice(0, 3)}${randomBytes(1)[0]! % 10}`;
  const [row] = await db.insert(carriers).values({ code, nameCn: `测试承运人 ${code}`, nameEn: `Test Carrier ${code}`, shortName: code, country: 'CN' }).onConflictDoNothing().returning({ id: carriers.id });
  return row?.id ?? newCarrier();
}

export async function connectionOf(companyId: number, opts: { enabled?: boolean } = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(carrierConnections)
    .values({ companyId, carrierId: await newCarrier(), baseUrl: 'https://dcsa.carrier.test/cs', authKind: 'apiKey', apiKeyHeader: 'API-Key', secretEnc: encryptSecret('fixture-key-1234'), secretHint: '1234', apis: ['CS'], enabled: opts.enabled ?? true })
    .returning({ id: carrierConnections.id });
  return row!.id;
}

export async function connectionExists(id: number): Promise<boolean> {
  const db = await getDb();
  return (await db.select({ id: carrierConnections.id }).from(carrierConnections).where(eq(carrierConnections.id, id))).length === 1;
}

/** The body of POST /staff/carrierConnections/save that changes connection `id` (its secret kept). */
export async function connectionBody(id: number) {
  const db = await getDb();
  const [c] = await db.select().from(carrierConnections).where(eq(carrierConnections.id, id));
  return { id, carrierId: c!.carrierId, baseUrl: c!.baseUrl, authKind: c!.authKind, apiKeyHeader: c!.apiKeyHeader, apis: c!.apis, horizonWeeks: 8, enabled: true };
}

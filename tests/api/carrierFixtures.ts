// Carrier connection fixtures: a connection of a company to a carrier of its own (a fresh carrier
// row each, so a company may hold any number), its secret encrypted as the console would store it;
// keys of the portal's own DCSA endpoints.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carrierConnections, carriers, dcsaApiKeys, users } from '@/lib/server/db/schema';
import { hashKey } from '@/lib/server/dcsaApi/keys';
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

/** A live key of the DCSA endpoints issued to a fresh customer of the company: its id and the key itself. */
export async function dcsaKeyOf(companyId: number): Promise<{ id: number; key: string; userId: number }> {
  const db = await getDb();
  const [u] = await db.insert(users).values({ companyId, email: `dcsa${randomBytes(6).toString('hex')}@customer.test`, nameCn: '接口客户' }).returning({ id: users.id });
  const key = `dcsa_${randomBytes(32).toString('base64url')}`;
  const [k] = await db.insert(dcsaApiKeys).values({ companyId, userId: u!.id, name: 'Fixture TMS', prefix: key.slice(0, 13), keyHash: hashKey(key) }).returning({ id: dcsaApiKeys.id });
  return { id: k!.id, key, userId: u!.id };
}

/** A customer of the company a key may be issued to. */
export async function dcsaCustomerOf(companyId: number): Promise<number> {
  return (await dcsaKeyOf(companyId)).userId;
}

export async function dcsaKeyRevoked(id: number): Promise<boolean> {
  const db = await getDb();
  const [k] = await db.select({ revokedAt: dcsaApiKeys.revokedAt }).from(dcsaApiKeys).where(eq(dcsaApiKeys.id, id));
  return k!.revokedAt !== null;
}

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DcsaKeyInput, DcsaKeyRow } from '../../contracts/carrierConnections';
import { audit, type Actor } from '../audit';
import type { Db } from '../db';
import { dcsaApiKeys, users } from '../db/schema';
import { ApiError } from '../errors';

/*
 * API keys of the portal's DCSA endpoints (README "Carrier connections"): one per customer system,
 * issued and revoked by staff (permission customers, audited). The key is 'dcsa_' and 43 base64url
 * characters (32 random bytes); only its SHA-256 and its first characters are stored, so the console
 * shows a key once, when it is made, and a stolen database gives no usable key.
 */

const KEY_PREFIX = 'dcsa_';
/** Characters of the key kept to tell keys apart in the console ('dcsa_' and 8 more). */
const SHOWN = KEY_PREFIX.length + 8;
/** last_used_at is written at most this often per key (a busy integration must not write on every call). */
const LAST_USED_EVERY_MS = 60_000;

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

type KeyRow = typeof dcsaApiKeys.$inferSelect;
type Customer = { id: number; nameCn: string; nickName: string; companyNameCn: string; mobile: string | null; email: string | null };

const toRow = (k: KeyRow, u: Customer): DcsaKeyRow => ({
  id: k.id,
  name: k.name,
  customer: { id: u.id, name: [u.companyNameCn, u.nameCn || u.nickName].filter(Boolean).join(' · ') || `#${u.id}`, contact: u.email || u.mobile || '' },
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

const customerColumns = { id: users.id, nameCn: users.nameCn, nickName: users.nickName, companyNameCn: users.companyNameCn, mobile: users.mobile, email: users.email };

/** This company's keys, newest first, revoked ones included (for the record). */
export async function listDcsaKeys(db: Db, companyId: number): Promise<DcsaKeyRow[]> {
  const rows = await db
    .select({ k: dcsaApiKeys, u: customerColumns })
    .from(dcsaApiKeys)
    .innerJoin(users, eq(users.id, dcsaApiKeys.userId))
    .where(eq(dcsaApiKeys.companyId, companyId))
    .orderBy(desc(dcsaApiKeys.createdAt), desc(dcsaApiKeys.id));
  return rows.map((r) => toRow(r.k, r.u));
}

/** Issues a key to a customer of the actor's company; the answer holds the key in full, this once. */
export async function createDcsaKey(db: Db, actor: Actor, input: DcsaKeyInput): Promise<DcsaKeyRow & { key: string }> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select(customerColumns).from(users).where(and(eq(users.id, input.userId), eq(users.companyId, actor.companyId)));
    if (!u) throw new ApiError(404, 'customerNotFound');
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [k] = (await tx
      .insert(dcsaApiKeys)
      .values({ companyId: actor.companyId, userId: u.id, name: input.name, prefix: key.slice(0, SHOWN), keyHash: hashKey(key) })
      .returning()) as [KeyRow];
    await audit(tx, actor, { action: 'dcsaKey.create', entity: 'dcsa_key', entityId: k.id, summary: `${k.name} (${k.prefix}…)`, after: { name: k.name, userId: u.id, prefix: k.prefix } });
    return { ...toRow(k, u), key };
  });
}

/** Revokes a key of the actor's company (again: no change); refused from the next request on. */
export async function revokeDcsaKey(db: Db, actor: Actor, id: number): Promise<DcsaKeyRow> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select({ k: dcsaApiKeys, u: customerColumns })
      .from(dcsaApiKeys)
      .innerJoin(users, eq(users.id, dcsaApiKeys.userId))
      .where(and(eq(dcsaApiKeys.id, id), eq(dcsaApiKeys.companyId, actor.companyId)));
    if (!r) throw new ApiError(404, 'dcsaKeyNotFound');
    if (r.k.revokedAt) return toRow(r.k, r.u);
    const [k] = (await tx.update(dcsaApiKeys).set({ revokedAt: new Date() }).where(eq(dcsaApiKeys.id, id)).returning()) as [KeyRow];
    await audit(tx, actor, { action: 'dcsaKey.revoke', entity: 'dcsa_key', entityId: id, summary: `${k.name} (${k.prefix}…)`, before: { revokedAt: null }, after: { revokedAt: k.revokedAt } });
    return toRow(k, r.u);
  });
}

/**
 * The key a request carries, when it is a live key of this company: its id (for the per-key limit).
 * A key of another company, a revoked or an unknown one is no key (null), alike.
 */
export async function authenticateDcsaKey(db: Db, companyId: number, key: string | null, now = new Date()): Promise<{ id: number } | null> {
  if (!key || !key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const [k] = await db
    .select({ id: dcsaApiKeys.id, companyId: dcsaApiKeys.companyId, revokedAt: dcsaApiKeys.revokedAt, lastUsedAt: dcsaApiKeys.lastUsedAt })
    .from(dcsaApiKeys)
    .where(eq(dcsaApiKeys.keyHash, hashKey(key)));
  if (!k || k.companyId !== companyId || k.revokedAt) return null;
  if (!k.lastUsedAt || now.getTime() - k.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
    await db
      .update(dcsaApiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(dcsaApiKeys.id, k.id), or(isNull(dcsaApiKeys.lastUsedAt), lt(dcsaApiKeys.lastUsedAt, stale))));
  }
  return { id: k.id };
}

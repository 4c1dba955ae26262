import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { CarrierConnectionInput, CarrierConnectionRow, ConnectableCarrier } from '../../contracts/carrierConnections';
import { audit, type Actor } from '../audit';
import type { Db } from '../db';
import { carrierConnections, carriers, sailings } from '../db/schema';
import { ApiError } from '../errors';
import { bumpScheduleVersion } from '../schedules';
import { decryptSecret, encryptSecret, MissingSecretKeyError, secretHint } from './secrets';
import type { CarrierApi, CarrierEndpoint } from './types';

type ConnectionRow = typeof carrierConnections.$inferSelect;

/** OAuth2 access tokens by connection, until shortly before they expire (keyed by the stored secret, so a changed secret fetches anew). */
const tokens = new Map<number, { secretEnc: string; token: string; expires: number }>();

/** Fetches an OAuth2 client-credentials token (RFC 6749 §4.4): client id and secret in Basic auth. */
async function fetchToken(c: ConnectionRow, secret: string, fetcher: typeof fetch): Promise<{ token: string; expiresIn: number }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  if (c.scope) body.set('scope', c.scope);
  const res = await fetcher(c.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new CarrierAuthError(`token endpoint answered ${res.status}`);
  const json = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!json || typeof json.access_token !== 'string' || !json.access_token) throw new CarrierAuthError('token endpoint answered no access_token');
  return { token: json.access_token, expiresIn: typeof json.expires_in === 'number' ? json.expires_in : 300 };
}

export class CarrierAuthError extends Error {
  override name = 'CarrierAuthError';
}

/** The adapters' view of one connection row: headers are made per request, the secret decrypted then. */
export function toEndpoint(c: ConnectionRow, carrierName: string, fetcher: typeof fetch = fetch): CarrierEndpoint {
  return {
    connectionId: c.id,
    companyId: c.companyId,
    carrierId: c.carrierId,
    carrierName,
    baseUrl: c.baseUrl,
    apis: c.apis,
    horizonWeeks: c.horizonWeeks,
    async authHeaders() {
      const secret = decryptSecret(c.secretEnc);
      if (c.authKind === 'apiKey') return { [c.apiKeyHeader]: secret };
      const held = tokens.get(c.id);
      if (held && held.secretEnc === c.secretEnc && held.expires > Date.now()) return { authorization: `Bearer ${held.token}` };
      const { token, expiresIn } = await fetchToken(c, secret, fetcher);
      // renewed a minute early, so a token never expires on the way
      tokens.set(c.id, { secretEnc: c.secretEnc, token, expires: Date.now() + Math.max(0, expiresIn - 60) * 1000 });
      return { authorization: `Bearer ${token}` };
    },
  };
}

/** Forgets a connection's cached token (after a 401: the carrier may have revoked it). */
export function dropToken(connectionId: number): void {
  tokens.delete(connectionId);
}

/** The company's enabled connections that use `api`, ready to call. */
export async function enabledEndpoints(db: Db, companyId: number, api: CarrierApi): Promise<CarrierEndpoint[]> {
  const rows = await db
    .select({ c: carrierConnections, name: carriers.nameEn })
    .from(carrierConnections)
    .innerJoin(carriers, eq(carriers.id, carrierConnections.carrierId))
    .where(and(eq(carrierConnections.companyId, companyId), eq(carrierConnections.enabled, true)));
  return rows.filter((r) => r.c.apis.includes(api)).map((r) => toEndpoint(r.c, r.name));
}

/** One enabled connection by id (the schedule import job), or null when gone or disabled. */
export async function enabledEndpoint(db: Db, connectionId: number): Promise<CarrierEndpoint | null> {
  const [r] = await db
    .select({ c: carrierConnections, name: carriers.nameEn })
    .from(carrierConnections)
    .innerJoin(carriers, eq(carriers.id, carrierConnections.carrierId))
    .where(and(eq(carrierConnections.id, connectionId), eq(carrierConnections.enabled, true)));
  return r ? toEndpoint(r.c, r.name) : null;
}

/** Whether any connection is stored (the server refuses to start with one and no key). */
export async function hasConnections(db: Db): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(carrierConnections);
  return (r?.n ?? 0) > 0;
}

// ---- the staff console -------------------------------------------------------------------

/** A connection's settings as the console shows them and the audit log keeps them: never the secret, only its last four. */
const shown = (c: ConnectionRow) => ({
  baseUrl: c.baseUrl,
  authKind: c.authKind,
  apiKeyHeader: c.apiKeyHeader,
  tokenUrl: c.tokenUrl,
  clientId: c.clientId,
  scope: c.scope,
  secretHint: c.secretHint,
  apis: c.apis,
  horizonWeeks: c.horizonWeeks,
  enabled: c.enabled,
});

/** What the audit log keeps of a connection. */
const audited = (c: ConnectionRow) => ({ carrierId: c.carrierId, ...shown(c) });

/** The carriers a connection may be made to: the carriers reference list, by code. */
export async function connectableCarriers(db: Db): Promise<ConnectableCarrier[]> {
  return db.select({ id: carriers.id, code: carriers.code, nameCn: carriers.nameCn, nameEn: carriers.nameEn }).from(carriers).orderBy(carriers.code);
}

export async function listConnections(db: Db, companyId: number): Promise<CarrierConnectionRow[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({ c: carrierConnections, code: carriers.code, name: carriers.nameEn })
      .from(carrierConnections)
      .innerJoin(carriers, eq(carriers.id, carrierConnections.carrierId))
      .where(eq(carrierConnections.companyId, companyId))
      .orderBy(carriers.code),
    db
      .select({ id: sailings.sourceConnectionId, n: count() })
      .from(sailings)
      .where(and(eq(sailings.companyId, companyId), isNotNull(sailings.sourceConnectionId)))
      .groupBy(sailings.sourceConnectionId),
  ]);
  const byId = new Map(counts.map((r) => [r.id, r.n]));
  return rows.map(({ c, code, name }) => ({
    id: c.id,
    carrier: { id: c.carrierId, code, name },
    ...shown(c),
    lastRunAt: c.lastRunAt?.toISOString() ?? null,
    lastSuccessAt: c.lastSuccessAt?.toISOString() ?? null,
    lastStatus: c.lastStatus,
    lastMessage: c.lastMessage,
    sailings: byId.get(c.id) ?? 0,
  }));
}

/**
 * Creates or changes a connection of the actor's company; audited (the secret never is). Without
 * CARRIER_SECRET_KEY a secret cannot be stored: refused with that reason (503), not a bare 500.
 */
export async function saveConnection(db: Db, actor: Actor, input: CarrierConnectionInput): Promise<number> {
  try {
    return await saveConnectionTx(db, actor, input);
  } catch (error) {
    if (error instanceof MissingSecretKeyError) throw new ApiError(503, 'carrierSecretKeyMissing');
    throw error;
  }
}

async function saveConnectionTx(db: Db, actor: Actor, input: CarrierConnectionInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, input.carrierId));
    if (!carrier) throw new ApiError(422, 'invalidInput', '0', { validateMap: { carrierId: 'unknown' } });
    const old = input.id
      ? (await tx.select().from(carrierConnections).where(and(eq(carrierConnections.id, input.id), eq(carrierConnections.companyId, actor.companyId))))[0]
      : undefined;
    if (input.id && !old) throw new ApiError(404, 'carrierConnectionNotFound');
    const authChanged = !old || old.authKind !== input.authKind;
    if (!input.secret && authChanged) throw new ApiError(422, 'invalidInput', '0', { validateMap: { secret: 'required' } });
    const values = {
      carrierId: input.carrierId,
      baseUrl: input.baseUrl,
      authKind: input.authKind,
      apiKeyHeader: input.authKind === 'apiKey' ? input.apiKeyHeader : '',
      tokenUrl: input.authKind === 'oauth2' ? input.tokenUrl : '',
      clientId: input.authKind === 'oauth2' ? input.clientId : '',
      scope: input.authKind === 'oauth2' ? input.scope : '',
      ...(input.secret ? { secretEnc: encryptSecret(input.secret), secretHint: secretHint(input.secret) } : {}),
      apis: [...new Set(input.apis)],
      horizonWeeks: input.horizonWeeks,
      enabled: input.enabled,
      updatedAt: new Date(),
    };
    const taken = await tx
      .select({ id: carrierConnections.id })
      .from(carrierConnections)
      .where(and(eq(carrierConnections.companyId, actor.companyId), eq(carrierConnections.carrierId, input.carrierId)));
    if (taken.some((t) => t.id !== old?.id)) throw new ApiError(409, 'carrierConnectionTaken');
    let saved: ConnectionRow;
    if (old) {
      [saved] = (await tx.update(carrierConnections).set(values).where(eq(carrierConnections.id, old.id)).returning()) as [ConnectionRow];
      dropToken(old.id);
      // a disabled connection's sailings leave the schedules (withdrawn), the portal's own stay
      if (old.enabled && !input.enabled) {
        await tx.delete(sailings).where(eq(sailings.sourceConnectionId, old.id));
        await bumpScheduleVersion(tx, actor.companyId);
      }
    } else {
      [saved] = (await tx
        .insert(carrierConnections)
        .values({ ...values, companyId: actor.companyId, secretEnc: values.secretEnc!, secretHint: values.secretHint ?? '' })
        .returning()) as [ConnectionRow];
    }
    await audit(tx, actor, {
      action: old ? 'carrierConnection.update' : 'carrierConnection.create',
      entity: 'carrier_connection',
      entityId: saved.id,
      summary: `${saved.baseUrl}${input.secret && old ? ' (secret replaced)' : ''}`,
      before: old ? audited(old) : null,
      after: audited(saved),
    });
    return saved.id;
  });
}

/** Removes a connection of the actor's company with the sailings it brought; audited. */
export async function deleteConnection(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.select().from(carrierConnections).where(and(eq(carrierConnections.id, id), eq(carrierConnections.companyId, actor.companyId)));
    if (!old) throw new ApiError(404, 'carrierConnectionNotFound');
    await tx.delete(carrierConnections).where(eq(carrierConnections.id, id));
    dropToken(id);
    await bumpScheduleVersion(tx, actor.companyId);
    await audit(tx, actor, { action: 'carrierConnection.delete', entity: 'carrier_connection', entityId: id, summary: old.baseUrl, before: audited(old), after: null });
  });
}

import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OutboxFilter, OutboxRow } from '../contracts/staff';
import { apiTranslator, type ApiLocale } from './apiMessages';
import { afterCommit, type Db } from './db';
import { dbAvailability } from './db/availability';
import { containsPattern } from './db/textSearch';
import { outboxMessages } from './db/schema';
import { log } from './log';
import { configuredMailAdapter } from './mail';
import { configuredDropAdapter } from './outboxDrop';
import { maskOutboxText } from './outboxMask';

export type { DeliveryAdapter, OutboxChannel, OutboxKind, OutgoingMessage } from './outboxTypes';
import type { DeliveryAdapter, OutboxChannel, OutboxKind, OutgoingMessage } from './outboxTypes';

export const deliveryAdapters: Partial<Record<OutboxChannel, DeliveryAdapter>> = {};

/** Tries per message before it is marked failed, and the pause before try n+1 (n = tries so far). */
export const OUTBOX_MAX_ATTEMPTS = 5;
export const outboxBackoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
/**
 * How long a claimed message is reserved for the process delivering it past its last heartbeat. A
 * live process renews the claims in hand every third of it; the claims of one that died run out
 * within it, and the next `outbox.deliver` run (every 10 s) or wake takes them over: within 30 s.
 */
export const OUTBOX_LEASE_SECONDS = 15;

/**
 * Transactional outbox: stores a message in the caller's transaction (or handle), so the message
 * exists exactly when the write that causes it commits. Nothing is sent here: once the outermost
 * transaction commits (at once outside a transaction), delivery is woken in the background
 * (wakeOutbox); a rollback wakes nothing. The `outbox.deliver` job follows up on whatever a wake
 * missed or could not send.
 */
export async function enqueue(db: Db, companyId: number, message: OutgoingMessage): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ companyId, channel: message.channel, recipient: message.recipient, subject: message.subject ?? '', body: message.body, kind: message.kind })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  afterCommit(db, wakeOutbox);
  return row.id;
}

async function adapters(): Promise<Partial<Record<OutboxChannel, DeliveryAdapter>>> {
  // OUTBOX_DIR (development, end-to-end tests): every channel goes to the folder (./outboxDrop.ts)
  const drop = configuredDropAdapter();
  if (drop) return { mail: deliveryAdapters.mail ?? drop, sms: deliveryAdapters.sms ?? drop };
  const mail = deliveryAdapters.mail ?? (await configuredMailAdapter()) ?? undefined;
  return { ...deliveryAdapters, ...(mail ? { mail } : {}) };
}

type MessageRow = typeof outboxMessages.$inferSelect;

/**
 * A claim is the row's attempt count as this process raised it: a heartbeat, a failure or a give-back
 * changes the row only while it is still this claim (queued, same attempts), never a claim another
 * process took over after this one's lease ran out.
 */
const stillClaimed = (m: Pick<MessageRow, 'id' | 'attempts'>) =>
  and(eq(outboxMessages.id, m.id), eq(outboxMessages.attempts, m.attempts), eq(outboxMessages.status, 'queued'));

/**
 * Claims up to `limit` due queued messages of the given channels for `leaseSeconds`: each claimed
 * row counts one more attempt and is not due again before the lease ends. `FOR UPDATE SKIP LOCKED`:
 * processes claiming at once never take the same row.
 */
export async function claimOutbox(db: Db, channels: OutboxChannel[], opts: { limit?: number; leaseSeconds?: number } = {}): Promise<MessageRow[]> {
  if (!channels.length) return [];
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'queued'), inArray(outboxMessages.channel, channels), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.id))
    .limit(opts.limit ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS})` })
    .where(inArray(outboxMessages.id, due))
    .returning();
  // RETURNING keeps no order: oldest first
  return claimed.sort((a, b) => a.id - b.id);
}

export type DeliverOptions = {
  limit?: number;
  /** Default OUTBOX_LEASE_SECONDS. */
  leaseSeconds?: number;
  /** How often the claims in hand are renewed (default: a third of the lease; 0: never). */
  heartbeatMs?: number;
  /** Asked before each message: true gives the rest of the claimed batch back (default: the process is shutting down). */
  stopping?: () => boolean;
};

/**
 * Delivers due queued messages of the channels that have an adapter. Each message is claimed with
 * `FOR UPDATE SKIP LOCKED` and a short lease that a heartbeat renews while this call runs, so
 * processes delivering at once never send one message twice while they live; the adapter is called
 * outside any transaction. Delivery is at least once: a process that dies after the adapter sent a
 * message and before it is marked sent leaves its claim to run out, and another process sends it
 * again — with the same Message-ID (lib/server/mail.ts), so the copy is recognisable. A failure is
 * recorded and retried with backoff, up to OUTBOX_MAX_ATTEMPTS. When the process is shutting down
 * (stopOutbox), the message being sent finishes and the rest of the batch is given back, due at
 * once. Answers how many were sent.
 */
export async function deliverOutbox(db: Db, opts: DeliverOptions = {}): Promise<number> {
  const stopping = opts.stopping ?? (() => wakeState().stopping);
  if (stopping()) return 0;
  const byChannel = await adapters();
  const channels = Object.keys(byChannel) as OutboxChannel[];
  if (!channels.length) return 0;
  const leaseSeconds = opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS;
  const claimed = await claimOutbox(db, channels, { limit: opts.limit, leaseSeconds });
  if (!claimed.length) return 0;
  const held = new Map(claimed.map((m) => [m.id, m]));
  const heartbeatMs = opts.heartbeatMs ?? Math.round((leaseSeconds * 1000) / 3);
  const beat =
    heartbeatMs > 0
      ? setInterval(() => {
          const rows = [...held.values()];
          if (!rows.length) return;
          db.update(outboxMessages)
            .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
            .where(or(...rows.map(stillClaimed)))
            // while the database is unavailable: logged once per outage (db.unavailable), not per beat
            .catch((error: unknown) => {
              if (!dbAvailability().failed(error)) log.warn('outbox.heartbeat', { error });
            });
        }, heartbeatMs)
      : null;
  beat?.unref();
  let sent = 0;
  try {
    for (const m of claimed) {
      if (stopping()) {
        // not attempted: the attempt the claim counted is given back with the claim
        const rest = [...held.values()];
        if (rest.length) {
          await db
            .update(outboxMessages)
            .set({ attempts: sql`${outboxMessages.attempts} - 1`, nextAttemptAt: sql`now()` })
            .where(or(...rest.map(stillClaimed)));
        }
        held.clear();
        break;
      }
      const adapter = byChannel[m.channel];
      try {
        if (!adapter) throw new Error(`no adapter for ${m.channel}`);
        await adapter({ id: m.id, companyId: m.companyId, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body, kind: m.kind as OutboxKind });
        await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date(), error: '' }).where(eq(outboxMessages.id, m.id));
        held.delete(m.id);
        sent++;
      } catch (error) {
        log.warn('outbox.delivery', { id: m.id, channel: m.channel, attempt: m.attempts, error });
        const last = m.attempts >= OUTBOX_MAX_ATTEMPTS;
        await db
          .update(outboxMessages)
          .set({
            status: last ? 'failed' : 'queued',
            error: String(error instanceof Error ? error.message : error).slice(0, 300),
            nextAttemptAt: new Date(Date.now() + outboxBackoffSeconds(m.attempts) * 1000),
          })
          .where(stillClaimed(m));
        held.delete(m.id);
      }
    }
  } finally {
    if (beat) clearInterval(beat);
  }
  return sent;
}

// One delivery run at a time per process (the process's own delivery, not state of any request).
const wake = globalThis as unknown as { __outboxWake?: { running: Promise<void> | null; again: Db | null; stopping: boolean } };
const wakeState = () => (wake.__outboxWake ??= { running: null, again: null, stopping: false });

async function deliverWoken(db: Db): Promise<void> {
  const state = wakeState();
  try {
    await deliverOutbox(db, { limit: 50 });
  } catch (error) {
    log.warn('outbox.wake', { error });
  }
  // woken during the run: its message may have committed after this run's claim, so run once more
  const next = state.stopping ? null : state.again;
  state.again = null;
  state.running = next ? deliverWoken(next) : null;
}

/**
 * Delivers committed messages now, in the background (nobody waits for SMTP). Called by enqueue
 * after commit, never before: delivery reads committed rows only. One run at a time per process,
 * and one more when woken during a run; whatever remains, the `outbox.deliver` job picks up.
 */
export function wakeOutbox(db: Db): void {
  const state = wakeState();
  if (state.stopping) return;
  if (state.running) {
    state.again = db;
    return;
  }
  state.running = deliverWoken(db);
}

/** Resolves when no woken delivery is running in this process (tests, shutdown). */
export async function outboxIdle(): Promise<void> {
  while (wakeState().running) await wakeState().running;
}

/**
 * Graceful shutdown: this process starts no more deliveries; the message being sent finishes, the
 * rest of each claimed batch is given back (due at once for another process). Resolves when no
 * woken delivery runs; the `outbox.deliver` job is stopped with the job runner.
 */
export async function stopOutbox(): Promise<void> {
  wakeState().stopping = true;
  await outboxIdle();
}

/**
 * Messages of one company, newest first (staff console). Links carrying a token and one-time codes
 * are masked (./outboxMask.ts): staff see that they were sent, in the reader's language.
 */
export async function listOutbox(db: Db, companyId: number, q: OutboxFilter, locale: ApiLocale): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL[] = [eq(outboxMessages.companyId, companyId)];
  if (q.channel) where.push(eq(outboxMessages.channel, q.channel));
  if (q.to) where.push(ilike(outboxMessages.recipient, containsPattern(q.to)));
  const cond = and(...where);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(cond)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(outboxMessages).where(cond),
  ]);
  const t = await apiTranslator(locale);
  const say = { link: t('outboxLinkHidden'), code: t('outboxCodeHidden') };
  return {
    rows: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: maskOutboxText(r.subject, r.kind, say),
      body: maskOutboxText(r.body, r.kind, say),
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}

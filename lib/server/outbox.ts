import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OutboxFilter, OutboxRow } from '../contracts/staff';
import { apiTranslator, type ApiLocale } from './apiMessages';
import { afterCommit, type Db } from './db';
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
/** How long a claimed message is reserved for the process delivering it. */
const LEASE_SECONDS = 120;

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

/**
 * Delivers due queued messages of the channels that have an adapter. Each message is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so processes delivering at once never send one message
 * twice; the adapter is called outside any transaction. A failure is recorded and retried with
 * backoff, up to OUTBOX_MAX_ATTEMPTS. Answers how many were sent.
 */
export async function deliverOutbox(db: Db, opts: { limit?: number } = {}): Promise<number> {
  const byChannel = await adapters();
  const channels = Object.keys(byChannel) as OutboxChannel[];
  if (!channels.length) return 0;
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'queued'), inArray(outboxMessages.channel, channels), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.id))
    .limit(opts.limit ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(outboxMessages.id, due))
    .returning();
  let sent = 0;
  for (const m of claimed) {
    const adapter = byChannel[m.channel];
    try {
      if (!adapter) throw new Error(`no adapter for ${m.channel}`);
      await adapter({ companyId: m.companyId, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body, kind: m.kind as OutboxKind });
      await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date(), error: '' }).where(eq(outboxMessages.id, m.id));
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
        .where(eq(outboxMessages.id, m.id));
    }
  }
  return sent;
}

// One delivery run at a time per process (the process's own delivery, not state of any request).
const wake = globalThis as unknown as { __outboxWake?: { running: Promise<void> | null; again: Db | null } };
const wakeState = () => (wake.__outboxWake ??= { running: null, again: null });

async function deliverWoken(db: Db): Promise<void> {
  const state = wakeState();
  try {
    await deliverOutbox(db, { limit: 50 });
  } catch (error) {
    log.warn('outbox.wake', { error });
  }
  // woken during the run: its message may have committed after this run's claim, so run once more
  const next = state.again;
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

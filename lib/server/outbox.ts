import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { OutboxFilter, OutboxRow } from '../contracts/staff';
import { getDb } from './db';
import { outboxMessages } from './db/schema';
import { log } from './log';
import { configuredMailAdapter } from './mail';

export type OutboxChannel = 'sms' | 'mail';
export type OutboxKind = 'register-code' | 'password-reset' | 'certification-approved' | 'certification-rejected';

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  kind: OutboxKind;
};

/**
 * A delivery adapter (SMS gateway, SMTP). Mail goes over SMTP when SMTP_URL is set (./mail.ts);
 * otherwise, and for SMS until a gateway is registered, messages stay queued in the outbox, where
 * staff (GET /api/staff/outbox) and tests read them. An adapter is tried right after the message is
 * stored; a failure is recorded, never thrown at the caller.
 */
export type DeliveryAdapter = (message: OutgoingMessage & { companyId: number }) => Promise<void>;
export const deliveryAdapters: Partial<Record<OutboxChannel, DeliveryAdapter>> = {};

/** Stores a message in the outbox and hands it to the channel's adapter when one is configured. */
export async function enqueue(companyId: number, message: OutgoingMessage): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(outboxMessages)
    .values({ companyId, channel: message.channel, recipient: message.recipient, subject: message.subject ?? '', body: message.body, kind: message.kind })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  const adapter = deliveryAdapters[message.channel] ?? (message.channel === 'mail' ? await configuredMailAdapter() : null);
  if (adapter) {
    try {
      await adapter({ ...message, companyId });
      await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxMessages.id, row.id));
    } catch (error) {
      log.warn('outbox.delivery', { id: row.id, channel: message.channel, error });
      await db.update(outboxMessages).set({ status: 'failed', error: String(error).slice(0, 300) }).where(eq(outboxMessages.id, row.id));
    }
  }
  return row.id;
}

/** Messages of one company, newest first (staff console). */
export async function listOutbox(companyId: number, q: OutboxFilter): Promise<{ rows: OutboxRow[]; total: number }> {
  const db = await getDb();
  const where: SQL[] = [eq(outboxMessages.companyId, companyId)];
  if (q.channel) where.push(eq(outboxMessages.channel, q.channel));
  if (q.to) where.push(ilike(outboxMessages.recipient, `%${q.to.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
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
  return {
    rows: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}

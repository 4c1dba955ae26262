import 'server-only';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditRow } from '../contracts/audit';
import type { StaffUser } from '../contracts/staff';
import type { Db } from './db';
import { anyContains } from './db/textSearch';
import { auditLog } from './db/schema';

/*
 * The audit log of the staff console: who did what, when, with the object before and after. A
 * service that changes something for a staff member takes an Actor and calls `audit(tx, …)` inside
 * the transaction of the change, so the row exists exactly when the change does.
 */

/** The staff member acting, as plain values (services never see the request). */
export type Actor = { companyId: number; staffId: number; name: string; ip: string };

export function actorOf(ctx: { staff: StaffUser; ip: string }): Actor {
  return { companyId: ctx.staff.companyId, staffId: ctx.staff.staffId, name: ctx.staff.name || ctx.staff.username, ip: ctx.ip };
}

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  summary?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** JSON-safe copy (dates as ISO text), so before/after read back as they were written. */
function plain(v: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!v) return null;
  return JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
}

/** Writes one audit row; call it with the transaction of the change it records. */
export async function audit(tx: Db, actor: Actor, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: actor.companyId,
    staffId: actor.staffId,
    staffName: actor.name,
    action: e.action,
    entity: e.entity,
    entityId: String(e.entityId),
    summary: (e.summary ?? '').slice(0, 300),
    before: plain(e.before),
    after: plain(e.after),
    ip: actor.ip.slice(0, 64),
  });
}

/** The fields of `before` and `after` that differ (for list views and tests). */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]));
}

/** This company's audit rows, newest first, by action/entity, staff member, time span and text. */
export async function listAudit(db: Db, companyId: number, q: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL[] = [eq(auditLog.companyId, companyId)];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.staffId) where.push(eq(auditLog.staffId, q.staffId));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00`)));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(new Date(`${q.to}T00:00:00`).getTime() + 86_400_000)));
  const text = anyContains(q.q, [auditLog.summary, auditLog.staffName, auditLog.entityId, sql`${auditLog.before}::text`, sql`${auditLog.after}::text`]);
  if (text) where.push(text);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      staffId: r.staffId,
      staffName: r.staffName,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      summary: r.summary,
      before: r.before,
      after: r.after,
      changed: changedKeys(r.before, r.after),
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

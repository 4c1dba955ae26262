import 'server-only';
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AssignInput, CustomerRow, CustomersFilter, SalesContactInput, SalesContactRow } from '../contracts/customers';
import type { Db } from './db';
import { anyContains } from './db/textSearch';
import { rateAccessGrants, salesContacts, users } from './db/schema';
import { ApiError } from './errors';
import { audit, type Actor } from './audit';

/*
 * Customers and sales contacts of the staff console (permission `customers`): lists, the sales
 * contact of a customer, and the contacts themselves with the one default customer-service contact.
 * Every change is written with its audit row in one transaction.
 */

const customerSelect = {
  id: users.id,
  mobile: users.mobile,
  email: users.email,
  nameCn: users.nameCn,
  nickName: users.nickName,
  nameEn: users.nameEn,
  companyNameCn: users.companyNameCn,
  certificationStatus: users.certificationStatus,
  salesContactId: users.salesContactId,
  salesContactName: salesContacts.nameCn,
  createdAt: users.createdAt,
  rateAccess: rateAccessGrants.userId,
};

type CustomerDbRow = { id: number; mobile: string | null; email: string | null; nameCn: string; nickName: string; nameEn: string; companyNameCn: string; certificationStatus: number; salesContactId: number | null; salesContactName: string | null; createdAt: Date; rateAccess: number | null };

const toCustomer = (r: CustomerDbRow): CustomerRow => ({
  id: r.id,
  mobile: r.mobile ?? '',
  email: r.email ?? '',
  name: r.nameCn || r.nickName,
  nameEn: r.nameEn,
  companyNameCn: r.companyNameCn,
  certificationStatus: r.certificationStatus,
  salesContactId: r.salesContactId,
  salesContactName: r.salesContactName ?? '',
  createdAt: r.createdAt.toISOString(),
  rateAccess: r.rateAccess !== null,
});

export async function listCustomers(db: Db, companyId: number, q: CustomersFilter): Promise<{ rows: CustomerRow[]; total: number }> {
  const where: SQL[] = [eq(users.companyId, companyId)];
  if (q.certificationStatus !== undefined) where.push(eq(users.certificationStatus, q.certificationStatus));
  if (q.salesContactId) where.push(eq(users.salesContactId, q.salesContactId));
  const text = anyContains(q.q, [users.mobile, users.email, users.nameCn, users.nameEn, users.companyNameCn]);
  if (text) where.push(text);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerSelect)
      .from(users)
      .leftJoin(salesContacts, and(eq(salesContacts.id, users.salesContactId), eq(salesContacts.companyId, companyId)))
      .leftJoin(rateAccessGrants, and(eq(rateAccessGrants.userId, users.id), eq(rateAccessGrants.companyId, companyId)))
      .where(cond)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows: rows.map(toCustomer), total: total?.n ?? 0 };
}

/** Assigns (or clears) a customer's sales contact; both must be this company's (404 otherwise). */
export async function assignSalesContact(db: Db, actor: Actor, input: AssignInput): Promise<CustomerRow> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, salesContactId: users.salesContactId, companyNameCn: users.companyNameCn, mobile: users.mobile, email: users.email }).from(users).where(and(eq(users.id, input.userId), eq(users.companyId, companyId))).for('update').limit(1);
    if (!user) throw new ApiError(404, 'customerNotFound');
    if (input.salesContactId !== null) {
      const [contact] = await tx.select({ id: salesContacts.id }).from(salesContacts).where(and(eq(salesContacts.id, input.salesContactId), eq(salesContacts.companyId, companyId))).limit(1);
      if (!contact) throw new ApiError(404, 'salesContactNotFound');
    }
    await tx.update(users).set({ salesContactId: input.salesContactId, updatedAt: new Date() }).where(and(eq(users.id, input.userId), eq(users.companyId, companyId)));
    await audit(tx, actor, {
      action: 'user.update',
      entity: 'user',
      entityId: user.id,
      summary: user.companyNameCn || user.mobile || user.email || '',
      before: { salesContactId: user.salesContactId },
      after: { salesContactId: input.salesContactId },
    });
  });
  const [row] = await db
    .select(customerSelect)
    .from(users)
    .leftJoin(salesContacts, eq(salesContacts.id, users.salesContactId))
    .leftJoin(rateAccessGrants, and(eq(rateAccessGrants.userId, users.id), eq(rateAccessGrants.companyId, users.companyId)))
    .where(and(eq(users.id, input.userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'customerNotFound');
  return toCustomer(row);
}

type ContactDbRow = typeof salesContacts.$inferSelect;
const contactFields = (r: ContactDbRow) => ({
  nameCn: r.nameCn,
  nameEn: r.nameEn,
  businessId: r.businessId,
  businessPortName: r.businessPortName,
  businessAirPortName: r.businessAirPortName,
  mobile: r.mobile,
  email: r.email,
  qq: r.qq,
  salesCode: r.salesCode,
  isDefault: r.isDefault,
  sort: r.sort,
});

export async function listSalesContacts(db: Db, companyId: number): Promise<SalesContactRow[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(salesContacts).where(eq(salesContacts.companyId, companyId)).orderBy(asc(salesContacts.businessId), asc(salesContacts.sort), asc(salesContacts.id)),
    db.select({ id: users.salesContactId, n: count() }).from(users).where(eq(users.companyId, companyId)).groupBy(users.salesContactId),
  ]);
  const by = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ id: r.id, ...contactFields(r), customers: by.get(r.id) ?? 0 }));
}

/** Creates or updates a sales contact; making it the default takes the default from the previous one. */
export async function saveSalesContact(db: Db, actor: Actor, input: SalesContactInput): Promise<SalesContactRow> {
  const { companyId } = actor;
  const { id, ...values } = input;
  const saved = await db.transaction(async (tx) => {
    let before: ContactDbRow | undefined;
    if (id !== undefined) {
      [before] = await tx.select().from(salesContacts).where(and(eq(salesContacts.id, id), eq(salesContacts.companyId, companyId))).for('update').limit(1);
      if (!before) throw new ApiError(404, 'salesContactNotFound');
    }
    if (values.salesCode) {
      const [taken] = await tx
        .select({ id: salesContacts.id })
        .from(salesContacts)
        .where(and(eq(salesContacts.companyId, companyId), eq(salesContacts.salesCode, values.salesCode), id !== undefined ? ne(salesContacts.id, id) : undefined))
        .limit(1);
      if (taken) throw new ApiError(409, 'salesCodeTaken');
    }
    if (values.isDefault) await tx.update(salesContacts).set({ isDefault: false }).where(and(eq(salesContacts.companyId, companyId), eq(salesContacts.isDefault, true)));
    const [row] =
      id !== undefined
        ? await tx.update(salesContacts).set(values).where(and(eq(salesContacts.id, id), eq(salesContacts.companyId, companyId))).returning()
        : await tx.insert(salesContacts).values({ ...values, companyId }).returning();
    if (!row) throw new Error('sales contact write returned nothing');
    await audit(tx, actor, { action: 'salesContact.save', entity: 'sales_contact', entityId: row.id, summary: row.nameCn, before: before ? contactFields(before) : null, after: contactFields(row) });
    return row;
  });
  const [n] = await db.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), eq(users.salesContactId, saved.id)));
  return { id: saved.id, ...contactFields(saved), customers: n?.n ?? 0 };
}

import 'server-only';
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { orderPorts } from './db/orderPorts';
import { createTranslator } from 'next-intl';
import { ZodError } from 'zod';
import type { CompanySettings } from '../contracts/company';
import type { BookingData } from '../contracts/booking';
import { chinaDate, chinaDateTime } from '../businessTime';
import { loadMessages } from '../i18n/messages';
import type { ApiLocale } from './apiMessages';
import type { Db } from './db';
import { carriers, orderEvents, orders, ports, sailingCalls, sailings, salesContacts, users } from './db/schema';
import { cutoffPassed } from '../schedules/cutoff';
import { enqueue } from './outbox';

/*
 * Online booking: a certified user's booking becomes an order at stage Order with a new order
 * number; its sales contact is mailed in the same transaction. Rules the contract cannot check
 * (ports the company offers, a known carrier, a sailing date not in the past, a chosen sailing that
 * calls at the port of loading and has not passed its cutoff there) are checked here and answered
 * field by field like the contract's (422).
 */

/** A 422 on fields, worded by Validation keys, exactly as a contract's refusal is. */
function fieldError(issues: { path: string; message: string }[]): ZodError {
  return new ZodError(issues.map((i) => ({ code: 'custom' as const, path: i.path.split('.'), message: i.message, input: undefined })));
}

/** SO + yymmdd (China date) + 5 random digits: unique per company (checked by the unique index). */
function newOrderNo(now: Date): string {
  return `SO${chinaDate(now).replaceAll('-', '').slice(2)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}


/**
 * A booking naming a sailing (sourceRef sailing:<id>): the sailing must be one of the company's,
 * scheduled, load at the port of loading, and still be before its cutoff there on the business
 * clock; otherwise the Validation key of the refusal.
 */
async function sailingIssue(db: Db, companyId: number, sourceRef: string, polCode: string, now: Date): Promise<string | null> {
  const m = /^sailing:(\d+)$/.exec(sourceRef);
  if (!m) return null;
  const calls = await db
    .select({ port: ports.code, seq: sailingCalls.seq, cutoff: sailingCalls.cutoff })
    .from(sailingCalls)
    .innerJoin(sailings, eq(sailings.id, sailingCalls.sailingId))
    .innerJoin(ports, eq(ports.id, sailingCalls.portId))
    .where(and(eq(sailings.id, Number(m[1])), eq(sailings.companyId, companyId), eq(sailings.status, 'scheduled')))
    .orderBy(asc(sailingCalls.seq));
  // nothing loads at the last call
  const load = calls.slice(0, -1).find((c) => c.port === polCode);
  if (!load) return 'sailingUnknown';
  return cutoffPassed(load.cutoff, now) ? 'sailingClosed' : null;
}

/** Who receives a booking: the user's own sales contact, else the company's first FCL contact, else its mailbox. */
async function bookingContact(db: Db, company: CompanySettings, userId: number): Promise<{ id: number | null; email: string; name: string }> {
  const [u] = await db.select({ salesContactId: users.salesContactId }).from(users).where(eq(users.id, userId)).limit(1);
  const rows = await db
    .select()
    .from(salesContacts)
    .where(eq(salesContacts.companyId, company.companyId))
    .orderBy(asc(salesContacts.sort), asc(salesContacts.id));
  const own = rows.find((r) => r.id === u?.salesContactId && r.email);
  const fcl = rows.find((r) => r.businessId === 1 && r.email);
  const pick = own ?? fcl ?? rows.find((r) => r.email);
  return pick ? { id: pick.id, email: pick.email, name: pick.nameCn } : { id: null, email: company.contactEmail, name: '' };
}

export async function createBooking(
  db: Db,
  p: { company: CompanySettings; userId: number; userName: string; locale: ApiLocale; now?: Date },
  input: BookingData,
): Promise<{ id: number; orderNo: string; stage: number }> {
  const now = p.now ?? new Date();
  const companyId = p.company.companyId;
  const codes = [...new Set([input.polCode, input.podCode, input.transferCode].filter(Boolean))];
  const [found, carrier] = await Promise.all([
    db.select().from(ports).where(and(eq(ports.companyId, companyId))),
    db.select().from(carriers).where(eq(carriers.code, input.carrierCode)).limit(1),
  ]);
  const byCode = new Map(found.filter((r) => codes.includes(r.code)).map((r) => [r.code, r]));
  const issues: { path: string; message: string }[] = [];
  const pol = byCode.get(input.polCode);
  const pod = byCode.get(input.podCode);
  const transfer = input.transferCode ? byCode.get(input.transferCode) : undefined;
  if (!pol) issues.push({ path: 'polCode', message: 'portUnknown' });
  if (!pod) issues.push({ path: 'podCode', message: 'portUnknown' });
  if (input.transferCode && !transfer) issues.push({ path: 'transferCode', message: 'portUnknown' });
  if (!carrier[0]) issues.push({ path: 'carrierCode', message: 'carrierUnknown' });
  const today = chinaDate(now);
  if (input.etd < today) issues.push({ path: 'etd', message: 'etdPast' });
  const yearAhead = chinaDate(new Date(now.getTime() + 366 * 86_400_000));
  if (input.etd > yearAhead) issues.push({ path: 'etd', message: 'etdTooFar' });
  const sailing = await sailingIssue(db, companyId, input.sourceRef, input.polCode, now);
  if (sailing) issues.push({ path: 'sourceRef', message: sailing });
  if (issues.length || !pol || !pod) throw fieldError(issues);

  const messages = await loadMessages('zh-CN');
  const t = createTranslator({ locale: 'zh-CN', messages, namespace: 'Booking' });
  const tOrders = createTranslator({ locale: 'zh-CN', messages, namespace: 'Orders' });

  return db.transaction(async (tx) => {
    const sales = await bookingContact(tx, p.company, p.userId);
    let row: { id: number; orderNo: string } | undefined;
    for (let attempt = 0; attempt < 5 && !row; attempt++) {
      [row] = await tx
        .insert(orders)
        .values({
          companyId,
          userId: p.userId,
          orderNo: newOrderNo(now),
          stage: 1,
          salesContactId: sales.id,
          sourceRef: input.sourceRef,
          customerName: input.customerName,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          contactEmail: input.contactEmail,
          ...orderPorts(pol, pod, transfer),
          etd: input.etd,
          carrierCode: input.carrierCode,
          vessel: input.vessel.toUpperCase(),
          voyage: input.voyage.toUpperCase(),
          routeCode: input.routeCode.toUpperCase(),
          payType: input.payType,
          transportMode: input.transportMode,
          billType: input.billType,
          goodsType: input.goodsType,
          trailer: input.trailer,
          inContainerLoading: input.inContainerLoading,
          customs: input.customs,
          insurance: input.insurance,
          shipper: input.shipper,
          consignee: input.consignee,
          notifyParty: input.notifyParty,
          secondNotifyParty: input.secondNotifyParty,
          remark: input.remark,
          marks: input.marks,
          packages: input.packages,
          packageUnit: input.packageUnit,
          goodsDescription: input.goodsDescription,
          grossWeightKg: input.grossWeightKg,
          volumeCbm: input.volumeCbm,
          freightLines: input.freightLines,
          // the language the owner's stage mails are written in
          locale: p.locale,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id, orderNo: orders.orderNo });
    }
    if (!row) throw new Error('no free order number');
    await tx.insert(orderEvents).values({ companyId, orderId: row.id, stage: 1, actorType: 'user', actorName: p.userName, createdAt: now });
    if (sales.email) {
      const lines = input.freightLines.map((l) => `${l.quantity} × ${l.containerType} @ USD ${l.unitPrice}`).join('\n');
      const services = (['trailer', 'inContainerLoading', 'customs', 'insurance'] as const).filter((k) => input[k]).map((k) => tOrders(`serviceNames.${k}`));
      const values = {
        company: p.company.companyNameCn,
        sales: sales.name || p.company.companyNameCn,
        orderNo: row.orderNo,
        time: chinaDateTime(now),
        customer: input.customerName,
        contact: `${input.contactName} ${input.contactPhone}${input.contactEmail ? ` ${input.contactEmail}` : ''}`,
        route: `${pol.nameCn}（${pol.code}） → ${pod.nameCn}（${pod.code}）${transfer ? `，经 ${transfer.nameCn} 中转` : ''}`,
        carrier: `${carrier[0]!.nameCn}（${input.carrierCode}）`,
        etd: input.etd,
        vessel: [input.vessel, input.voyage].filter(Boolean).join(' / ') || '—',
        terms: `${tOrders(`payTypes.${input.payType}`)}，${input.transportMode}，${tOrders(`billTypes.${input.billType}`)}，${tOrders(`goodsTypes.${input.goodsType}`)}`,
        services: services.join('、') || '—',
        cargo: `${input.goodsDescription}，${input.packages} ${input.packageUnit}，${input.grossWeightKg} KG，${input.volumeCbm} CBM`,
        lines,
        source: input.sourceRef || '—',
      };
      await enqueue(tx, companyId, { channel: 'mail', recipient: sales.email, subject: t('mailSubject', values), body: t('mailBody', values), kind: 'order-booked' });
    }
    return { id: row.id, orderNo: row.orderNo, stage: 1 };
  });
}

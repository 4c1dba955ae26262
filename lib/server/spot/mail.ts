import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { companies, users } from '../db/schema';
import { enqueue } from '../outbox';
import { localeOf, spotT, type ReservationRow } from './common';
import { localName } from '../../personName';

export type SpotMailKind = 'inHand' | 'lateRefund' | 'completed' | 'refused' | 'returned';

/**
 * Mails the reservation's user a status change (an SMS with the subject when the account has no
 * email), in the caller's transaction and in the language the reservation was made in.
 */
export async function mailUser(tx: Db, r: ReservationRow, kind: SpotMailKind, extra: Record<string, string> = {}) {
  if (!r.userId) return;
  const en = localeOf(r) === 'en';
  const t = await spotT(localeOf(r));
  const [u] = await tx.select({ email: users.email, mobile: users.mobile, nameCn: users.nameCn, nameEn: users.nameEn }).from(users).where(eq(users.id, r.userId)).limit(1);
  const [c] = await tx.select({ cn: companies.companyNameCn, en: companies.companyNameEn }).from(companies).where(eq(companies.id, r.companyId)).limit(1);
  const company = (en ? c?.en || c?.cn : c?.cn) ?? '';
  const name = localName(u, en ? 'en' : 'cn') || r.contactName;
  const values = { company, name, orderCode: r.orderCode, quantity: r.quantity, prepaid: r.prepaidFee, reason: r.reason || '—', billNo: r.billNo || '—', ...extra };
  const subject = t(`mail.${kind}Subject`, values);
  const body = t(`mail.${kind}Body`, values);
  if (u?.email) await enqueue(tx, r.companyId, { channel: 'mail', recipient: u.email, subject, body, kind: 'spot-reservation' });
  else if (u?.mobile) await enqueue(tx, r.companyId, { channel: 'sms', recipient: u.mobile, body: subject, kind: 'spot-reservation' });
}

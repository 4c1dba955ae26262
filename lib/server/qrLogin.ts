import 'server-only';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  QR_CONFIRM_PATH,
  QR_POLL_MS,
  QR_TICKET_SECONDS,
  type QrConfirmInput,
  type QrInfoAnswer,
  type QrStatusAnswer,
  type QrTicketAnswer,
} from '../contracts/account';
import { apiTranslator, type ApiLocale } from './apiMessages';
import type { Db } from './db';
import { qrLoginTickets } from './db/schema';
import { siteOrigin, type LinkSite } from './auth/origin';
import { isExpired, loadTicket, qrError, type QrTicketRow } from './auth/qrTicket';
import { hashToken, startSession, type SessionClient } from './auth/session';
import { sessionInfo } from './users';
import type { CompanySettings } from '../contracts/company';
import { authorizeUrl, wechatSettings } from './wechat';
import { webuserApi } from '../endpoints/webuser';

/*
 * Built-in QR-scan login. The desktop asks for a ticket (bound to it by the HttpOnly pre-login
 * cookie), shows the QR of the mobile confirm page, and polls. A logged-in phone opens the page,
 * sees which browser asks (device, address, time) and confirms or rejects. The poll that sees the
 * confirmation turns the ticket into `used` in one conditional UPDATE and answers with the
 * desktop's own new session cookie. States: waiting → scanned → confirmed → used | rejected.
 */

/** A confirmed ticket can still be collected this long after its expiry (a poll in flight). */
const COLLECT_GRACE_MS = 30_000;

const secondsLeft = (row: Pick<QrTicketRow, 'expiresAt'>) => Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000));

/** A new ticket for the browser of `browserHash` (the hash of its pre-login cookie). */
export async function createTicket(
  db: Db,
  p: { companyId: number; site: LinkSite; locale: ApiLocale; browserHash: string; client: Required<SessionClient> },
): Promise<QrTicketAnswer> {
  const ticket = randomBytes(24).toString('base64url'); // 192 bits
  const wechat = wechatSettings.get();
  await db.insert(qrLoginTickets).values({
    id: hashToken(ticket),
    companyId: p.companyId,
    browserHash: p.browserHash,
    mode: wechat ? 'wechat' : 'builtin',
    userAgent: p.client.userAgent.slice(0, 300),
    ip: p.client.ip,
    expiresAt: new Date(Date.now() + QR_TICKET_SECONDS * 1000),
  });
  // Expired tickets are swept by the sweep.qrTickets job.
  const origin = await siteOrigin(db, p.companyId, p.site);
  const prefix = p.locale === 'en' ? '/en' : '';
  return {
    code: '1',
    data: {
      mode: wechat ? 'wechat' : 'builtin',
      ticket,
      qrUrl: `${origin}${prefix}${QR_CONFIRM_PATH}?ticket=${ticket}`,
      ...(wechat ? { authorizeUrl: authorizeUrl(wechat, `${origin}/api${webuserApi.wechatCallback.path}`, ticket) } : {}),
      expiresIn: QR_TICKET_SECONDS,
      pollMs: QR_POLL_MS,
    },
  };
}

/**
 * The desktop's poll. On confirmation the ticket is used up and the desktop's session starts (the
 * one rule of startSession) in one transaction; the caller puts `token` in the cookie (never in JSON).
 */
export async function pollTicket(
  db: Db,
  p: { company: CompanySettings; browserHash: string | null; ticket: string; previousToken: string | null; client: SessionClient },
): Promise<{ answer: QrStatusAnswer; token?: string }> {
  const companyId = p.company.companyId;
  const row = await loadTicket(db, companyId, p.ticket);
  if (!row || row.mode !== 'builtin') throw qrError.unknown();
  if (!p.browserHash || p.browserHash !== row.browserHash) throw qrError.foreign();
  if (row.status === 'used') throw qrError.used();
  if (row.status === 'rejected') throw qrError.rejected();
  if (row.status === 'confirmed') {
    if (row.expiresAt.getTime() + COLLECT_GRACE_MS <= Date.now()) throw qrError.expired();
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(qrLoginTickets)
        .set({ status: 'used', usedAt: new Date() })
        .where(and(eq(qrLoginTickets.id, row.id), eq(qrLoginTickets.status, 'confirmed')))
        .returning({ userId: qrLoginTickets.userId });
      if (!claimed?.userId) throw qrError.used();
      const user = await sessionInfo(tx, claimed.userId, p.company);
      if (!user) throw qrError.unknown();
      const token = await startSession(tx, { userId: claimed.userId, companyId, previousToken: p.previousToken, client: p.client });
      return { user, token };
    });
    // qr_pre stays: a replay from this browser then reads "already used", not "another browser".
    return { answer: { code: '1', data: { status: 'confirmed', expiresIn: 0, user: done.user } }, token: done.token };
  }
  if (isExpired(row)) throw qrError.expired();
  return { answer: { code: '1', data: { status: row.status === 'scanned' ? 'scanned' : 'waiting', expiresIn: secondsLeft(row) } } };
}

/** Failure for a ticket the phone can no longer act on, or null when it is still open. */
function closedReason(row: QrTicketRow | null) {
  if (!row || row.mode !== 'builtin') return qrError.unknown();
  if (row.status === 'used' || row.status === 'confirmed') return qrError.used();
  if (row.status === 'rejected') return qrError.rejected();
  if (isExpired(row)) return qrError.expired();
  return null;
}

/** What the phone shows before confirming; marks the ticket scanned. */
export async function ticketInfo(db: Db, p: { companyId: number; locale: ApiLocale; ticket: string }): Promise<QrInfoAnswer> {
  const row = await loadTicket(db, p.companyId, p.ticket);
  const closed = closedReason(row);
  if (closed || !row) throw closed ?? qrError.unknown();
  const t = await apiTranslator(p.locale);
  await db
    .update(qrLoginTickets)
    .set({ status: 'scanned' })
    .where(and(eq(qrLoginTickets.id, row.id), eq(qrLoginTickets.status, 'waiting')));
  const ua = parseUserAgent(row.userAgent);
  return {
    code: '1',
    data: {
      ...ua,
      ip: row.ip || t('locationUnknown'),
      location: t(locate(row.ip)),
      requestedAt: row.createdAt.toISOString(),
      expiresIn: secondsLeft(row),
    },
  };
}

/** The phone's explicit answer. One conditional UPDATE: a ticket is decided once. */
export async function confirmTicket(
  db: Db,
  p: { companyId: number; userId: number },
  input: QrConfirmInput,
): Promise<{ code: '1'; data: { status: 'confirmed' | 'rejected' } }> {
  const { companyId, userId } = p;
  const status = input.approve ? 'confirmed' : 'rejected';
  const [done] = await db
    .update(qrLoginTickets)
    .set({ status, userId })
    .where(
      and(
        eq(qrLoginTickets.id, hashToken(input.ticket)),
        eq(qrLoginTickets.companyId, companyId),
        eq(qrLoginTickets.mode, 'builtin'),
        inArray(qrLoginTickets.status, ['waiting', 'scanned']),
        gt(qrLoginTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: qrLoginTickets.id });
  if (!done) throw closedReason(await loadTicket(db, companyId, input.ticket)) ?? qrError.expired();
  return { code: '1', data: { status } };
}

/** Browser, OS and device class from a User-Agent (enough to recognise one's own computer). */
export function parseUserAgent(ua: string): { browser: string; os: string; device: string } {
  const v = (re: RegExp) => ua.match(re)?.[1]?.split('.')[0];
  let browser = 'Unknown';
  if (/MicroMessenger\//.test(ua)) browser = `WeChat ${v(/MicroMessenger\/([\d.]+)/) ?? ''}`;
  else if (/Edg(?:e|A|iOS)?\//.test(ua)) browser = `Edge ${v(/Edg(?:e|A|iOS)?\/([\d.]+)/) ?? ''}`;
  else if (/OPR\//.test(ua)) browser = `Opera ${v(/OPR\/([\d.]+)/) ?? ''}`;
  else if (/Firefox\//.test(ua)) browser = `Firefox ${v(/Firefox\/([\d.]+)/) ?? ''}`;
  else if (/(?:Chrome|CriOS|Chromium)\//.test(ua)) browser = `Chrome ${v(/(?:Chrome|CriOS|Chromium)\/([\d.]+)/) ?? ''}`;
  else if (/Safari\//.test(ua) && /Version\//.test(ua)) browser = `Safari ${v(/Version\/([\d.]+)/) ?? ''}`;
  else if (/MSIE |Trident\//.test(ua)) browser = 'Internet Explorer';
  let os = 'Unknown';
  if (/Windows NT/.test(ua)) os = 'Windows';
  else if (/iPhone|iPad|iPod/.test(ua)) os = 'iOS';
  else if (/Mac OS X|Macintosh/.test(ua)) os = 'macOS';
  else if (/Android/.test(ua)) os = 'Android';
  else if (/CrOS/.test(ua)) os = 'ChromeOS';
  else if (/Linux/.test(ua)) os = 'Linux';
  const device = /iPad|Tablet/.test(ua) ? 'Tablet' : /Mobile|iPhone|Android/.test(ua) ? 'Mobile' : 'Desktop';
  return { browser: browser.trim(), os, device };
}

/** The only "geo database" here: loopback and private ranges; anything else is unknown. */
export function locate(ip: string): 'locationLoopback' | 'locationPrivate' | 'locationUnknown' {
  const a = ip.replace(/^::ffff:/i, '');
  if (!isIP(a)) return 'locationUnknown';
  if (a === '::1' || a.startsWith('127.')) return 'locationLoopback';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/.test(a) || /^f[cd][0-9a-f]{2}:/i.test(a) || /^fe80:/i.test(a)) {
    return 'locationPrivate';
  }
  return 'locationUnknown';
}

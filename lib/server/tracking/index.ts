import 'server-only';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { CompanySettings } from '../../contracts/company';
import type { TrackingResult, TrackingSubscribe, TrackingSubscription, TrackingType } from '../../contracts/tracking';
import { chinaDateTime } from '../../businessTime';
import { sameEmail } from '../../email';
import { normalizeContainerNo } from '../../tracking/iso6346';
import { detectTrackingType, resolveTrackingType } from '../../tracking/detect';
import { getCompanySettings } from '../company';
import { apiTranslator } from '../apiMessages';
import { siteOrigin, type LinkSite } from '../auth/origin';
import { hashToken, newToken } from '../auth/session';
import type { Db } from '../db';
import { trackingNotices, trackingSubscriptions } from '../db/schema';
import { ApiError } from '../errors';
import { enqueue } from '../outbox';
import { enqueueJob } from '../jobs/runner';
import { CARRIER_SUBSCRIPTIONS_JOB } from './dcsa/jobNames';
import { trackWithProviders, type TrackingLookup } from './providers';

export { trackingProviders, type TrackingProvider } from './providers';

/** The number as stored: no spaces, upper case. */
export const normalizeRef = (no: string) => normalizeContainerNo(no);

/**
 * The lookups a search tries: the type the number says it is, whatever tab it was typed under (a
 * valid container number, or the company's house-bill prefix); when the number is not certain, the
 * selected tab's type, then for a bill or house bill the other of the two.
 */
export function lookups(selected: TrackingType | 'auto', no: string, hblPrefix: string): TrackingLookup[] {
  const n = normalizeRef(no);
  const type = resolveTrackingType(n, selected, hblPrefix);
  const detected = detectTrackingType(n, hblPrefix);
  if (!detected || detected.certain || type === 'container') return [{ type, no: n }];
  return [{ type, no: n }, { type: type === 'bill' ? 'hbl' : 'bill', no: n }];
}

/** A tracking answer for a number of this company, with the caller's subscription time; null when nobody knows the number. */
export async function track(db: Db, companyId: number, q: { type: TrackingType | 'auto'; no: string }, userId: number | null = null): Promise<TrackingResult | null> {
  const hblPrefix = (await getCompanySettings(companyId))?.hblPrefix ?? '';
  for (const lookup of lookups(q.type, q.no, hblPrefix)) {
    const found = await trackWithProviders(db, companyId, lookup);
    if (!found) continue;
    let subscribeTime: string | null = null;
    let subscribePending = false;
    if (userId) {
      const [s] = await db
        .select({ at: trackingSubscriptions.createdAt, confirmedAt: trackingSubscriptions.confirmedAt })
        .from(trackingSubscriptions)
        .where(and(eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId), eq(trackingSubscriptions.refType, found.type), eq(trackingSubscriptions.refNo, found.no)));
      subscribeTime = s ? chinaDateTime(s.at) : null;
      subscribePending = !!s && !s.confirmedAt;
    }
    return { ...found, subscribeTime, subscribePending };
  }
  return null;
}

/** Subscriptions one user may hold. */
export const MAX_TRACKING_SUBSCRIPTIONS = 100;

const view = (r: typeof trackingSubscriptions.$inferSelect): TrackingSubscription => ({
  id: r.id,
  type: r.refType as TrackingType,
  no: r.refNo,
  email: r.email,
  delayHours: r.delayHours,
  createdAt: chinaDateTime(r.createdAt),
  confirmed: r.confirmedAt !== null,
  paused: r.pausedAt !== null,
});

/** A confirmation link stays valid this long (each subscribe to an unproven address mails a new one). */
export const TRACKING_CONFIRM_DAYS = 7;
/** The query parameter of the tracking page that carries a confirmation token. */
export const TRACKING_CONFIRM_PARAM = 'confirm';


export type TrackingSubscriber = {
  companyId: number;
  userId: number;
  /** the logged-in user's own account email (proven at registration or by a code), when any */
  userEmail: string | null;
  locale: 'cn' | 'en';
};
/** What the confirmation mail needs: the company's name and the site its link points to. */
export type TrackingConfirmMail = { company: CompanySettings; site: LinkSite };

/**
 * Subscribes a user to a number it can track. What is already known counts as told (only events
 * that arrive later are mailed); a house bill may also ask for delay alerts. Subscribing again
 * updates the address and the delay threshold.
 * The address must be proven before any tracking mail goes to it: the user's own account email is
 * confirmed at once; any other address gets one confirmation mail (a link valid
 * TRACKING_CONFIRM_DAYS days, in the transaction of the save) and nothing else until it is opened.
 * Changing the address of a subscription asks for the new one to be proven again.
 */
export async function subscribeTracking(db: Db, caller: TrackingSubscriber, input: TrackingSubscribe, mail: TrackingConfirmMail): Promise<TrackingSubscription> {
  const found = await track(db, caller.companyId, { type: input.type, no: input.no });
  if (!found) throw new ApiError(404, 'trackingNotFound');
  const delayHours = found.type === 'hbl' ? (input.delayHours ?? null) : null;
  const email = input.email.trim();
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: trackingSubscriptions.id, email: trackingSubscriptions.email, confirmedAt: trackingSubscriptions.confirmedAt })
      .from(trackingSubscriptions)
      .where(and(eq(trackingSubscriptions.companyId, caller.companyId), eq(trackingSubscriptions.userId, caller.userId), eq(trackingSubscriptions.refType, found.type), eq(trackingSubscriptions.refNo, found.no)));
    if (!existing) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(trackingSubscriptions).where(and(eq(trackingSubscriptions.companyId, caller.companyId), eq(trackingSubscriptions.userId, caller.userId)));
      if (n >= MAX_TRACKING_SUBSCRIPTIONS) throw new ApiError(409, 'trackingSubscriptionLimit', '0', { values: { max: MAX_TRACKING_SUBSCRIPTIONS } });
    }
    const confirmedAt = sameEmail(email, caller.userEmail) ? (existing?.confirmedAt ?? now) : existing && sameEmail(existing.email, email) ? existing.confirmedAt : null;
    const token = confirmedAt ? null : newToken();
    const confirm = token ? { confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(now.getTime() + TRACKING_CONFIRM_DAYS * 86_400_000) } : {};
    const values = { companyId: caller.companyId, userId: caller.userId, refType: found.type, refNo: found.no, email, delayHours, locale: caller.locale, confirmedAt, ...confirm };
    const [row] = existing
      ? await tx.update(trackingSubscriptions).set(values).where(eq(trackingSubscriptions.id, existing.id)).returning()
      : await tx.insert(trackingSubscriptions).values(values).returning();
    if (!row) throw new Error('subscription write returned nothing');
    if (found.events.length) {
      await tx
        .insert(trackingNotices)
        .values(found.events.map((e) => ({ subscriptionId: row.id, key: `event:${e.id}` })))
        .onConflictDoNothing();
    }
    if (token) await mailConfirmation(tx, row, token, mail);
    // a number a carrier reports: have the carrier push its events from now on
    if (found.provider === 'dcsa') await enqueueJob(tx, CARRIER_SUBSCRIPTIONS_JOB, { companyId: caller.companyId });
    return row;
  });
  return view(saved);
}

/** The one mail an unproven address gets: a link that confirms the subscription (the tracking page of the number). */
async function mailConfirmation(tx: Db, row: typeof trackingSubscriptions.$inferSelect, token: string, mail: TrackingConfirmMail): Promise<void> {
  const en = row.locale === 'en';
  const origin = await siteOrigin(tx, row.companyId, mail.site);
  const link = `${origin}${en ? '/en' : ''}/tracking?type=${row.refType}&no=${encodeURIComponent(row.refNo)}&${TRACKING_CONFIRM_PARAM}=${token}`;
  const t = await apiTranslator(en ? 'en' : 'cn');
  const values = { company: (en ? mail.company.companyNameEn : mail.company.companyNameCn) || mail.company.companyNameCn, no: row.refNo, link, days: TRACKING_CONFIRM_DAYS };
  await enqueue(tx, row.companyId, {
    channel: 'mail',
    recipient: row.email,
    subject: t('mailTrackingConfirmSubject', values),
    body: t('mailTrackingConfirmBody', values),
    kind: 'tracking-confirm',
  });
}

/**
 * POST /webtracking/confirm: a mailed confirmation link opened (no login needed: the token proves
 * the mailbox). Confirms that subscription of this company; opening it again answers the same.
 * 400 trackingConfirmInvalid for an unknown or expired token.
 */
export async function confirmTrackingSubscription(db: Db, companyId: number, token: string): Promise<TrackingSubscription> {
  const mine = and(eq(trackingSubscriptions.confirmTokenHash, hashToken(token)), eq(trackingSubscriptions.companyId, companyId), gt(trackingSubscriptions.confirmExpiresAt, new Date()));
  const [row] = await db.select().from(trackingSubscriptions).where(mine).limit(1);
  if (!row) throw new ApiError(400, 'trackingConfirmInvalid');
  if (row.confirmedAt) return view(row);
  const [done] = await db.update(trackingSubscriptions).set({ confirmedAt: new Date() }).where(eq(trackingSubscriptions.id, row.id)).returning();
  return view(done ?? row);
}

export async function listTrackingSubscriptions(db: Db, companyId: number, userId: number): Promise<TrackingSubscription[]> {
  const rows = await db
    .select()
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId)))
    .orderBy(desc(trackingSubscriptions.createdAt), asc(trackingSubscriptions.id));
  return rows.map(view);
}

/** Only the owner may end a subscription; anyone else's id is not found. */
export async function unsubscribeTracking(db: Db, companyId: number, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.id, id), eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId)))
    .returning({ id: trackingSubscriptions.id });
  if (!gone.length) throw new ApiError(404, 'notFound');
}

/**
 * POST /webtracking/pause: the owner pauses (nothing is mailed) or resumes a subscription; anyone
 * else's id is not found. On resume, what happened meanwhile counts as told (as on subscribing):
 * only events and delays that arrive later are mailed.
 */
export async function pauseTracking(db: Db, companyId: number, userId: number, id: number, paused: boolean): Promise<TrackingSubscription> {
  const mine = and(eq(trackingSubscriptions.id, id), eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId));
  const [row] = await db.select().from(trackingSubscriptions).where(mine).limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  if (paused === (row.pausedAt !== null)) return view(row);
  const found = paused ? null : await track(db, companyId, { type: row.refType as TrackingType, no: row.refNo });
  const saved = await db.transaction(async (tx) => {
    if (found) {
      const keys = [
        ...found.events.map((e) => `event:${e.id}`),
        ...(found.houseBill?.milestones ?? []).filter((m) => row.delayHours !== null && m.planned && m.lateHours > row.delayHours).map((m) => `delay:${m.kind}`),
      ];
      if (keys.length) await tx.insert(trackingNotices).values(keys.map((key) => ({ subscriptionId: row.id, key }))).onConflictDoNothing();
    }
    const [updated] = await tx.update(trackingSubscriptions).set({ pausedAt: paused ? new Date() : null }).where(eq(trackingSubscriptions.id, row.id)).returning();
    return updated ?? row;
  });
  return view(saved);
}

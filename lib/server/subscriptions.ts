import 'server-only';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { ManagedSubscription, SavedSubscription } from '../contracts/subscriptions';
import type { CompanySettings } from '../contracts/company';
import { apiTranslator, type ApiLocale } from './apiMessages';
import { ApiError } from './errors';
import type { Db } from './db';
import { ports, rateSubscriptions, subscriptionTokens } from './db/schema';
import { enqueue } from './outbox';
import { findPort } from './ports';
import { hashToken, newToken } from './auth/session';
import { siteOrigin, type LinkSite } from './auth/origin';

/*
 * Rate alerts (spec §3 "Rate subscription", §5). Who may change or delete a subscription:
 * - the logged-in user who created it (rate_subscriptions.user_id), or
 * - the holder of a manage link of its email (subscription_tokens: mailed to the address, proof
 *   that one reads that mailbox), for every subscription of that email on the company.
 * Nobody else, whatever id they send. Saving a lane that the email already has never changes who
 * owns it; a logged-in user whose own account email it is (proven at registration or by a code,
 * see accounts.ts) may take over a row no user owns.
 * A subscription is confirmed once its mailbox is proven (the owner's own account email, or a
 * manage link opened); until then every save mails a manage link to the address (the route limits
 * saves per address and per email), and no alert may be sent to it.
 */

export type SubscriptionCaller = {
  companyId: number;
  userId: number | null;
  /** the logged-in user's own account email (lower-cased), when any */
  userEmail: string | null;
  /** a manage-link token the request presents */
  token?: string | null;
};
export type SubscriptionInput = { id?: number | null; subscribeEmail: string; portStartId: number; portEndId: number };
/** What the manage-link mail needs: the company's name and the site its link points to. */
export type SubscriptionMail = { company: CompanySettings; locale: ApiLocale; site: LinkSite };

/** Manage links stay valid this long (each mail carries a new one). */
export const SUBSCRIPTION_LINK_DAYS = 180;
/** The page a manage link opens (under the site's locale prefix): ?token=… */
export const SUBSCRIPTION_MANAGE_PATH = '/subscription';

// one mailbox has one row per lane: addresses are stored normalized
export { normalizeEmail } from '../email';
import { normalizeEmail } from '../email';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

async function checkLane(companyId: number, portStartId: number, portEndId: number): Promise<void> {
  const [start, end] = await Promise.all([findPort(companyId, portStartId), findPort(companyId, portEndId)]);
  if (!start?.isOrigin) throw new ApiError(422, 'subscriptionOriginInvalid');
  if (!end?.isDestination) throw new ApiError(422, 'subscriptionDestinationInvalid');
  if (portStartId === portEndId) throw new ApiError(422, 'subscriptionSamePorts');
}

/** The email a live manage-link token proves, or null when there is no token; a bad token is refused. */
async function tokenEmail(db: Db, companyId: number, token: string | null | undefined): Promise<string | null> {
  if (!token) return null;
  if (!TOKEN.test(token)) throw new ApiError(400, 'subscriptionLinkInvalid');
  const [row] = await db
    .select({ email: subscriptionTokens.subscribeEmail })
    .from(subscriptionTokens)
    .where(and(eq(subscriptionTokens.id, hashToken(token)), eq(subscriptionTokens.companyId, companyId), gt(subscriptionTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new ApiError(400, 'subscriptionLinkInvalid');
  return row.email;
}

/** A new manage link for an email, and its mail, in the caller's transaction. */
async function mailManageLink(tx: Db, companyId: number, email: string, lane: { portStartId: number; portEndId: number }, mail: SubscriptionMail): Promise<void> {
  const token = newToken();
  await tx.insert(subscriptionTokens).values({
    id: hashToken(token),
    companyId,
    subscribeEmail: email,
    expiresAt: new Date(Date.now() + SUBSCRIPTION_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  const origin = await siteOrigin(tx, companyId, mail.site);
  const link = `${origin}${mail.locale === 'en' ? '/en' : ''}${SUBSCRIPTION_MANAGE_PATH}?token=${token}`;
  const names = await tx
    .select({ id: ports.id, nameCn: ports.nameCn, nameEn: ports.nameEn })
    .from(ports)
    .where(and(eq(ports.companyId, companyId), inArray(ports.id, [lane.portStartId, lane.portEndId])));
  const name = (id: number) => {
    const p = names.find((n) => n.id === id);
    return (mail.locale === 'en' ? p?.nameEn || p?.nameCn : p?.nameCn || p?.nameEn) ?? String(id);
  };
  const t = await apiTranslator(mail.locale);
  const values = {
    company: (mail.locale === 'en' ? mail.company.companyNameEn : mail.company.companyNameCn) || mail.company.companyNameCn,
    lane: `${name(lane.portStartId)} → ${name(lane.portEndId)}`,
    link,
    days: SUBSCRIPTION_LINK_DAYS,
  };
  await enqueue(tx, companyId, {
    channel: 'mail',
    recipient: email,
    subject: t('mailSubscriptionSubject', values),
    body: t('mailSubscriptionBody', values),
    kind: 'subscription-link',
  });
}

type Row = typeof rateSubscriptions.$inferSelect;

/** The caller may change or delete this row: its owner, or the holder of its email's manage link. */
const mayManage = (row: Row, caller: SubscriptionCaller, proven: string | null) =>
  (caller.userId !== null && row.userId === caller.userId) || (proven !== null && row.subscribeEmail === proven);

/**
 * POST /websubMaskFcl/saveSubMaskFcl. Creates or updates a rate alert of one company:
 * - both ports must be the company's own, an origin and a destination;
 * - the same address and lane again refreshes the existing row (never a duplicate), without
 *   changing its owner;
 * - with an id, only that row is changed, and only by whoever may manage it (see above), else 404;
 *   if the edit lands on a lane the address already has, the edited row is dropped in favour of that one.
 * A logged-in caller's user id is attached to a row it creates. A row whose mailbox is not proven
 * gets a manage link mailed (in the transaction of the save). The request's language is stored with
 * the row: its alerts are written in it.
 */
export async function saveSubscription(db: Db, caller: SubscriptionCaller, input: SubscriptionInput, mail: SubscriptionMail): Promise<SavedSubscription> {
  const { companyId, userId } = caller;
  const email = normalizeEmail(input.subscribeEmail);
  await checkLane(companyId, input.portStartId, input.portEndId);
  const proven = await tokenEmail(db, companyId, caller.token);
  const ownsMailbox = proven === email || (caller.userEmail !== null && caller.userEmail === email);
  const now = new Date();
  const lane = { subscribeEmail: email, portStartId: input.portStartId, portEndId: input.portEndId };
  const sameLane = and(
    eq(rateSubscriptions.companyId, companyId),
    eq(rateSubscriptions.subscribeEmail, email),
    eq(rateSubscriptions.portStartId, input.portStartId),
    eq(rateSubscriptions.portEndId, input.portEndId),
  );

  const result = await db.transaction(async (tx) => {
    let saved: Row;
    let created = false;
    if (input.id) {
      const id = input.id;
      const [row] = await tx
        .select()
        .from(rateSubscriptions)
        .where(and(eq(rateSubscriptions.id, id), eq(rateSubscriptions.companyId, companyId)))
        .limit(1)
        .for('update');
      if (!row || !mayManage(row, caller, proven)) throw new ApiError(404, 'subscriptionNotFound');
      const [twin] = await tx
        .select()
        .from(rateSubscriptions)
        .where(and(sameLane, ne(rateSubscriptions.id, id)))
        .limit(1);
      if (twin) {
        // The address already has this lane: keep that row (and its owner), drop the caller's edited one.
        await tx.delete(rateSubscriptions).where(eq(rateSubscriptions.id, id));
        [saved = twin] = await tx.update(rateSubscriptions).set({ locale: mail.locale, updatedAt: now }).where(eq(rateSubscriptions.id, twin.id)).returning();
      } else {
        // A new address must be proven again; the same one keeps its confirmation.
        const confirmedAt = row.subscribeEmail === email ? row.confirmedAt : ownsMailbox ? now : null;
        const [updated] = await tx
          .update(rateSubscriptions)
          .set({ ...lane, confirmedAt, locale: mail.locale, updatedAt: now })
          .where(eq(rateSubscriptions.id, id))
          .returning();
        if (!updated) throw new ApiError(404, 'subscriptionNotFound');
        saved = updated;
      }
    } else {
      // One statement, so two identical submits at once still leave one row (the unique index decides).
      const [inserted] = await tx
        .insert(rateSubscriptions)
        .values({ companyId, userId, ...lane, confirmedAt: ownsMailbox ? now : null, locale: mail.locale, createdAt: now, updatedAt: now })
        .onConflictDoNothing({
          target: [rateSubscriptions.companyId, rateSubscriptions.subscribeEmail, rateSubscriptions.portStartId, rateSubscriptions.portEndId],
        })
        .returning();
      if (inserted) {
        saved = inserted;
        created = true;
      } else {
        const [existing] = await tx.select().from(rateSubscriptions).where(sameLane).limit(1).for('update');
        if (!existing) throw new Error('rate subscription vanished during save');
        // Never a transfer: only a row nobody owns goes to a user who proves the mailbox is theirs.
        const claim = existing.userId === null && userId !== null && ownsMailbox;
        [saved = existing] = await tx
          .update(rateSubscriptions)
          .set({
            updatedAt: now,
            locale: mail.locale,
            ...(claim ? { userId } : {}),
            ...(ownsMailbox && !existing.confirmedAt ? { confirmedAt: now } : {}),
          })
          .where(eq(rateSubscriptions.id, existing.id))
          .returning();
      }
    }
    if (!saved.confirmedAt) await mailManageLink(tx, companyId, email, lane, mail);
    return { saved, created };
  });
  const s = result.saved;
  return { id: s.id, subscribeEmail: s.subscribeEmail, portStartId: s.portStartId, portEndId: s.portEndId, created: result.created };
}

/** POST /websubMaskFcl/deleteSubMaskFcl: the owner or the manage-link holder removes a subscription; anyone else gets 404. */
export async function deleteSubscription(db: Db, caller: SubscriptionCaller, id: number): Promise<void> {
  const proven = await tokenEmail(db, caller.companyId, caller.token);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rateSubscriptions)
      .where(and(eq(rateSubscriptions.id, id), eq(rateSubscriptions.companyId, caller.companyId)))
      .limit(1)
      .for('update');
    if (!row || !mayManage(row, caller, proven)) throw new ApiError(404, 'subscriptionNotFound');
    await tx.delete(rateSubscriptions).where(eq(rateSubscriptions.id, id));
  });
}

/**
 * POST /websubMaskFcl/manageSubMaskFcl: a manage link opened. Confirms the email's subscriptions
 * (the mailbox is proven) and lists them, for the manage page to change or cancel.
 */
export async function manageSubscriptions(db: Db, companyId: number, token: string): Promise<{ email: string; rows: ManagedSubscription[] }> {
  const email = await tokenEmail(db, companyId, token);
  if (!email) throw new ApiError(400, 'subscriptionLinkInvalid');
  const mine = and(eq(rateSubscriptions.companyId, companyId), eq(rateSubscriptions.subscribeEmail, email));
  await db.update(rateSubscriptions).set({ confirmedAt: new Date() }).where(and(mine, isNull(rateSubscriptions.confirmedAt)));
  const rows = await db
    .select({ id: rateSubscriptions.id, subscribeEmail: rateSubscriptions.subscribeEmail, portStartId: rateSubscriptions.portStartId, portEndId: rateSubscriptions.portEndId })
    .from(rateSubscriptions)
    .where(mine)
    .orderBy(rateSubscriptions.id);
  return { email, rows };
}

import 'server-only';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { chinaDate } from '../businessTime';
import type { RateAccess } from '../contracts/rates';
import { spotReserveHref } from '../contracts/spot';
import { env } from '../env';
import { apiTranslator } from './apiMessages';
import { hashToken, newToken } from './auth/session';
import { siteOrigin, type LinkSite } from './auth/origin';
import { requireCompanySettings } from './company';
import type { Db } from './db';
import { carriers, ports, rates, rateAlertSends, rateSubscriptions, spotOffers, subscriptionTokens } from './db/schema';
import { enqueue } from './outbox';
import { gateMessage, loadRates, rateAccessOfAddress } from './rates';
import { SUBSCRIPTION_LINK_DAYS, SUBSCRIPTION_MANAGE_PATH } from './subscriptions';

/*
 * Rate alerts (the home page's subscriptions, spec §3 "Rate subscription"): after a rate on a lane is
 * added, or its price changes by more than RATE_ALERT_THRESHOLD_PERCENT (default 5 %, up or down),
 * every confirmed subscription of that lane that is not paused is mailed, at most once per subscription (a subscriber's
 * lane) per day, through the outbox. What the mail says follows the rate access of the address when
 * it is sent (spec §6, README "Rates and quotations"): the lane's current rates with their prices for
 * an account of the company with full access; for anyone else the lane, its carriers and which way
 * the rates moved, with the gate text and a link to log in or certify, never an amount. Each mail
 * carries a manage link that lists the address's alerts with an unsubscribe button and needs no login.
 */

export type RateAlertPayload = {
  companyId: number;
  rateId: number;
  oldPrices: Record<string, number> | null;
  newPrices: Record<string, number>;
  site?: LinkSite;
};

/** The largest relative change of any price of the rate (1 = 100 %); a new rate counts as a change. */
export function priceChange(oldPrices: Record<string, number> | null, newPrices: Record<string, number>): number {
  if (!oldPrices) return Infinity;
  let max = 0;
  for (const [k, v] of Object.entries(newPrices)) {
    const before = oldPrices[k];
    if (before === undefined || before === 0) {
      if (v !== (before ?? 0)) return Infinity;
      continue;
    }
    max = Math.max(max, Math.abs(v - before) / before);
  }
  return max;
}

export type ChangeDirection = 'new' | 'up' | 'down' | 'mixed';

/** Which way a rate's prices moved: a new rate, all up, all down, or some each way. */
export function changeDirection(oldPrices: Record<string, number> | null, newPrices: Record<string, number>): ChangeDirection {
  if (!oldPrices) return 'new';
  let up = false;
  let down = false;
  for (const k of new Set([...Object.keys(oldPrices), ...Object.keys(newPrices)])) {
    const d = (newPrices[k] ?? 0) - (oldPrices[k] ?? 0);
    if (d > 0) up = true;
    if (d < 0) down = true;
  }
  return up && !down ? 'up' : down && !up ? 'down' : 'mixed';
}

const CHANGE_TEXT = { new: 'rateAlertNewRate', up: 'rateAlertWentUp', down: 'rateAlertWentDown', mixed: 'rateAlertChanged' } as const;

type Locale = 'cn' | 'en';

const carrierOf = (r: { carrier: { shortName: string } | null; coLoader: string }) => [r.carrier?.shortName, r.coLoader].filter(Boolean).join(' / ') || '—';

/** Whether a change passes the alert threshold (strictly more than the percentage). */
export const passesThreshold = (change: number, percent = env().RATE_ALERT_THRESHOLD_PERCENT) => change * 100 > percent + 1e-9;

const MAX_RATES_IN_MAIL = 10;
const MAX_SPOT_OFFERS_IN_MAIL = 3;

type LaneOffer = { id: number; carrierCn: string; carrierEn: string; etd: string; containerType: string; remaining: number; prepaidFee: string };

/**
 * The open premium spot offers of a lane (published, sailing today or later, space left), soonest
 * first, when the company offers spot space: a rate alert links straight into their reservation.
 */
export async function laneSpotOffers(db: Db, p: { companyId: number; bookingSpaceFlag: boolean; polId: number; podId: number; now?: Date }): Promise<LaneOffer[]> {
  if (!p.bookingSpaceFlag) return [];
  const lanePorts = await db.select({ id: ports.id, code: ports.code }).from(ports).where(and(eq(ports.companyId, p.companyId), inArray(ports.id, [p.polId, p.podId])));
  const pol = lanePorts.find((x) => x.id === p.polId)?.code;
  const pod = lanePorts.find((x) => x.id === p.podId)?.code;
  if (!pol || !pod) return [];
  const rows = await db
    .select({ offer: spotOffers, carrierCn: carriers.nameCn, carrierEn: carriers.shortName })
    .from(spotOffers)
    .leftJoin(carriers, eq(carriers.code, spotOffers.carrierCode))
    .where(
      and(
        eq(spotOffers.companyId, p.companyId),
        eq(spotOffers.polCode, pol),
        eq(spotOffers.podCode, pod),
        eq(spotOffers.published, true),
        gt(spotOffers.remaining, 0),
        gte(spotOffers.etd, chinaDate(p.now)),
      ),
    )
    .orderBy(asc(spotOffers.etd), asc(spotOffers.id))
    .limit(MAX_SPOT_OFFERS_IN_MAIL);
  return rows.map((r) => ({
    id: r.offer.id,
    carrierCn: r.carrierCn || r.offer.carrierCode,
    carrierEn: r.carrierEn || r.offer.carrierCode,
    etd: r.offer.etd,
    containerType: r.offer.containerType,
    remaining: r.offer.remaining,
    prepaidFee: r.offer.prepaidFee,
  }));
}

/** The `rates.alert` job: mails the lane's subscribers. Answers how many mails it queued. */
export async function sendRateAlerts(db: Db, payload: RateAlertPayload): Promise<number> {
  if (!passesThreshold(priceChange(payload.oldPrices, payload.newPrices))) return 0;
  const [rate] = await db
    .select({ polId: rates.polId, podId: rates.podId, kind: rates.kind })
    .from(rates)
    .where(and(eq(rates.id, payload.rateId), eq(rates.companyId, payload.companyId)))
    .limit(1);
  if (!rate) return 0;
  const subs = await db
    .select({ id: rateSubscriptions.id, email: rateSubscriptions.subscribeEmail, locale: rateSubscriptions.locale })
    .from(rateSubscriptions)
    .where(
      and(
        eq(rateSubscriptions.companyId, payload.companyId),
        eq(rateSubscriptions.portStartId, rate.polId),
        eq(rateSubscriptions.portEndId, rate.podId),
        isNotNull(rateSubscriptions.confirmedAt),
        // paused by its subscriber (My alerts): nothing until resumed
        isNull(rateSubscriptions.pausedAt),
      ),
    );
  if (!subs.length) return 0;

  const company = await requireCompanySettings(payload.companyId);
  // rates still valid on the business day (China)
  const today = chinaDate();
  const valid = (await loadRates(db, payload.companyId, and(eq(rates.polId, rate.polId), eq(rates.podId, rate.podId)) as ReturnType<typeof eq>)).filter((r) => r.validTo >= today);
  const laneRates = [...valid].sort((a, b) => (a.kind === b.kind ? a.sortPrice - b.sortPrice : a.kind.localeCompare(b.kind))).slice(0, MAX_RATES_IN_MAIL);
  // Without prices, the carriers of every valid rate of the lane by name: an order or a cut by price would tell them.
  const carrierNames = [...new Set(valid.map(carrierOf))].sort();
  const [lanePorts, origin, offers, cn, en] = await Promise.all([
    db.select({ id: ports.id, nameCn: ports.nameCn, nameEn: ports.nameEn }).from(ports).where(and(eq(ports.companyId, payload.companyId), inArray(ports.id, [rate.polId, rate.podId]))),
    siteOrigin(db, payload.companyId, payload.site ?? { secure: false }),
    laneSpotOffers(db, { companyId: payload.companyId, bookingSpaceFlag: company.bookingSpaceFlag, polId: rate.polId, podId: rate.podId }),
    apiTranslator('cn'),
    apiTranslator('en'),
  ]);
  const tr = (l: Locale) => (l === 'en' ? en : cn);
  const prefix = (l: Locale) => (l === 'en' ? '/en' : '');
  const pol = lanePorts.find((p) => p.id === rate.polId);
  const pod = lanePorts.find((p) => p.id === rate.podId);
  const lane = (l: Locale) => (pol && pod ? `${l === 'en' ? pol.nameEn : pol.nameCn} → ${l === 'en' ? pod.nameEn : pod.nameCn}` : '');
  const laneLink = (l: Locale) => `${origin}${prefix(l)}/lclFreight?portStartId=${rate.polId}&portEndId=${rate.podId}`;
  // spot space on the lane: one link per offer, straight into its reservation, filled for the subscriber once logged in
  const spot = (l: Locale, priced: boolean) => {
    if (!offers.length) return '';
    const t = tr(l);
    const items = offers.map((o) => {
      const values = { carrier: l === 'en' ? o.carrierEn : o.carrierCn, containerType: o.containerType, etd: o.etd, remaining: o.remaining };
      const line = priced ? t('rateAlertSpotLine', { ...values, prepaid: o.prepaidFee }) : t('rateAlertSpotLineGated', values);
      return `- ${line}\n  ${t('rateAlertSpotLink')}${origin}${prefix(l)}${spotReserveHref(o.id)}`;
    });
    return `\n\n${t('rateAlertSpotHead')}\n${items.join('\n')}`;
  };
  const lines = (l: Locale) =>
    laneRates
      .map((r) => {
        const main = r.kind === 'lcl' ? `${r.currency} ${r.prices.perCbm}/CBM` : r.kind === 'air' ? `${r.currency} ${r.prices.kg100}/KG` : `${r.currency} ${r.prices.hq40 ?? r.prices.gp40}/40HQ`;
        return `- ${tr(l)('rateAlertLine', { carrier: carrierOf(r), price: main, days: r.transitDays, validTo: r.validTo })}`;
      })
      .join('\n');
  const direction = changeDirection(payload.oldPrices, payload.newPrices);
  const companyName = (l: Locale) => (l === 'en' ? company.companyNameEn : company.companyNameCn) || company.companyNameCn;

  /**
   * The mail of one subscriber, by the rate access of the address now (rateAccessOfAddress): an
   * account of the company with full access gets the lane's rates with their prices; everyone else
   * the lane, its carriers, the direction of the change and the gate text with the way past it
   * (log in, certify, or the lane page with the sales contact), never an amount.
   */
  const body = (l: Locale, access: RateAccess, unsubscribe: string) => {
    const t = tr(l);
    if (access === 'full') {
      return t('mailRateAlertBody', { company: companyName(l), lane: lane(l), rates: `${lines(l)}${spot(l, true)}`, link: laneLink(l), unsubscribe });
    }
    return t('mailRateAlertGatedBody', {
      company: companyName(l),
      change: t(CHANGE_TEXT[direction], { lane: lane(l) }),
      carriers: carrierNames.join(l === 'en' ? ', ' : '、') || '—',
      spot: spot(l, false),
      gate: gateMessage(t, access) ?? '',
      link: access === 'certify' ? `${origin}${prefix(l)}/certification` : laneLink(l),
      unsubscribe,
    });
  };

  let queued = 0;
  for (const sub of subs) {
    const sent = await db.transaction(async (tx) => {
      // One mail per subscription and day: the unique (subscription, day) row decides, also between processes.
      const [claimed] = await tx.insert(rateAlertSends).values({ subscriptionId: sub.id, sentOn: today }).onConflictDoNothing().returning({ id: rateAlertSends.subscriptionId });
      if (!claimed) return false;
      const access = await rateAccessOfAddress(tx, company, sub.email);
      const token = newToken();
      await tx.insert(subscriptionTokens).values({
        id: hashToken(token),
        companyId: payload.companyId,
        subscribeEmail: sub.email,
        expiresAt: new Date(Date.now() + SUBSCRIPTION_LINK_DAYS * 86_400_000),
      });
      // in the language the subscription was saved in
      const l: Locale = sub.locale === 'en' ? 'en' : 'cn';
      await enqueue(tx, payload.companyId, {
        channel: 'mail',
        recipient: sub.email,
        subject: tr(l)('mailRateAlertSubject', { company: companyName(l), lane: lane(l) }),
        body: body(l, access, `${origin}${prefix(l)}${SUBSCRIPTION_MANAGE_PATH}?token=${token}`),
        kind: 'rate-alert',
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

import 'server-only';
import { and, asc, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import { spotReserveHref } from '../contracts/spot';
import { env } from '../env';
import { apiTranslator } from './apiMessages';
import { hashToken, newToken } from './auth/session';
import { siteOrigin, type LinkSite } from './auth/origin';
import { requireCompanySettings } from './company';
import type { Db } from './db';
import { carriers, ports, rates, rateAlertSends, rateSubscriptions, spotOffers, subscriptionTokens } from './db/schema';
import { todayInChina } from './booking';
import { enqueue, kickOutbox } from './outbox';
import { loadRates } from './rates';
import { SUBSCRIPTION_LINK_DAYS, SUBSCRIPTION_MANAGE_PATH } from './subscriptions';

/*
 * Rate alerts (the home page's subscriptions, spec §3 "Rate subscription"): after a rate on a lane is
 * added, or its price changes by more than RATE_ALERT_THRESHOLD_PERCENT (default 5 %, up or down),
 * every confirmed subscription of that lane is mailed the lane's current rates, at most once per
 * subscription (a subscriber's lane) per day, through the outbox. Each mail carries a manage link
 * that lists the address's alerts with an unsubscribe button and needs no login.
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
        gte(spotOffers.etd, todayInChina(p.now)),
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
    .select({ id: rateSubscriptions.id, email: rateSubscriptions.subscribeEmail })
    .from(rateSubscriptions)
    .where(
      and(
        eq(rateSubscriptions.companyId, payload.companyId),
        eq(rateSubscriptions.portStartId, rate.polId),
        eq(rateSubscriptions.portEndId, rate.podId),
        isNotNull(rateSubscriptions.confirmedAt),
      ),
    );
  if (!subs.length) return 0;

  const company = await requireCompanySettings(payload.companyId);
  const laneRates = (await loadRates(db, payload.companyId, and(eq(rates.polId, rate.polId), eq(rates.podId, rate.podId)) as ReturnType<typeof eq>))
    .filter((r) => r.validTo >= new Date().toISOString().slice(0, 10))
    .sort((a, b) => (a.kind === b.kind ? a.sortPrice - b.sortPrice : a.kind.localeCompare(b.kind)))
    .slice(0, MAX_RATES_IN_MAIL);
  const first = laneRates[0] ?? null;
  const origin = await siteOrigin(db, payload.companyId, payload.site ?? { secure: false });
  const offers = await laneSpotOffers(db, { companyId: payload.companyId, bookingSpaceFlag: company.bookingSpaceFlag, polId: rate.polId, podId: rate.podId });
  // spot space on the lane: one link per offer, straight into its reservation, filled for the subscriber once logged in
  const spot = (l: 'cn' | 'en') => {
    if (!offers.length) return '';
    const t = l === 'en' ? en : cn;
    const prefix = l === 'en' ? '/en' : '';
    const items = offers.map(
      (o) =>
        `- ${t('rateAlertSpotLine', { carrier: l === 'en' ? o.carrierEn : o.carrierCn, containerType: o.containerType, etd: o.etd, remaining: o.remaining, prepaid: o.prepaidFee })}\n  ${t('rateAlertSpotLink')}${origin}${prefix}${spotReserveHref(o.id)}`,
    );
    return `\n\n${t('rateAlertSpotHead')}\n${items.join('\n')}`;
  };
  const [cn, en] = await Promise.all([apiTranslator('cn'), apiTranslator('en')]);
  const lane = (l: 'cn' | 'en') => (first ? `${l === 'en' ? first.pol.nameEn : first.pol.nameCn} → ${l === 'en' ? first.pod.nameEn : first.pod.nameCn}` : '');
  const lines = (l: 'cn' | 'en') =>
    laneRates
      .map((r) => {
        const t = l === 'en' ? en : cn;
        const main = r.kind === 'lcl' ? `${r.currency} ${r.prices.perCbm}/CBM` : r.kind === 'air' ? `${r.currency} ${r.prices.kg100}/KG` : `${r.currency} ${r.prices.hq40 ?? r.prices.gp40}/40HQ`;
        return `- ${t('rateAlertLine', { carrier: [r.carrier?.shortName, r.coLoader].filter(Boolean).join(' / ') || '—', price: main, days: r.transitDays, validTo: r.validTo })}`;
      })
      .join('\n');
  const today = new Date().toISOString().slice(0, 10);
  let queued = 0;
  for (const sub of subs) {
    const sent = await db.transaction(async (tx) => {
      // One mail per subscription and day: the unique (subscription, day) row decides, also between processes.
      const [claimed] = await tx.insert(rateAlertSends).values({ subscriptionId: sub.id, sentOn: today }).onConflictDoNothing().returning({ id: rateAlertSends.subscriptionId });
      if (!claimed) return false;
      const token = newToken();
      await tx.insert(subscriptionTokens).values({
        id: hashToken(token),
        companyId: payload.companyId,
        subscribeEmail: sub.email,
        expiresAt: new Date(Date.now() + SUBSCRIPTION_LINK_DAYS * 86_400_000),
      });
      const body = (l: 'cn' | 'en') => {
        const prefix = l === 'en' ? '/en' : '';
        const t = l === 'en' ? en : cn;
        return t('mailRateAlertBody', {
          company: (l === 'en' ? company.companyNameEn : company.companyNameCn) || company.companyNameCn,
          lane: lane(l),
          rates: `${lines(l)}${spot(l)}`,
          link: `${origin}${prefix}/lclFreight?portStartId=${rate.polId}&portEndId=${rate.podId}`,
          unsubscribe: `${origin}${prefix}${SUBSCRIPTION_MANAGE_PATH}?token=${token}`,
        });
      };
      await enqueue(tx, payload.companyId, {
        channel: 'mail',
        recipient: sub.email,
        subject: cn('mailRateAlertSubject', { company: company.companyNameCn, lane: lane('cn') }),
        body: `${body('cn')}\n\n----------------\n\n${body('en')}`,
        kind: 'rate-alert',
      });
      return true;
    });
    if (sent) queued++;
  }
  if (queued) kickOutbox();
  return queued;
}

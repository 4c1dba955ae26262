import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { TrackingEvent, TrackingType } from '../../contracts/tracking';
import { loadMessages } from '../../i18n/messages';
import type { Db } from '../db';
import { companies, companyDomains, trackingNotices, trackingSubscriptions } from '../db/schema';
import { log } from '../log';
import { enqueue } from '../outbox';
import { track } from './index';

type Sub = typeof trackingSubscriptions.$inferSelect;

async function trackingTranslator(locale: 'cn' | 'en') {
  const messages = await loadMessages(locale === 'en' ? 'en' : 'zh-CN');
  return createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages, namespace: 'Tracking' });
}

/** Where a mail's link (or a carrier's callback) points: the company's site URL, else its first domain. */
export async function mailOrigin(db: Db, companyId: number): Promise<string> {
  const [c] = await db.select({ siteUrl: companies.siteUrl }).from(companies).where(eq(companies.id, companyId));
  if (c?.siteUrl) return c.siteUrl.replace(/\/+$/, '');
  const [d] = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(companyDomains.id).limit(1);
  if (!d) return 'http://localhost';
  return /localhost|127\.0\.0\.1|\.test$/.test(d.domain) ? `http://${d.domain}` : `https://${d.domain}`;
}

async function companyName(db: Db, companyId: number, locale: 'cn' | 'en'): Promise<string> {
  const [c] = await db.select({ cn: companies.companyNameCn, en: companies.companyNameEn }).from(companies).where(eq(companies.id, companyId));
  return (locale === 'en' ? c?.en || c?.cn : c?.cn) ?? '';
}

const place = (e: Pick<TrackingEvent, 'location'>, en: boolean) => `${en ? e.location.nameEn : e.location.nameCn}${e.location.facility ? ` · ${e.location.facility}` : ''}`;

/** Claims a notice key for a subscription: true only the first time (what makes each mail go once). */
async function claim(tx: Db, subscriptionId: number, key: string): Promise<boolean> {
  const rows = await tx.insert(trackingNotices).values({ subscriptionId, key, mailed: 1 }).onConflictDoNothing().returning({ key: trackingNotices.key });
  return rows.length > 0;
}

async function notifyOne(db: Db, sub: Sub): Promise<number> {
  const found = await track(db, sub.companyId, { type: sub.refType as TrackingType, no: sub.refNo });
  if (!found) return 0;
  return db.transaction(async (tx) => {
    let mails = 0;
    const fresh: TrackingEvent[] = [];
    for (const e of [...found.events].reverse()) if (await claim(tx, sub.id, `event:${e.id}`)) fresh.push(e);
    const late = (found.houseBill?.milestones ?? []).filter((m) => sub.delayHours !== null && m.planned && m.lateHours > sub.delayHours);
    const lateNew = [];
    for (const m of late) if (await claim(tx, sub.id, `delay:${m.kind}`)) lateNew.push(m);
    if (!fresh.length && !lateNew.length) return 0;
    const locale = sub.locale === 'en' ? 'en' : 'cn';
    const en = locale === 'en';
    const t = await trackingTranslator(locale);
    const company = await companyName(tx, sub.companyId, locale);
    const link = `${await mailOrigin(tx, sub.companyId)}${en ? '/en' : ''}/tracking?type=${sub.refType}&no=${encodeURIComponent(sub.refNo)}`;
    if (fresh.length) {
      const lines = fresh.map((e) => `${e.time}  ${place(e, en)}  ${t(`events.${e.kind}` as never)}${e.vessel ? `  ${e.vessel} ${e.voyage}` : ''}${e.containerNo ? `  ${e.containerNo}` : ''}`);
      await enqueue(tx, sub.companyId, {
        channel: 'mail',
        recipient: sub.email,
        kind: 'tracking-event',
        subject: t('mail.eventSubject', { company, no: sub.refNo, action: t(`events.${fresh.at(-1)!.kind}` as never) }),
        body: t('mail.eventBody', { no: sub.refNo, events: lines.join('\n'), link }),
      });
      mails++;
    }
    for (const m of lateNew) {
      const milestone = t(`milestones.${m.kind}` as never);
      await enqueue(tx, sub.companyId, {
        channel: 'mail',
        recipient: sub.email,
        kind: 'tracking-delay',
        subject: t('mail.delaySubject', { company, no: sub.refNo, milestone, hours: m.lateHours }),
        body: t('mail.delayBody', { no: sub.refNo, milestone, planned: m.planned ?? '', actual: m.actual ?? t('mail.notYet'), hours: m.lateHours, threshold: sub.delayHours ?? 0, link }),
      });
      mails++;
    }
    return mails;
  });
}

/**
 * The `tracking.notify` job: for every confirmed subscription that is not paused, mails the events it has not been told yet
 * (one mail per run listing them) and, for house bills with a threshold, each milestone that
 * became later than planned by more than it (one mail per milestone, ever). Each notice is
 * claimed in the transaction that queues its mail, so a mail goes once however often this runs.
 */
export async function notifyTracking(db: Db, opts: { companyId?: number } = {}): Promise<number> {
  // only confirmed subscriptions: an address nobody proved gets nothing but its confirmation mail
  const subs = await db
    .select()
    .from(trackingSubscriptions)
    .where(and(isNotNull(trackingSubscriptions.confirmedAt), isNull(trackingSubscriptions.pausedAt), opts.companyId ? eq(trackingSubscriptions.companyId, opts.companyId) : undefined));
  let mails = 0;
  for (const sub of subs) {
    try {
      mails += await notifyOne(db, sub);
    } catch (error) {
      log.warn('tracking.notify', { subscription: sub.id, error });
    }
  }
  return mails;
}

// Rate alerts really sent: a price change mails the lane's confirmed subscribers once a day through
// the outbox, over SMTP to a real listener (smtp-server) started here; the unsubscribe link stops it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as deleteSub } from '@/app/api/websubMaskFcl/deleteSubMaskFcl/route';
import { POST as manageSub } from '@/app/api/websubMaskFcl/manageSubMaskFcl/route';
import { POST as staffSave } from '@/app/api/staff/rates/save/route';
import { getDb } from '@/lib/server/db';
import { jobs, outboxMessages, rateAlertSends, rateSubscriptions } from '@/lib/server/db/schema';
import { appJobs } from '@/lib/server/jobs';
import { JobRunner } from '@/lib/server/jobs/runner';
import { deliverOutbox, deliveryAdapters } from '@/lib/server/outbox';
import { priceChange, passesThreshold } from '@/lib/server/rateAlerts';
import { call, createCompany, createPort } from './helpers';
import { startSmtpSink, type Received, type SmtpSink } from './smtpSink';
import { staffWithSession, userWithSession } from './authzFixtures';
import { lclRate, rateLane, type RateWorld } from './rateFixtures';

let sink: SmtpSink;
let received: Received[];
let w: RateWorld;
let staffToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  received = sink.received;
  // The SMTP delivery adapter the app uses when SMTP_URL is set, pointed at the listener.
  deliveryAdapters.mail = sink.adapter('rates@portal.test');
  w = await rateLane(await createCompany());
  staffToken = (await staffWithSession(w.company.id, ['rates'])).token;
  await runJobs();
});

afterAll(async () => {
  delete deliveryAdapters.mail;
  await sink.close();
});

/** Runs the due jobs of the app (the rate alert jobs among them), then delivers the outbox. */
async function runJobs(): Promise<void> {
  const db = await getDb();
  const runner = new JobRunner(db, appJobs, { workerId: 'rate-alert-test' });
  while ((await runner.runDue()) > 0);
  // Delivery also starts by itself once the job's transactions commit: wait until nothing of the company is queued.
  for (let i = 0; i < 100; i++) {
    await deliverOutbox(db, { limit: 100 });
    const queued = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(and(eq(outboxMessages.companyId, w.company.id), eq(outboxMessages.status, 'queued')));
    if (!queued.length) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('outbox not delivered');
}

async function subscribe(email: string, lane: { origin: number; destination: number }, confirmed = true): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(rateSubscriptions)
    .values({ companyId: w.company.id, subscribeEmail: email, portStartId: lane.origin, portEndId: lane.destination, confirmedAt: confirmed ? new Date() : null })
    .returning({ id: rateSubscriptions.id });
  return row!.id;
}

/** A staff price change of the lane's first rate, through the route. */
async function reprice(perCbm: number) {
  const res = await call(staffSave as never, {
    host: w.host,
    cookies: { staff_author: staffToken },
    body: { ...lclRate(w.origin, w.destination), id: w.rateIds[0], prices: { perCbm, perTon: perCbm + 7, minCharge: perCbm } },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  await runJobs();
}

const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

describe('rate alerts', () => {
  it('threshold: more than 5 % either way, a new rate always', () => {
    expect(passesThreshold(priceChange({ perCbm: 100 }, { perCbm: 105 }))).toBe(false);
    expect(passesThreshold(priceChange({ perCbm: 100 }, { perCbm: 105.01 }))).toBe(true);
    expect(passesThreshold(priceChange({ perCbm: 100 }, { perCbm: 94 }))).toBe(true);
    expect(passesThreshold(priceChange(null, { perCbm: 40 }))).toBe(true);
  });

  const subscriber = `alert-${Date.now()}@shipper.test`;
  const unconfirmed = `unconfirmed-${Date.now()}@shipper.test`;
  const otherLane = `other-${Date.now()}@shipper.test`;
  const late = `late-${Date.now()}@shipper.test`;

  it('a price change mails exactly the matching confirmed subscription, over SMTP', async () => {
    // the address of a certified account of the company (full rate access): its mail carries the prices
    await userWithSession(w.company.id, { certificationStatus: 3, email: subscriber });
    await subscribe(subscriber, w);
    await subscribe(unconfirmed, w, false);
    const elsewhere = await createPort(w.company.id, { isOrigin: false, isDestination: true, nameEn: 'Felixstowe' });
    await subscribe(otherLane, { origin: w.origin, destination: elsewhere.id });
    await reprice(50); // 45 → 50: +11 %
    expect(mailsTo(subscriber)).toHaveLength(1);
    expect(mailsTo(unconfirmed)).toHaveLength(0);
    expect(mailsTo(otherLane)).toHaveLength(0);
    const raw = mailsTo(subscriber)[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('rates@portal.test');
    const db = await getDb();
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.company.id), eq(outboxMessages.recipient, subscriber)));
    expect(mail?.status).toBe('sent');
    expect(mail?.kind).toBe('rate-alert');
    // The lane's current rates, cheapest first, with the new price.
    expect(mail?.body).toMatch(/上海 → 汉堡/);
    expect(mail?.body).toContain('USD 38/CBM');
    expect(mail?.body).toContain('USD 50/CBM');
    expect(mail?.body).toMatch(/\/subscription\?token=[\w-]{20,}/);
  });

  it('at most one mail per subscription and day', async () => {
    await reprice(60);
    expect(mailsTo(subscriber)).toHaveLength(1);
  });

  it('no mail for a change within the threshold', async () => {
    await subscribe(late, w);
    await reprice(62); // 60 → 62: +3.3 %
    expect(mailsTo(late)).toHaveLength(0);
    await reprice(66); // 62 → 66: +6.5 %
    expect(mailsTo(late)).toHaveLength(1);
  });

  it('the unsubscribe link works without login and stops further mail', async () => {
    const db = await getDb();
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.company.id), eq(outboxMessages.recipient, subscriber)));
    const token = /\/subscription\?token=([\w-]+)/.exec(mail!.body)![1]!;
    // What the manage page does: list the address's alerts, then unsubscribe one (no session).
    const listed = await call<{ data: { rows: { id: number }[] } }>(manageSub as never, { host: w.host, body: { token } });
    expect(listed.status).toBe(200);
    const id = listed.json.data.rows[0]!.id;
    expect((await call(deleteSub as never, { host: w.host, body: { id, token } })).status).toBe(200);
    // The next day: yesterday's sends no longer count.
    const subs = (await db.select({ id: rateSubscriptions.id }).from(rateSubscriptions).where(eq(rateSubscriptions.companyId, w.company.id))).map((s) => s.id);
    await db.update(rateAlertSends).set({ sentOn: '2000-01-01' }).where(inArray(rateAlertSends.subscriptionId, subs));
    await reprice(80);
    expect(mailsTo(subscriber)).toHaveLength(1);
    expect(mailsTo(late)).toHaveLength(2);
    // Every alert job of this company ran.
    // (other test files share the database and may leave their own companies' alert jobs queued)
    const pending = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.name, 'rates.alert'), eq(jobs.status, 'queued'), sql`(${jobs.payload} ->> 'companyId')::int = ${w.company.id}`));
    expect(pending).toHaveLength(0);
  });
});

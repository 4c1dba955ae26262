// Cargo tracking through the route exports on the seeded sample shipments: the same timeline by
// container and by bill, ISO 6346 check digits refused in both languages, LCL house bills joined to
// their container's events, subscriptions mailed once per event, delay alerts mailed once, and
// nothing but one confirmation mail to an address the subscriber has not proven.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as query } from '@/app/api/webtracking/query/route';
import { POST as subscribe } from '@/app/api/webtracking/subscribe/route';
import { POST as unsubscribe } from '@/app/api/webtracking/unsubscribe/route';
import { POST as confirmRoute } from '@/app/api/webtracking/confirm/route';
import { POST as staffEvents } from '@/app/api/staff/tracking/events/route';
import { POST as staffMilestones } from '@/app/api/staff/tracking/milestones/route';
import { EVENT_KINDS, MILESTONE_KINDS, trackingAnswer, type TrackingResult } from '@/lib/contracts/tracking';
import { getDb, type Db } from '@/lib/server/db';
import { appJobs } from '@/lib/server/jobs';
import { enqueueJob, JobRunner } from '@/lib/server/jobs/runner';
import { outboxMessages } from '@/lib/server/db/schema';
import { TRACKING_SAMPLES, seedTracking } from '@/lib/server/db/seed/trackingSeed';
import { notifyTracking } from '@/lib/server/tracking/notify';
import { checkDigit } from '@/lib/tracking/iso6346';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { staffWithSession, userWithSession } from './authzFixtures';
import { call, createCompany, createPort, type TestCompany } from './helpers';

let a: TestCompany;
let b: TestCompany;

type Answer = { code: string; data?: TrackingResult; message?: string; fieldErrors?: Record<string, string[]> };

function track(company: TestCompany, q: Record<string, string>, opts: { lang?: string; cookies?: Record<string, string> } = {}) {
  return call<Answer>(query, { method: 'GET', url: `/api/webtracking/query?${new URLSearchParams(q)}`, host: company.domains[0], headers: { lang: opts.lang ?? 'cn' }, cookies: opts.cookies });
}

async function mails(companyId: number, kind: string) {
  const db = await getDb();
  return db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.kind, kind)));
}

/** Runs the due `tracking.notify` jobs with the app's own handler, as the server's job runner does; answers how many ran. */
async function runTrackingJobs(db: Db): Promise<number> {
  const runner = new JobRunner(db, new Map([['tracking.notify', appJobs.get('tracking.notify')!]]), { workerId: 'tracking-test' });
  let ran = 0;
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) ran += n;
  return ran;
}

beforeAll(async () => {
  // the seeded house bills are GLSHA…/GLNGB…
  a = await createCompany({ hblPrefix: 'GL' });
  b = await createCompany();
  for (const [code, nameCn, nameEn] of [['CNXMN', '厦门', 'Xiamen'], ['SGSIN', '新加坡', 'Singapore'], ['NLRTM', '鹿特丹', 'Rotterdam'], ['CNSHA', '上海', 'Shanghai']]) {
    await createPort(a.id, { code, nameCn, nameEn });
  }
  const db = await getDb();
  await seedTracking(db, a.id);
});

describe('GET /webtracking/query', () => {
  it('shows the same timeline by container and by bill, newest first, the newest current', async () => {
    const byBill = trackingAnswer.parse((await track(a, { type: 'bill', no: TRACKING_SAMPLES.fclDone })).json).data!;
    const byBox = trackingAnswer.parse((await track(a, { type: 'container', no: TRACKING_SAMPLES.containerDone })).json).data!;
    expect(byBill.events.length).toBe(12);
    expect(byBox.events).toEqual(byBill.events);
    expect(byBox.billNo).toBe(TRACKING_SAMPLES.fclDone);
    expect(byBill.containerNo).toBe(TRACKING_SAMPLES.containerDone);
    const times = byBill.events.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(byBill.events.map((e) => e.current)).toEqual([true, ...Array(11).fill(false)]);
    expect(byBill.events[0]!.kind).toBe('empty_returned');
    expect(byBill.pol).toMatchObject({ code: 'CNXMN', nameCn: '厦门' });
    expect(byBill.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // a lower-case number with spaces is the same container; auto detects it
    const auto = (await track(a, { no: ` ${TRACKING_SAMPLES.containerDone.toLowerCase().replace(/(....)/, '$1 ')}` })).json.data!;
    expect(auto.type).toBe('container');
  });

  it('covers every event kind across the seeded shipments', async () => {
    const seen = new Set<string>();
    for (const no of [TRACKING_SAMPLES.fclDone, TRACKING_SAMPLES.fclTwoBoxes, TRACKING_SAMPLES.fclGateIn, TRACKING_SAMPLES.lclMaster, TRACKING_SAMPLES.lclDoneMaster]) {
      for (const e of (await track(a, { type: 'bill', no })).json.data!.events) seen.add(e.kind);
    }
    expect([...seen].sort()).toEqual([...EVENT_KINDS].sort());
  });

  it('refuses a container number whose check digit is wrong, saying which digit it should be, in both languages', async () => {
    const good = TRACKING_SAMPLES.containerDone;
    const expected = checkDigit(good.slice(0, 10));
    const wrong = `${good.slice(0, 10)}${(expected + 1) % 10}`;
    const zh = await track(a, { type: 'container', no: wrong });
    expect(zh.status).toBe(422);
    const values = { number: wrong, expected: String(expected), given: String((expected + 1) % 10) };
    const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: keyof typeof values) => values[k]);
    expect(zh.json.fieldErrors?.no).toEqual([fill(cn.Validation.containerCheckDigit)]);
    const enRes = await track(a, { no: wrong }, { lang: 'en' });
    expect(enRes.status).toBe(422);
    expect(enRes.json.fieldErrors?.no).toEqual([fill(en.Validation.containerCheckDigit)]);
    const format = await track(a, { type: 'container', no: 'CSNU12345' }, { lang: 'en' });
    expect(format.json.fieldErrors?.no).toEqual([en.Validation.containerFormat]);
  });

  it('finds a number by what it is, whichever tab it was typed under, and says what it was found as', async () => {
    const boxUnderBill = await track(a, { type: 'bill', no: TRACKING_SAMPLES.containerDone });
    expect(boxUnderBill.status).toBe(200);
    expect(boxUnderBill.json.data).toMatchObject({ type: 'container', no: TRACKING_SAMPLES.containerDone, billNo: TRACKING_SAMPLES.fclDone });
    const hblUnderBill = await track(a, { type: 'bill', no: TRACKING_SAMPLES.hblInTransit });
    expect(hblUnderBill.json.data).toMatchObject({ type: 'hbl', no: TRACKING_SAMPLES.hblInTransit });
    const hblUnderBox = await track(a, { type: 'container', no: TRACKING_SAMPLES.hblInTransit });
    expect(hblUnderBox.json.data?.type).toBe('hbl');
    // a bill typed under the container tab is no malformed container: it is searched as a bill
    const billUnderBox = await track(a, { type: 'container', no: TRACKING_SAMPLES.fclDone });
    expect(billUnderBox.json.data).toMatchObject({ type: 'bill', no: TRACKING_SAMPLES.fclDone });
    // a mistyped check digit under the bill tab is searched as a bill (ambiguous: the tab decides) and not found
    const good = TRACKING_SAMPLES.containerDone;
    const wrong = `${good.slice(0, 10)}${(checkDigit(good.slice(0, 10)) + 1) % 10}`;
    expect((await track(a, { type: 'bill', no: wrong })).status).toBe(404);
  });

  it('answers 404 for an unknown number and for another company’s bill', async () => {
    const unknown = await track(a, { type: 'bill', no: 'COSU0000000001' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(cn.Api.trackingNotFound);
    expect((await track(b, { type: 'bill', no: TRACKING_SAMPLES.fclDone })).status).toBe(404);
  });

  it('tracks an LCL house bill through its CFS milestones and then its container’s carrier events', async () => {
    const h = trackingAnswer.parse((await track(a, { type: 'hbl', no: TRACKING_SAMPLES.hblInTransit })).json).data!;
    expect(h.houseBill?.milestones.map((m) => m.kind)).toEqual([...MILESTONE_KINDS]);
    expect(h.houseBill?.measuredCbm).toBe('5.620');
    const origins = [...h.events].reverse().map((e) => `${e.origin}:${e.kind}`);
    // oldest first: booking and CFS milestones, then the container's carrier events
    expect(origins.slice(0, 3)).toEqual(['cfs:booking_confirmed', 'cfs:cfs_received', 'cfs:stuffed']);
    // the container's events from the stuffing on (its empty trip to the CFS is not this cargo's)
    expect(origins.slice(3)).toEqual(['carrier:gate_in', 'carrier:export_cleared', 'carrier:loaded', 'carrier:departed']);
    const gateIn = h.events.find((e) => e.kind === 'gate_in')!;
    expect(h.houseBill?.milestones.find((m) => m.kind === 'gated_in')?.actual).toBe(gateIn.time);
    expect(h.containerNo).toBe(gateIn.containerNo);
    expect(h.events[0]!.current).toBe(true);
  });
});

describe('subscriptions', () => {
  it('mails each new event of a subscribed bill once', async () => {
    const user = await userWithSession(a.id, { email: `track-${Date.now()}@example.test` });
    const sub = await call<Answer>(subscribe, { host: a.domains[0], cookies: { author: user.token }, body: { type: 'bill', no: TRACKING_SAMPLES.fclTwoBoxes, email: user.email } });
    expect(sub.status).toBe(200);
    const db = await getDb();
    // what was known before subscribing is not mailed
    await notifyTracking(db, { companyId: a.id });
    expect(await mails(a.id, 'tracking-event')).toHaveLength(0);
    const staff = await staffWithSession(a.id, ['tracking']);
    const add = await call<{ data: { added: number; ignored: number } }>(staffEvents, {
      host: a.domains[0],
      cookies: { staff_author: staff.token },
      body: { billNo: TRACKING_SAMPLES.fclTwoBoxes, source: 'import', events: [{ kind: 'transship_discharged', location: 'SGSIN', time: '2026-11-20 06:30:00', vessel: 'MARIBO MAERSK', voyage: '516W', containerNo: (await track(a, { type: 'bill', no: TRACKING_SAMPLES.fclTwoBoxes })).json.data!.containers[0]!.containerNo }] },
    });
    expect(add.json.data).toEqual({ added: 1, ignored: 0 });
    await notifyTracking(db, { companyId: a.id });
    await notifyTracking(db, { companyId: a.id });
    const sent = await mails(a.id, 'tracking-event');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipient).toBe(user.email);
    expect(sent[0]!.body).toContain(cn.Tracking.events.transship_discharged);
    expect(sent[0]!.body).toContain('2026-11-20 06:30:00');
    // the same import again adds nothing and mails nothing
    const again = await call<{ data: { added: number; ignored: number } }>(staffEvents, {
      host: a.domains[0],
      cookies: { staff_author: staff.token },
      body: { billNo: TRACKING_SAMPLES.fclTwoBoxes, source: 'import', events: [{ kind: 'transship_discharged', location: 'SGSIN', time: '2026-11-20 06:30', vessel: 'MARIBO MAERSK', voyage: '516W', containerNo: sent[0]!.body.match(/MSKU\d{7}/)![0] }] },
    });
    expect(again.json.data).toEqual({ added: 0, ignored: 1 });
    await notifyTracking(db, { companyId: a.id });
    expect(await mails(a.id, 'tracking-event')).toHaveLength(1);
    // the subscription time shows for its owner
    expect((await track(a, { type: 'bill', no: TRACKING_SAMPLES.fclTwoBoxes }, { cookies: { author: user.token } })).json.data!.subscribeTime).toMatch(/^\d{4}-/);
    // nobody else ends it
    const other = await userWithSession(a.id);
    const id = (sub.json.data as unknown as { id: number }).id;
    expect((await call(unsubscribe, { host: a.domains[0], cookies: { author: other.token }, body: { id } })).status).toBe(404);
    expect((await call(unsubscribe, { host: a.domains[0], cookies: { author: user.token }, body: { id } })).status).toBe(200);
  });

  it('mails one delay alert through the job runner for a house-bill milestone later than planned by more than N hours, and no more', async () => {
    const user = await userWithSession(a.id, { email: `late-${Date.now()}@example.test` });
    const sub = await call<Answer>(subscribe, { host: a.domains[0], cookies: { author: user.token }, headers: { lang: 'en' }, body: { type: 'hbl', no: TRACKING_SAMPLES.hblLate, email: user.email, delayHours: 24 } });
    expect(sub.status).toBe(200);
    const db = await getDb();
    const alerts = async () => (await mails(a.id, 'tracking-delay')).filter((m) => m.recipient === user.email);
    // nothing is mailed until the job runs
    expect(await alerts()).toHaveLength(0);
    // the recurring job, run three times: the cargo is 55 h overdue at the CFS (threshold 24 h), one alert
    for (let i = 0; i < 3; i++) {
      await enqueueJob(db, 'tracking.notify', { companyId: a.id });
      expect(await runTrackingJobs(db)).toBeGreaterThan(0);
    }
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(en.Tracking.milestones.cfs_received);
    expect(sent[0]!.body).toContain(TRACKING_SAMPLES.hblLate);
    // staff then record the late receipt (the route queues the job): the milestone was told already
    const staff = await staffWithSession(a.id, ['tracking']);
    const received = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    const saved = await call(staffMilestones, { host: a.domains[0], cookies: { staff_author: staff.token }, body: { hblNo: TRACKING_SAMPLES.hblLate, milestones: [{ kind: 'cfs_received', location: 'CNSHA', facility: 'Waigaoqiao CFS, Shanghai', time: received }] } });
    expect(saved.status).toBe(200);
    expect(await runTrackingJobs(db)).toBeGreaterThan(0);
    expect(await alerts()).toHaveLength(1);
    // a subscriber whose threshold the delay does not pass gets no alert
    const patient = await userWithSession(a.id, { email: `patient-${Date.now()}@example.test` });
    expect((await call(subscribe, { host: a.domains[0], cookies: { author: patient.token }, body: { type: 'hbl', no: TRACKING_SAMPLES.hblLate, email: patient.email, delayHours: 720 } })).status).toBe(200);
    await enqueueJob(db, 'tracking.notify', { companyId: a.id });
    await runTrackingJobs(db);
    expect((await mails(a.id, 'tracking-delay')).filter((m) => m.recipient === patient.email)).toHaveLength(0);
  });

  it("someone else's address gets one confirmation mail and nothing else until its link is opened", async () => {
    const user = await userWithSession(a.id, { email: `owner-${Date.now()}@example.test` });
    const victim = `victim-${Date.now()}@example.test`;
    const db = await getDb();
    const toVictim = async () => (await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.recipient, victim)))).map((m) => m.kind);
    const sub = await call<{ message?: string; data?: { id: number; confirmed: boolean } }>(subscribe, {
      host: a.domains[0],
      cookies: { author: user.token },
      body: { type: 'hbl', no: TRACKING_SAMPLES.hblLate, email: victim, delayHours: 24 },
    });
    expect(sub.status).toBe(200);
    expect(sub.json.message).toBe(cn.Api.trackingConfirmSent.replace('{email}', victim));
    expect(sub.json.data!.confirmed).toBe(false);
    // the subscriber's tracking answer says it waits for the address to be confirmed
    const pending = async () => (await track(a, { type: 'hbl', no: TRACKING_SAMPLES.hblLate }, { cookies: { author: user.token } })).json.data!;
    expect(await pending()).toMatchObject({ subscribePending: true });
    // the milestone 55 h overdue (threshold 24 h) is not mailed to an unproven address, however often the job runs
    await notifyTracking(db, { companyId: a.id });
    await notifyTracking(db, { companyId: a.id });
    expect(await toVictim()).toEqual(['tracking-confirm']);
    const [confirmMail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, victim), eq(outboxMessages.kind, 'tracking-confirm')));
    expect(confirmMail!.subject).toContain(TRACKING_SAMPLES.hblLate);
    const token = confirmMail!.body.match(/\/tracking\?type=hbl&no=[^&\s]+&confirm=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    // a wrong token, or the right one on another company's host: 400, nothing confirmed
    const confirm = (host: string, t: string, lang = 'cn') => call<{ message?: string; data?: { confirmed: boolean; no: string } }>(confirmRoute, { host, body: { token: t }, headers: { lang } });
    const wrong = await confirm(a.domains[0]!, `${token!.slice(0, -4)}AAAA`, 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(en.Api.trackingConfirmInvalid);
    expect((await confirm(b.domains[0]!, token!)).status).toBe(400);
    await notifyTracking(db, { companyId: a.id });
    expect(await toVictim()).toEqual(['tracking-confirm']);
    // the link opened (no login needed): confirmed, then the alert goes out, once
    const opened = await confirm(a.domains[0]!, token!);
    expect(opened.status).toBe(200);
    expect(opened.json.message).toBe(cn.Api.trackingConfirmed);
    expect(opened.json.data).toMatchObject({ confirmed: true, no: TRACKING_SAMPLES.hblLate });
    expect(await pending()).toMatchObject({ subscribePending: false });
    expect((await confirm(a.domains[0]!, token!)).status).toBe(200);
    await notifyTracking(db, { companyId: a.id });
    await notifyTracking(db, { companyId: a.id });
    expect((await toVictim()).sort()).toEqual(['tracking-confirm', 'tracking-delay']);
    // moving the subscription to another address asks that one to be proven again
    const other = `other-${Date.now()}@example.test`;
    const moved = await call<{ data?: { confirmed: boolean } }>(subscribe, { host: a.domains[0], cookies: { author: user.token }, body: { type: 'hbl', no: TRACKING_SAMPLES.hblLate, email: other, delayHours: 12 } });
    expect(moved.json.data!.confirmed).toBe(false);
    expect((await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, other))).map((m) => m.kind)).toEqual(['tracking-confirm']);
  });

  it("the subscriber's own account address is confirmed at once, with no confirmation mail", async () => {
    const email = `self-${Date.now()}@example.test`;
    const user = await userWithSession(a.id, { email });
    const sub = await call<{ message?: string; data?: { confirmed: boolean } }>(subscribe, {
      host: a.domains[0],
      cookies: { author: user.token },
      headers: { lang: 'en' },
      body: { type: 'bill', no: TRACKING_SAMPLES.fclDone, email: email.toUpperCase() },
    });
    expect(sub.status).toBe(200);
    expect(sub.json.message).toBe(en.Api.trackingSubscribed);
    expect(sub.json.data!.confirmed).toBe(true);
    const db = await getDb();
    expect(await db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, 'tracking-confirm'), eq(outboxMessages.recipient, email.toUpperCase())))).toHaveLength(0);
  });

  it('is refused to visitors and for numbers nobody tracks', async () => {
    expect((await call(subscribe, { host: a.domains[0], body: { type: 'bill', no: TRACKING_SAMPLES.fclDone, email: 'x@example.test' } })).status).toBe(401);
    const user = await userWithSession(a.id);
    const res = await call<Answer>(subscribe, { host: a.domains[0], cookies: { author: user.token }, body: { type: 'bill', no: 'COSU0000000001', email: 'x@example.test' } });
    expect(res.status).toBe(404);
  });
});

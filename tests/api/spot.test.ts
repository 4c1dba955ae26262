// Premium spot space: offers, reservations (certified users only, quantity and attorney file
// checked, the quantity taken in one conditional update — never oversold), the 3-minute payment
// window closed by the server with an injected clock (the quantity returns once), payments applied
// once, a late payment refunded, staff review (refusal gives the space back and refunds), and the
// attorney file served to its owner only.
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as offersRoute } from '@/app/api/spot/offers/route';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import { GET as attorneyRoute } from '@/app/api/spot/attorney/route';
import { POST as sandboxPayRoute } from '@/app/api/spot/sandboxPay/route';
import { GET as payInfoRoute } from '@/app/api/spot/payInfo/route';
import { GET as myRoute } from '@/app/api/spot/myReservations/route';
import { POST as reviewRoute } from '@/app/api/staff/spot/review/route';
import { PAY_WINDOW_SECONDS, type SpotReservation } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { jobs, outboxMessages, rateLimitHits, spotPayments, spotReservationEvents, spotReservations } from '@/lib/server/db/schema';
import { applyPayment, expireDueReservations, expireReservation, REFUND_JOB, refundPayment } from '@/lib/server/spot';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, withTempFilesDir } from './accountFixtures';
import { staffWithSession, userWithSession } from './authzFixtures';
import { createSpotOffer, offerRemaining, reserveAs, reserveForm } from './orderFixtures';

type Answer = { code: string; message?: string; data?: SpotReservation & { outcome?: string }; rows?: SpotReservation[]; fieldErrors?: Record<string, string[]> };

withTempFilesDir();

let a: TestCompany;
let user: { token: string; userId: number };
const host = () => a.domains[0]!;

const reserve = (token: string, form: FormData, lang = 'cn') => reserveAs<Answer>(host(), token, form, lang);

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '环球物流' });
  user = await userWithSession(a.id, { certificationStatus: 3, email: 'spot@haixing.test' });
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimitHits).where(eq(rateLimitHits.companyId, a.id));
});

describe('offers', () => {
  it('lists the open offers, and answers 404 when the company does not offer spot space', async () => {
    const id = await createSpotOffer(a.id);
    const res = await call<Answer>(offersRoute, { method: 'GET', host: host(), url: '/api/spot/offers' });
    expect(res.status).toBe(200);
    const offer = (res.json.rows as unknown as { id: number; polName: string; remaining: number }[]).find((o) => o.id === id);
    expect(offer).toMatchObject({ polName: '上海', remaining: 10 });
    const closed = await createCompany({ bookingSpaceFlag: false });
    const no = await call<Answer>(offersRoute, { method: 'GET', host: closed.domains[0]!, url: '/api/spot/offers', headers: { lang: 'en' } });
    expect(no.status).toBe(404);
    expect(no.json.message).toBe(en.Api.spotClosed);
  });
});

describe('reserving', () => {
  it('30 concurrent reservations of 1 against 10 left: exactly 10 hold, remaining 0, never negative', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 10 });
    const users = await Promise.all(Array.from({ length: 30 }, () => userWithSession(a.id, { certificationStatus: 3 })));
    const answers = await Promise.all(users.map((u) => reserve(u.token, reserveForm(offer))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.status).toBe(422);
    expect(await offerRemaining(offer)).toBe(0);
    const db = await getDb();
    const held = await db.select().from(spotReservations).where(eq(spotReservations.offerId, offer));
    expect(held).toHaveLength(10);
  });

  it('checks the quantity (spec §5), the agreement and the attorney file, keeping nothing on a refusal', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 3 });
    const cases: [Record<string, string>, string][] = [
      [{ quantity: '' }, en.Validation.required],
      [{ quantity: '1.5' }, en.Validation.integer],
      [{ quantity: '-2' }, en.Validation.notNegative],
      [{ quantity: '0' }, en.Validation.positive],
      [{ quantity: '4' }, en.Validation.quantityMax.replace('{max}', '3')],
    ];
    for (const [over, message] of cases) {
      const res = await reserve(user.token, reserveForm(offer, over), 'en');
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.json.fieldErrors?.quantity, JSON.stringify(over)).toEqual([message]);
    }
    // the contact fields: the messages the reservation form shows under its fields for the same input
    const contactCases: [Record<string, string>, string, string][] = [
      [{ contactPhone: 'abc' }, 'contactPhone', cn.Validation.phone],
      [{ contactPhone: '' }, 'contactPhone', cn.Validation.required],
      [{ contactName: '李敏🚢' }, 'contactName', cn.Validation.emoji],
      [{ contactCompany: ' ' }, 'contactCompany', cn.Validation.required],
    ];
    for (const [over, field, message] of contactCases) {
      const res = await reserve(user.token, reserveForm(offer, over), 'cn');
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.json.fieldErrors?.[field], JSON.stringify(over)).toEqual([message]);
    }
    expect(await offerRemaining(offer)).toBe(3);
    const noAgree = await reserve(user.token, reserveForm(offer, { agree: 'false' }), 'cn');
    expect(noAgree.json.fieldErrors?.agree).toEqual([cn.Validation.agreeRequired]);
    const noFile = await reserve(user.token, reserveForm(offer, {}, null), 'cn');
    expect(noFile.json.fieldErrors?.attorney).toEqual([cn.Validation.attorneyRequired]);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], '委托书.pdf', { type: 'application/pdf' });
    const tooBig = await reserve(user.token, reserveForm(offer, {}, big), 'en');
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe(en.Api.fileTooLarge.replace('{max}', '10'));
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'attorney.pdf', { type: 'application/pdf' });
    const wrong = await reserve(user.token, reserveForm(offer, {}, exe), 'en');
    expect(wrong.status).toBe(415);
    expect(wrong.json.message).toBe(en.Api.attorneyTypeNotAllowed);
    expect(await offerRemaining(offer)).toBe(3);
  });

  it('answers 403 to an uncertified user and 401 to a visitor', async () => {
    const offer = await createSpotOffer(a.id);
    const u = await userWithSession(a.id, { certificationStatus: 0 });
    expect((await reserve(u.token, reserveForm(offer))).status).toBe(403);
    expect((await callMultipart(reserveRoute, { host: host(), url: '/api/spot/reserve', form: reserveForm(offer) })).status).toBe(401);
    expect(await offerRemaining(offer)).toBe(10);
  });
});

describe('the 3-minute payment window', () => {
  it('queues a job at the deadline; past it the server cancels the reservation and the quantity returns once', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const res = await reserve(user.token, reserveForm(offer, { quantity: '2' }));
    expect(res.status).toBe(200);
    const r = res.json.data!;
    expect(r.status).toBe('unpaid');
    expect(r.payment!.secondsLeft).toBeGreaterThan(PAY_WINDOW_SECONDS - 5);
    expect(r.prepaidFee).toBe('2000.00');
    expect(await offerRemaining(offer)).toBe(3);
    const db = await getDb();
    const queued = (await db.select().from(jobs).where(eq(jobs.name, 'spot.expire'))).find((j) => j.payload.reservationId === r.id);
    expect(queued!.runAt.getTime()).toBe(new Date(r.payDeadline).getTime());

    const deadline = new Date(r.payDeadline);
    expect(await expireReservation(db, r.id, new Date(deadline.getTime() - 1000))).toBe(false);
    expect(await offerRemaining(offer)).toBe(3);
    const after = new Date(deadline.getTime() + 1000);
    expect(await expireReservation(db, r.id, after)).toBe(true);
    expect(await expireReservation(db, r.id, after)).toBe(false);
    await expireDueReservations(db, after);
    expect(await offerRemaining(offer)).toBe(5);
    const cancelled = await db.select().from(spotReservationEvents).where(and(eq(spotReservationEvents.reservationId, r.id), eq(spotReservationEvents.status, 'cancelled')));
    expect(cancelled).toHaveLength(1);
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.id, r.id));
    expect(row!.status).toBe('cancelled');
  });

  it('a payment notification delivered twice completes once; a late payment is refunded, never a reservation', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const db = await getDb();
    const paid = (await reserve(user.token, reserveForm(offer))).json.data!;
    const notice = { tradeNo: paid.payment!.tradeNo, amount: paid.payment!.amount, providerTradeNo: 'WX1' };
    expect(await applyPayment(db, notice)).toBe('paid');
    expect(await applyPayment(db, notice)).toBe('duplicate');
    const [inHand] = await db.select().from(spotReservations).where(eq(spotReservations.id, paid.id));
    expect(inHand!.status).toBe('inHand');
    const events = await db.select().from(spotReservationEvents).where(and(eq(spotReservationEvents.reservationId, paid.id), eq(spotReservationEvents.status, 'inHand')));
    expect(events).toHaveLength(1);
    expect(await expireReservation(db, paid.id, new Date(Date.now() + 3_600_000))).toBe(false);

    const late = (await reserve(user.token, reserveForm(offer))).json.data!;
    expect(await offerRemaining(offer)).toBe(3);
    const outcome = await applyPayment(db, { tradeNo: late.payment!.tradeNo, amount: late.payment!.amount, providerTradeNo: 'WX2', now: new Date(new Date(late.payDeadline).getTime() + 5000) });
    expect(outcome).toBe('refunded');
    const [lateRow] = await db.select().from(spotReservations).where(eq(spotReservations.id, late.id));
    expect(lateRow!.status).toBe('cancelled');
    const [pay] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, late.id));
    expect(pay!.status).toBe('refunded');
    expect(await offerRemaining(offer)).toBe(4);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, 'spot@haixing.test'), eq(outboxMessages.kind, 'spot-reservation')));
    expect(mails.some((m) => m.body.includes(late.orderCode) && m.body.includes('3 个工作日'))).toBe(true);
  });

  it('the sandbox wallet shows the code to its owner only and pays it', async () => {
    const offer = await createSpotOffer(a.id);
    const r = (await reserve(user.token, reserveForm(offer))).json.data!;
    const code = r.payment!.tradeNo;
    expect(r.payment!.codeUrl).toContain(`/mobile/spotPay?code=${code}`);
    const other = await userWithSession(a.id, { certificationStatus: 3 });
    const hidden = await call<Answer>(payInfoRoute, { method: 'GET', host: host(), url: `/api/spot/payInfo?code=${code}`, cookies: { author: other.token } });
    expect(hidden.status).toBe(404);
    const info = await call<{ data: { amount: number; status: string } }>(payInfoRoute, { method: 'GET', host: host(), url: `/api/spot/payInfo?code=${code}`, cookies: { author: user.token } });
    expect(info.json.data).toMatchObject({ amount: 100_000, status: 'pending' });
    const pay = await call<Answer>(sandboxPayRoute, { host: host(), url: '/api/spot/sandboxPay', body: { code }, cookies: { author: user.token } });
    expect(pay.json.data!.outcome).toBe('paid');
    const again = await call<Answer>(sandboxPayRoute, { host: host(), url: '/api/spot/sandboxPay', body: { code }, cookies: { author: user.token } });
    expect(again.json.data!.outcome).toBe('duplicate');
    const mine = await call<Answer>(myRoute, { method: 'GET', host: host(), url: '/api/spot/myReservations?status=inHand', cookies: { author: user.token } });
    expect(mine.json.rows!.map((x) => x.id)).toContain(r.id);
  });
});

describe('review and files', () => {
  it('refusing gives the space back once and refunds; completing keeps it; only a reservation in hand is reviewed', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 4 });
    const db = await getDb();
    const staff = { staff_author: (await staffWithSession(a.id, ['orders'])).token };
    const review = (body: Record<string, unknown>, lang = 'cn') => call<Answer>(reviewRoute, { host: host(), url: '/api/staff/spot/review', body, cookies: staff, headers: { lang } });
    const one = (await reserve(user.token, reserveForm(offer, { quantity: '2' }))).json.data!;
    const two = (await reserve(user.token, reserveForm(offer, { quantity: '1' }))).json.data!;
    await applyPayment(db, { tradeNo: one.payment!.tradeNo, amount: one.payment!.amount, providerTradeNo: 'A' });
    await applyPayment(db, { tradeNo: two.payment!.tradeNo, amount: two.payment!.amount, providerTradeNo: 'B' });
    expect(await offerRemaining(offer)).toBe(1);
    const noReason = await review({ id: one.id, action: 'refuse' }, 'en');
    expect(noReason.json.fieldErrors?.reason).toEqual([en.Validation.reasonRequired]);
    expect((await review({ id: one.id, action: 'refuse', reason: '船期调整，舱位取消' })).status).toBe(200);
    expect((await review({ id: one.id, action: 'refuse', reason: '再次' })).status).toBe(409);
    expect(await offerRemaining(offer)).toBe(3);
    const [pay] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, one.id));
    expect(pay!.status).toBe('refunded');
    // the provider pays it back from the refund job, once
    const refundJobs = (await db.select().from(jobs).where(eq(jobs.name, REFUND_JOB))).filter((j) => j.payload.paymentId === pay!.id);
    expect(refundJobs).toHaveLength(1);
    expect(await refundPayment(db, pay!.id)).toBe(true);
    expect(await refundPayment(db, pay!.id)).toBe(false);
    const [repaid] = await db.select().from(spotPayments).where(eq(spotPayments.id, pay!.id));
    expect(repaid!.refundId).toMatch(/^SBR[0-9A-F]{16}$/);
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, 'spot@haixing.test'), eq(outboxMessages.subject, `【环球物流】现舱预订 ${one.orderCode} 未通过`)));
    expect(mail!.body).toContain('船期调整，舱位取消');
    expect(mail!.body).toContain('3 个工作日内全额退回');
    expect((await review({ id: two.id, action: 'complete', billNo: 'cosu6400112233' })).status).toBe(200);
    expect(await offerRemaining(offer)).toBe(3);
    const [done] = await db.select().from(spotReservations).where(eq(spotReservations.id, two.id));
    expect(done).toMatchObject({ status: 'completed', billNo: 'COSU6400112233' });
    expect(done!.auditAt).not.toBeNull();
  });

  it('serves the attorney file to its owner; another user gets 404', async () => {
    const offer = await createSpotOffer(a.id);
    const r = (await reserve(user.token, reserveForm(offer))).json.data!;
    // the file answer is not JSON: the handler is called directly
    const req = (token: string) => attorneyRoute(new NextRequest(new URL(`http://${host()}/api/spot/attorney?id=${r.id}`), { headers: { host: host(), cookie: `author=${token}` } }));
    const mine = await req(user.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    const other = await userWithSession(a.id, { certificationStatus: 3 });
    const theirs = await req(other.token);
    expect(theirs.status).toBe(404);
  });
});

describe('mails and event notes in the language the reservation was made in', () => {
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

  for (const [lang, messages] of [['en', en], ['cn', cn]] as const) {
    it(`a reservation made in ${lang}: paid, refused, cancelled and refunded are written in ${lang}`, async () => {
      const b = await createCompany({ companyNameCn: '环球物流', companyNameEn: 'Global Logistics' });
      const company = lang === 'en' ? 'Global Logistics' : '环球物流';
      const email = `spot-${lang}-${Date.now()}@haixing.test`;
      const owner = await userWithSession(b.id, { certificationStatus: 3, email });
      const offer = await createSpotOffer(b.id, { remaining: 5 });
      const reserveIn = async () =>
        (await callMultipart<Answer>(reserveRoute, { host: b.domains[0]!, url: '/api/spot/reserve', form: reserveForm(offer), cookies: { author: owner.token }, headers: { lang } })).json.data!;
      const db = await getDb();
      const mailsOf = async (code: string) =>
        (await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'spot-reservation')))).filter((m) => m.subject.includes(code));
      const notesOf = async (id: number) => (await db.select().from(spotReservationEvents).where(eq(spotReservationEvents.reservationId, id))).map((e) => e.note).filter(Boolean);

      // paid with the sandbox wallet, then refused by staff (whose own language does not matter)
      const paid = await reserveIn();
      const pay = await call<Answer>(sandboxPayRoute, { host: b.domains[0]!, url: '/api/spot/sandboxPay', body: { code: paid.payment!.tradeNo }, cookies: { author: owner.token }, headers: { lang: 'cn' } });
      expect(pay.json.data!.outcome).toBe('paid');
      const staff = { staff_author: (await staffWithSession(b.id, ['orders'])).token };
      const refused = await call<Answer>(reviewRoute, { host: b.domains[0]!, url: '/api/staff/spot/review', body: { id: paid.id, action: 'refuse', reason: 'Vessel change' }, cookies: staff, headers: { lang: lang === 'en' ? 'cn' : 'en' } });
      expect(refused.status).toBe(200);
      const values = { company, orderCode: paid.orderCode };
      expect((await mailsOf(paid.orderCode)).map((m) => m.subject).sort()).toEqual([fill(messages.Spot.mail.inHandSubject, values), fill(messages.Spot.mail.refusedSubject, values)].sort());
      expect(await notesOf(paid.id)).toContain(fill(messages.Spot.paidNote, { amount: '1000.00' }));

      // the window closed unpaid
      const unpaid = await reserveIn();
      expect(await expireReservation(db, unpaid.id, new Date(new Date(unpaid.payDeadline).getTime() + 1000))).toBe(true);
      expect(await notesOf(unpaid.id)).toEqual([fill(messages.Spot.cancelNote, { minutes: 3 })]);

      // paid after the window: refunded
      const late = await reserveIn();
      await applyPayment(db, { tradeNo: late.payment!.tradeNo, amount: late.payment!.amount, providerTradeNo: `L${lang}`, now: new Date(new Date(late.payDeadline).getTime() + 5000) });
      const [refund] = await mailsOf(late.orderCode);
      expect(refund!.subject).toBe(fill(messages.Spot.mail.lateRefundSubject, { company, orderCode: late.orderCode }));
      // the body's message line (between the greeting and the signature)
      expect(refund!.body).toContain(fill(messages.Spot.mail.lateRefundBody.split('\n')[2]!, { amount: '1000.00', orderCode: late.orderCode }));
      expect(await notesOf(late.id)).toContain(fill(messages.Spot.lateRefundNote, { amount: '1000.00' }));
    });
  }
});

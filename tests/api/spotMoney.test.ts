// Money of spot space: the sandbox wallet runs only when enabled (a production server without
// WeChat Pay and without PAYMENTS=sandbox refuses reservations, taking nothing), a closed order is
// refused by the sandbox wallet instead of "refunding" money it never took, and large amounts fit
// their columns (fees and quantities bounded by the contracts, 422 per field, never a 500).
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as sandboxPayRoute } from '@/app/api/spot/sandboxPay/route';
import { GET as payInfoRoute } from '@/app/api/spot/payInfo/route';
import { POST as saveOfferRoute } from '@/app/api/staff/spot/offers/save/route';
import { PAY_WINDOW_SECONDS, SPOT_OFFER_QTY_MAX, type SpotReservation } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { jobs, outboxMessages, spotPayments, spotReservationEvents, spotReservations } from '@/lib/server/db/schema';
import { paymentSettings, sandboxEnabled } from '@/lib/server/payments';
import { applyPayment, expireReservation } from '@/lib/server/spot';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { withTempFilesDir } from './accountFixtures';
import { staffWithSession, userWithSession } from './authzFixtures';
import { createSpotOffer, offerRemaining, reserveAs, reserveForm } from './orderFixtures';

type Answer = { code: string; message?: string; data?: SpotReservation & { outcome?: string }; fieldErrors?: Record<string, string[]> };

withTempFilesDir();

let a: TestCompany;
let user: { token: string; userId: number };
const host = () => a.domains[0]!;
const reserve = (token: string, form: FormData, lang = 'cn') => reserveAs<Answer>(host(), token, form, lang);
const pay = (code: string, lang = 'cn') => call<Answer>(sandboxPayRoute, { host: host(), url: '/api/spot/sandboxPay', body: { code }, cookies: { author: user.token }, headers: { lang } });

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '金额物流' });
  user = await userWithSession(a.id, { certificationStatus: 3, email: 'money@haixing.test' });
});

// this file's own spies only (withTempFilesDir keeps one for the whole file)
let spies: { mockRestore: () => void }[] = [];
const sandboxOff = (production: boolean) =>
  spies.push(vi.spyOn(paymentSettings, 'sandbox').mockImplementation(() => (production ? sandboxEnabled({ NODE_ENV: 'production', PAYMENTS: undefined }) : false)));

afterEach(() => {
  for (const s of spies) s.mockRestore();
  spies = [];
  vi.useRealTimers();
});

describe('the sandbox wallet runs only when enabled', () => {
  it('is on for PAYMENTS=sandbox, and outside production when PAYMENTS is unset; off in production unless asked for', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production', PAYMENTS: undefined })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'production', PAYMENTS: 'off' })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'test', PAYMENTS: undefined })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'development', PAYMENTS: 'off' })).toBe(false);
  });

  it('a production server with neither WeChat Pay nor PAYMENTS=sandbox refuses a reservation and takes nothing', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const db = await getDb();
    const before = await db.select().from(spotReservations).where(eq(spotReservations.offerId, offer));
    sandboxOff(true);
    const zh = await reserve(user.token, reserveForm(offer));
    expect(zh.status).toBe(503);
    expect(zh.json.message).toBe(cn.Api.paymentsNotConfigured);
    const enAnswer = await reserve(user.token, reserveForm(offer), 'en');
    expect(enAnswer.json.message).toBe('Online payment is not configured; please contact sales.');
    expect(await offerRemaining(offer)).toBe(5);
    expect(await db.select().from(spotReservations).where(eq(spotReservations.offerId, offer))).toEqual(before);
  });

  it('a sandbox code made while it was on cannot be paid once it is off', async () => {
    const offer = await createSpotOffer(a.id);
    const r = (await reserve(user.token, reserveForm(offer))).json.data!;
    sandboxOff(false);
    const refused = await pay(r.payment!.tradeNo, 'en');
    expect(refused.status).toBe(503);
    expect(refused.json.message).toBe(en.Api.paymentsNotConfigured);
    const info = await call<Answer>(payInfoRoute, { method: 'GET', host: host(), url: `/api/spot/payInfo?code=${r.payment!.tradeNo}`, cookies: { author: user.token } });
    expect(info.status).toBe(503);
    const db = await getDb();
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.id, r.id));
    expect(row!.status).toBe('unpaid');
  });
});

describe('a payment after the 3-minute window', () => {
  it('the sandbox wallet refuses a closed order with the timeout text and records no refund', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 3 });
    const r = (await reserve(user.token, reserveForm(offer))).json.data!;
    const db = await getDb();
    // the window ends unseen (the expiry job has not run yet)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(new Date(r.payDeadline).getTime() + 5_000));
    const late = await pay(r.payment!.tradeNo);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(cn.Api.spotPayTimeout.replace('{minutes}', String(PAY_WINDOW_SECONDS / 60)));
    const lateEn = await pay(r.payment!.tradeNo, 'en');
    expect(lateEn.json.message).toBe('Payment by scan code must finish within 3 minutes, otherwise the unpaid order is cancelled automatically.');
    const [payment] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, r.id));
    expect(payment).toMatchObject({ status: 'pending', refundedAt: null, providerTradeNo: '' });
    expect(await db.select().from(spotReservationEvents).where(and(eq(spotReservationEvents.reservationId, r.id), eq(spotReservationEvents.status, 'refunded')))).toHaveLength(0);
    expect((await db.select().from(jobs).where(eq(jobs.name, 'spot.refund'))).filter((j) => j.payload.paymentId === payment!.id)).toHaveLength(0);
    // once the window is closed by the server, still refused, still nothing to refund
    expect(await expireReservation(db, r.id)).toBe(true);
    const closed = await pay(r.payment!.tradeNo);
    expect(closed.status).toBe(409);
    const [after] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, r.id));
    expect(after).toMatchObject({ status: 'closed', refundedAt: null });
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'money@haixing.test'));
    expect(mails.filter((m) => m.body.includes(r.orderCode) && m.subject.includes('退回'))).toHaveLength(0);
    expect(await offerRemaining(offer)).toBe(3);
  });

  it('money a provider did receive after the window is still refunded in full', async () => {
    const offer = await createSpotOffer(a.id);
    const r = (await reserve(user.token, reserveForm(offer))).json.data!;
    const db = await getDb();
    const at = new Date(new Date(r.payDeadline).getTime() + 5_000);
    expect(await applyPayment(db, { tradeNo: r.payment!.tradeNo, amount: r.payment!.amount, providerTradeNo: 'WXLATE', now: at })).toBe('refunded');
    const [payment] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, r.id));
    expect(payment!.status).toBe('refunded');
  });
});

describe('amounts fit their columns', () => {
  it('¥5,000 × 4,295 containers (more than 2^31 fen) is reserved and paid, not a 500', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5_000, prepaidFee: '5000.00' });
    const res = await reserve(user.token, reserveForm(offer, { quantity: '4295' }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = res.json.data!;
    expect(r.prepaidFee).toBe('21475000.00');
    expect(r.payment!.amount).toBe(2_147_500_000);
    expect((await pay(r.payment!.tradeNo)).json.data!.outcome).toBe('paid');
    const db = await getDb();
    const [payment] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, r.id));
    expect(payment).toMatchObject({ status: 'paid', amount: 2_147_500_000 });
  });

  it('the largest offer a staff member can save (¥9,999,999.99 × 10,000) is reserved whole', async () => {
    const staff = { staff_author: (await staffWithSession(a.id, ['orders'])).token };
    const save = (body: Record<string, unknown>, lang = 'cn') => call<{ data?: { id: number }; fieldErrors?: Record<string, string[]> }>(saveOfferRoute, { host: host(), url: '/api/staff/spot/offers/save', body, cookies: staff, headers: { lang } });
    await createSpotOffer(a.id); // the ports and carrier of the offer below
    const etd = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const offer = { carrierCode: 'COSU', polCode: 'CNSHA', podCode: 'NLRTM', etd, containerType: '45HQ', totalQuantity: SPOT_OFFER_QTY_MAX, price: '9999999.99', prepaidFee: '9999999.99', deadSpaceFee: '9999999.99' };
    // beyond the bounds: 422 per field, nothing saved
    const tooMuch = await save({ ...offer, prepaidFee: '10000000.00', totalQuantity: SPOT_OFFER_QTY_MAX + 1 }, 'en');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.fieldErrors?.prepaidFee).toEqual([en.Validation.moneyMax.replace('{max}', '9,999,999.99')]);
    expect(tooMuch.json.fieldErrors?.totalQuantity).toEqual([en.Validation.tooBig.replace('{max}', String(SPOT_OFFER_QTY_MAX))]);
    const saved = await save(offer);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = saved.json.data!.id;
    // a quantity above what any offer can hold is refused by the contract
    const over = await reserve(user.token, reserveForm(id, { quantity: String(SPOT_OFFER_QTY_MAX + 1) }), 'en');
    expect(over.status).toBe(422);
    expect(over.json.fieldErrors?.quantity).toEqual([en.Validation.quantityMax.replace('{max}', String(SPOT_OFFER_QTY_MAX))]);
    const res = await reserve(user.token, reserveForm(id, { quantity: String(SPOT_OFFER_QTY_MAX) }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = res.json.data!;
    expect(r.prepaidFee).toBe('99999999900.00');
    expect(r.deadSpaceFee).toBe('99999999900.00');
    expect(r.payment!.amount).toBe(9_999_999_990_000);
    expect(Number.isSafeInteger(r.payment!.amount)).toBe(true);
    expect((await pay(r.payment!.tradeNo)).json.data!.outcome).toBe('paid');
    expect(await offerRemaining(id)).toBe(0);
  });
});

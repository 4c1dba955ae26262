// From alert to space in one click (issue 12, point 8): a rate alert for a lane with open premium
// spot space links straight into each offer's reservation (prefill=1); the reservation form is then
// filled for the logged-in subscriber by GET /spot/prefill (their last reservation's contact, else
// their account's name, enterprise and mobile).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as prefillRoute } from '@/app/api/spot/prefill/route';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import { spotReserveHref, type SpotPrefill } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { outboxMessages, ports, rateSubscriptions, spotOffers, users } from '@/lib/server/db/schema';
import { saveRate } from '@/lib/server/rateAdmin';
import { sendRateAlerts } from '@/lib/server/rateAlerts';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, withTempFilesDir } from './accountFixtures';
import { userWithSession } from './authzFixtures';
import { createSpotOffer, reserveForm } from './orderFixtures';
import { lclRate } from './rateFixtures';

withTempFilesDir();

let seq = 0;

/** A company with the booking ports (CNSHA → NLRTM), an LCL rate on that lane and a confirmed subscriber of it. */
async function laneWorld(c: TestCompany, locale: 'cn' | 'en' = 'cn') {
  const first = await createSpotOffer(c.id, { remaining: 6 });
  const db = await getDb();
  const lanePorts = await db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, c.id));
  const pol = lanePorts.find((p) => p.code === 'CNSHA')!.id;
  const pod = lanePorts.find((p) => p.code === 'NLRTM')!.id;
  const rate = await saveRate(db, c.id, { staffId: null, name: '测试' }, lclRate(pol, pod));
  const email = `alert${process.pid}x${++seq}@shipper.test`;
  // the address of a certified account of the company (full rate access): its mail names the prepaid fee
  await userWithSession(c.id, { certificationStatus: 3, email });
  await db.insert(rateSubscriptions).values({ companyId: c.id, subscribeEmail: email, portStartId: pol, portEndId: pod, confirmedAt: new Date(), locale });
  return { first, rateId: rate.id, email, pol, pod };
}

async function alertMail(companyId: number, rateId: number, email: string): Promise<string> {
  const db = await getDb();
  await sendRateAlerts(db, { companyId, rateId, oldPrices: null, newPrices: { perCbm: 45 } });
  const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'rate-alert')));
  expect(mail, 'the alert was queued').toBeDefined();
  return mail!.body;
}

describe('rate alert → spot reservation', () => {
  let a: TestCompany;

  beforeAll(async () => {
    a = await createCompany({ companyNameCn: '一键物流', bookingSpaceFlag: true });
  });

  it("links each open offer of the lane straight into its reservation, in each subscriber's language, and leaves out what cannot be reserved", async () => {
    const w = await laneWorld(a);
    // a second subscriber of the lane, who subscribed on the English site
    const enEmail = `alert${process.pid}x${++seq}en@shipper.test`;
    await userWithSession(a.id, { certificationStatus: 3, email: enEmail });
    await (await getDb()).insert(rateSubscriptions).values({ companyId: a.id, subscribeEmail: enEmail, portStartId: w.pol, portEndId: w.pod, confirmedAt: new Date(), locale: 'en' });
    const second = await createSpotOffer(a.id, { remaining: 2 });
    const soldOut = await createSpotOffer(a.id, { remaining: 1 });
    const sailed = await createSpotOffer(a.id, { remaining: 4 });
    const db = await getDb();
    await db.update(spotOffers).set({ remaining: 0 }).where(eq(spotOffers.id, soldOut));
    await db.update(spotOffers).set({ etd: '2020-01-01' }).where(eq(spotOffers.id, sailed));
    const cnPart = await alertMail(a.id, w.rateId, w.email);
    const [enMail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.recipient, enEmail), eq(outboxMessages.kind, 'rate-alert')));
    const enPart = enMail!.body;
    expect(enMail!.subject).toContain('rates updated on Shanghai → Rotterdam');
    expect(cnPart).not.toContain(en.Api.rateAlertSpotHead);
    expect(enPart).not.toContain('该航线现有优选现舱');
    const host = a.domains[0]!;
    for (const id of [w.first, second]) {
      expect(cnPart).toContain(`http://${host}${spotReserveHref(id)}`);
      expect(enPart).toContain(`http://${host}/en${spotReserveHref(id)}`);
    }
    expect(spotReserveHref(w.first)).toBe(`/lookPresentCabin/reserve?offerId=${w.first}&prefill=1`);
    expect(cnPart).toContain('该航线现有优选现舱，可直接预订：');
    expect(cnPart).toMatch(/中远海运 {2}40HQ-\d+ {2}ETD \d{4}-\d\d-\d\d {2}剩余 6 个 {2}预付款 ¥1000\.00\/柜/);
    expect(enPart).toContain(en.Api.rateAlertSpotHead);
    expect(enPart).toMatch(/COSCO {2}40HQ-\d+ {2}ETD \d{4}-\d\d-\d\d {2}6 left/);
    for (const id of [soldOut, sailed]) expect(`${cnPart}${enPart}`).not.toContain(`offerId=${id}&`);
  });

  it('carries no spot link when the lane has no open offer or the company offers no spot space', async () => {
    const closed = await createCompany({ bookingSpaceFlag: false });
    const w = await laneWorld(closed);
    const body = await alertMail(closed.id, w.rateId, w.email);
    expect(body).not.toContain('lookPresentCabin');
    expect(body).not.toContain('优选现舱');

    const empty = await createCompany({ bookingSpaceFlag: true });
    const w2 = await laneWorld(empty);
    await (await getDb()).update(spotOffers).set({ remaining: 0 }).where(eq(spotOffers.id, w2.first));
    expect(await alertMail(empty.id, w2.rateId, w2.email)).not.toContain('lookPresentCabin');
  });
});

describe('GET /spot/prefill', () => {
  let a: TestCompany;

  beforeAll(async () => {
    a = await createCompany({ companyNameCn: '预填物流' });
  });

  const prefill = (token?: string) => call<{ code: string; data?: SpotPrefill }>(prefillRoute, { method: 'GET', host: a.domains[0]!, url: '/api/spot/prefill', cookies: token ? { author: token } : undefined });

  it("fills the form for the logged-in subscriber: from their account until they reserve, then with their last reservation's contact", async () => {
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const db = await getDb();
    await db.update(users).set({ nameCn: '王芳', companyNameCn: '宁波海星家居用品有限公司' }).where(eq(users.id, u.userId));
    const fromAccount = await prefill(u.token);
    expect(fromAccount.status).toBe(200);
    expect(fromAccount.json.data).toEqual({ contactName: '王芳', contactCompany: '宁波海星家居用品有限公司', contactPhone: u.mobile });

    const offer = await createSpotOffer(a.id);
    const reserved = await callMultipart(reserveRoute, {
      host: a.domains[0]!,
      url: '/api/spot/reserve',
      form: reserveForm(offer, { contactName: '李敏', contactCompany: '宁波海星进出口部', contactPhone: '13912345678' }),
      cookies: { author: u.token },
    });
    expect(reserved.status).toBe(200);
    expect((await prefill(u.token)).json.data).toEqual({ contactName: '李敏', contactCompany: '宁波海星进出口部', contactPhone: '13912345678' });

    // someone else's reservation is never what fills my form
    const other = await userWithSession(a.id, { certificationStatus: 3 });
    const [account] = await db.select().from(users).where(eq(users.id, other.userId));
    expect((await prefill(other.token)).json.data).toEqual({ contactName: account!.nameCn, contactCompany: account!.companyNameCn, contactPhone: other.mobile });
  });

  it('answers 401 to a visitor and 403 to an uncertified user', async () => {
    expect((await prefill()).status).toBe(401);
    const u = await userWithSession(a.id, { certificationStatus: 0 });
    expect((await prefill(u.token)).status).toBe(403);
  });
});

// POST /websubMaskFcl/saveSubMaskFcl (and its delete and manage-link routes) against a real database,
// through the route exports.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/websubMaskFcl/saveSubMaskFcl/route';
import { POST as deleteRoute } from '@/app/api/websubMaskFcl/deleteSubMaskFcl/route';
import { POST as manageRoute } from '@/app/api/websubMaskFcl/manageSubMaskFcl/route';
import { manageSubscriptionsAnswer, saveSubscriptionAnswer } from '@/lib/contracts/subscriptions';
import { getDb } from '@/lib/server/db';
import { outboxMessages, rateSubscriptions, users } from '@/lib/server/db/schema';
import { LIMITS } from '@/lib/server/rateLimit';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, createPort, createUserWithSession, type TestCompany } from './helpers';

const URL_PATH = '/api/websubMaskFcl/saveSubMaskFcl';

type Answer = {
  code: string;
  message?: string;
  data?: { id: number; subscribeEmail: string; portStartId: number; portEndId: number; created: boolean };
  fieldErrors?: Record<string, string[]>;
};

let a: TestCompany;
let b: TestCompany;
const p: Record<string, number> = {};

let ipSeq = 0;
/** A new client address per call unless one is given: the per-address limit stays out of the other tests. */
const freshIp = () => `10.55.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function save(company: TestCompany, body: Record<string, unknown>, opts: { token?: string; lang?: 'cn' | 'en'; ip?: string } = {}) {
  return call<Answer>(POST, {
    url: URL_PATH,
    host: company.domains[0],
    body,
    cookies: opts.token ? { author: opts.token } : undefined,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...(opts.lang ? { lang: opts.lang } : {}) },
  });
}

function remove(company: TestCompany, body: Record<string, unknown>, opts: { token?: string } = {}) {
  return call<Answer>(deleteRoute, {
    host: company.domains[0],
    body,
    cookies: opts.token ? { author: opts.token } : undefined,
    headers: { 'x-forwarded-for': freshIp() },
  });
}

/** The manage-link token of the latest subscription mail to an address. */
async function mailedToken(companyId: number, email: string): Promise<string> {
  const db = await getDb();
  const [msg] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'subscription-link')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = msg?.body.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no manage link mailed to ${email}`);
  return token;
}

async function mailsTo(companyId: number, email: string) {
  const db = await getDb();
  return db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, email)));
}

async function rowsOf(companyId: number) {
  const db = await getDb();
  return db.select().from(rateSubscriptions).where(eq(rateSubscriptions.companyId, companyId));
}

async function rowById(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(rateSubscriptions).where(eq(rateSubscriptions.id, id));
  return row;
}

beforeAll(async () => {
  a = await createCompany({ domains: ['subs-a.test'] });
  b = await createCompany({ domains: ['subs-b.test'] });
  p.ningbo = (await createPort(a.id, { code: 'CNNGB', nameEn: 'Ningbo', isOrigin: true, isDestination: false })).id;
  p.shanghai = (await createPort(a.id, { code: 'CNSHA', nameEn: 'Shanghai', isOrigin: true, isDestination: false })).id;
  p.hamburg = (await createPort(a.id, { code: 'DEHAM', nameEn: 'Hamburg', isOrigin: false, isDestination: true })).id;
  p.rotterdam = (await createPort(a.id, { code: 'NLRTM', nameEn: 'Rotterdam', isOrigin: false, isDestination: true })).id;
  p.hongKong = (await createPort(a.id, { code: 'HKHKG', nameEn: 'Hong Kong', isOrigin: true, isDestination: true })).id;
  p.ningboB = (await createPort(b.id, { code: 'CNNGB', nameEn: 'Ningbo', isOrigin: true, isDestination: true })).id;
  p.hamburgB = (await createPort(b.id, { code: 'DEHAM', nameEn: 'Hamburg', isOrigin: true, isDestination: true })).id;
});

describe('POST /websubMaskFcl/saveSubMaskFcl', () => {
  it('saves a visitor subscription on the company of the host, with no user', async () => {
    const res = await save(a, { subscribeEmail: 'visitor@example.com', portStartId: p.ningbo, portEndId: p.hamburg }, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(saveSubscriptionAnswer.parse(res.json).code).toBe('1');
    expect(res.json.message).toBe(en.Api.subscriptionSaved);
    expect(res.json.data).toMatchObject({ portStartId: p.ningbo, portEndId: p.hamburg, created: true });
    const row = await rowById(res.json.data!.id);
    expect(row).toMatchObject({ companyId: a.id, userId: null, subscribeEmail: 'visitor@example.com', locale: 'en' });
  });

  it('stores the language of the save with the subscription (its alerts are written in it); saving again in the other one switches it', async () => {
    const body = { subscribeEmail: 'lang@example.com', portStartId: p.ningbo, portEndId: p.rotterdam };
    const first = await save(a, body, { lang: 'cn' });
    expect((await rowById(first.json.data!.id))!.locale).toBe('cn');
    const again = await save(a, body, { lang: 'en' });
    expect(again.json.data!.id).toBe(first.json.data!.id);
    expect((await rowById(first.json.data!.id))!.locale).toBe('en');
  });

  it('updates the existing row when the same email (any case, spaces) subscribes to the same lane again', async () => {
    const first = await save(a, { subscribeEmail: 'Twice@Example.com', portStartId: p.shanghai, portEndId: p.rotterdam });
    const again = await save(a, { subscribeEmail: '  twice@example.COM ', portStartId: p.shanghai, portEndId: p.rotterdam });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ id: first.json.data!.id, created: false });
    const db = await getDb();
    const rows = await db
      .select()
      .from(rateSubscriptions)
      .where(and(eq(rateSubscriptions.companyId, a.id), eq(rateSubscriptions.subscribeEmail, 'twice@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
  });

  it('keeps different lanes of one email apart', async () => {
    const one = await save(a, { subscribeEmail: 'lanes@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const two = await save(a, { subscribeEmail: 'lanes@example.com', portStartId: p.ningbo, portEndId: p.rotterdam });
    expect(two.json.data!.id).not.toBe(one.json.data!.id);
  });

  it.each([
    ['a malformed email', { subscribeEmail: 'not-an-email', portStartId: 1, portEndId: 2 }, 'subscribeEmail'],
    ['a too short top-level domain', { subscribeEmail: 'a@example.c', portStartId: 1, portEndId: 2 }, 'subscribeEmail'],
    ['an email over 50 characters', { subscribeEmail: `${'a'.repeat(40)}@example.com`, portStartId: 1, portEndId: 2 }, 'subscribeEmail'],
    ['no origin', { subscribeEmail: 'a@example.com', portEndId: 2 }, 'portStartId'],
    ['a destination that is not an id', { subscribeEmail: 'a@example.com', portStartId: 1, portEndId: 'x' }, 'portEndId'],
  ])('refuses %s with 422 and a field message', async (_, body, field) => {
    const before = (await rowsOf(a.id)).length;
    const res = await save(a, body, { lang: 'cn' });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('0');
    expect(res.json.message).toBe(cn.Api.invalidInput);
    expect(Object.keys(res.json.fieldErrors ?? {})).toContain(field);
    expect((await rowsOf(a.id)).length).toBe(before);
  });

  it("refuses another company's port, in the caller's language", async () => {
    const cnRes = await save(a, { subscribeEmail: 'x@example.com', portStartId: p.ningboB, portEndId: p.hamburg }, { lang: 'cn' });
    expect(cnRes.status).toBe(422);
    expect(cnRes.json).toMatchObject({ code: '0', message: cn.Api.subscriptionOriginInvalid });
    const enRes = await save(a, { subscribeEmail: 'x@example.com', portStartId: p.ningbo, portEndId: p.hamburgB }, { lang: 'en' });
    expect(enRes.status).toBe(422);
    expect(enRes.json).toMatchObject({ code: '0', message: en.Api.subscriptionDestinationInvalid });
    expect((await rowsOf(a.id)).some((r) => r.subscribeEmail === 'x@example.com')).toBe(false);
  });

  it('refuses a destination-only port as origin, an origin-only port as destination, and one port for both', async () => {
    const reversed = await save(a, { subscribeEmail: 'y@example.com', portStartId: p.hamburg, portEndId: p.ningbo });
    expect(reversed.json.message).toBe(cn.Api.subscriptionOriginInvalid);
    const originAsEnd = await save(a, { subscribeEmail: 'y@example.com', portStartId: p.shanghai, portEndId: p.ningbo });
    expect(originAsEnd.json.message).toBe(cn.Api.subscriptionDestinationInvalid);
    const same = await save(a, { subscribeEmail: 'y@example.com', portStartId: p.hongKong, portEndId: p.hongKong });
    expect(same.status).toBe(422);
    expect(same.json.message).toBe(cn.Api.subscriptionSamePorts);
  });

  it('stores each company apart: the same email and lane on another company is its own row', async () => {
    const onA = await save(a, { subscribeEmail: 'both@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const onB = await save(b, { subscribeEmail: 'both@example.com', portStartId: p.ningboB, portEndId: p.hamburgB });
    expect(onB.status).toBe(200);
    expect(onB.json.data!.id).not.toBe(onA.json.data!.id);
    expect((await rowById(onB.json.data!.id))!.companyId).toBe(b.id);
    expect((await rowsOf(b.id)).map((r) => r.subscribeEmail)).toEqual(['both@example.com']);
  });

  it("refuses to update another company's row by id and leaves it unchanged", async () => {
    const onB = await save(b, { subscribeEmail: 'owner-b@example.com', portStartId: p.ningboB, portEndId: p.hamburgB });
    const res = await save(a, { id: onB.json.data!.id, subscribeEmail: 'thief@example.com', portStartId: p.ningbo, portEndId: p.hamburg }, { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: '0', message: en.Api.subscriptionNotFound });
    expect(await rowById(onB.json.data!.id)).toMatchObject({ companyId: b.id, subscribeEmail: 'owner-b@example.com', portStartId: p.ningboB });
  });

  it('a visitor edits a visitor row by id only with the manage link mailed to its address', async () => {
    const created = await save(a, { subscribeEmail: 'edit@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const id = created.json.data!.id;
    // Any other visitor who knows (or counts up to) the id: not found, nothing changes.
    const byId = await save(a, { id, subscribeEmail: 'edit@example.com', portStartId: p.shanghai, portEndId: p.hamburg });
    expect(byId.status).toBe(404);
    expect(await rowById(id)).toMatchObject({ portStartId: p.ningbo });
    const token = await mailedToken(a.id, 'edit@example.com');
    const res = await save(a, { id, subscribeEmail: 'edit@example.com', portStartId: p.shanghai, portEndId: p.hamburg, token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, portStartId: p.shanghai, created: false });
    expect(await rowById(id)).toMatchObject({ portStartId: p.shanghai, portEndId: p.hamburg });
  });

  it('attaches the logged-in user, and lets only that user edit the row by id', async () => {
    const owner = await createUserWithSession(a.id);
    const other = await createUserWithSession(a.id);
    const created = await save(a, { subscribeEmail: 'mine@example.com', portStartId: p.ningbo, portEndId: p.rotterdam }, { token: owner.token });
    const id = created.json.data!.id;
    expect((await rowById(id))!.userId).toBe(owner.userId);

    const byOther = await save(a, { id, subscribeEmail: 'mine@example.com', portStartId: p.shanghai, portEndId: p.rotterdam }, { token: other.token });
    expect(byOther.status).toBe(404);
    const byVisitor = await save(a, { id, subscribeEmail: 'mine@example.com', portStartId: p.shanghai, portEndId: p.rotterdam });
    expect(byVisitor.status).toBe(404);
    expect((await rowById(id))!.portStartId).toBe(p.ningbo);

    const byOwner = await save(a, { id, subscribeEmail: 'mine@example.com', portStartId: p.shanghai, portEndId: p.rotterdam }, { token: owner.token });
    expect(byOwner.status).toBe(200);
    expect((await rowById(id))!.portStartId).toBe(p.shanghai);
  });

  it('editing a row onto a lane the email already has leaves one row for that lane', async () => {
    const kept = await save(a, { subscribeEmail: 'merge@example.com', portStartId: p.shanghai, portEndId: p.hamburg });
    const edited = await save(a, { subscribeEmail: 'merge@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const token = await mailedToken(a.id, 'merge@example.com');
    const res = await save(a, { id: edited.json.data!.id, subscribeEmail: 'merge@example.com', portStartId: p.shanghai, portEndId: p.hamburg, token });
    expect(res.status).toBe(200);
    expect(res.json.data!.id).toBe(kept.json.data!.id);
    const rows = (await rowsOf(a.id)).filter((r) => r.subscribeEmail === 'merge@example.com');
    expect(rows.map((r) => [r.portStartId, r.portEndId])).toEqual([[p.shanghai, p.hamburg]]);
  });
});

describe('who may change or delete a subscription', () => {
  it('a visitor subscription mails a manage link on the company\'s own site; opening it confirms and lists the address\'s subscriptions', async () => {
    const res = await save(a, { subscribeEmail: 'Link@Example.com', portStartId: p.ningbo, portEndId: p.hamburg }, { lang: 'en' });
    expect(res.status).toBe(200);
    const row = await rowById(res.json.data!.id);
    expect(row!.confirmedAt).toBeNull();
    const [mail] = await mailsTo(a.id, 'link@example.com');
    expect(mail).toMatchObject({ kind: 'subscription-link', channel: 'mail' });
    expect(mail!.body).toContain('http://subs-a.test/en/subscription?token=');
    expect(mail!.body).toContain('Ningbo → Hamburg');
    const token = await mailedToken(a.id, 'link@example.com');
    const managed = await call<Answer>(manageRoute, { host: 'subs-a.test', body: { token } });
    expect(managed.status).toBe(200);
    expect(manageSubscriptionsAnswer.parse(managed.json).data).toEqual({
      email: 'link@example.com',
      rows: [{ id: row!.id, subscribeEmail: 'link@example.com', portStartId: p.ningbo, portEndId: p.hamburg }],
    });
    expect((await rowById(row!.id))!.confirmedAt).not.toBeNull();
    // the link is worth nothing on another company, nor made up
    expect((await call<Answer>(manageRoute, { host: 'subs-b.test', body: { token } })).status).toBe(400);
    const madeUp = await call<Answer>(manageRoute, { host: 'subs-a.test', body: { token: 'x'.repeat(43) }, headers: { lang: 'en' } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.message).toBe(en.Api.subscriptionLinkInvalid);
  });

  it('nobody but the owner or the link holder deletes: other visitors, other users and other addresses\' links get 404', async () => {
    const owner = await createUserWithSession(a.id);
    const other = await createUserWithSession(a.id);
    const usersRow = await save(a, { subscribeEmail: 'del-user@example.com', portStartId: p.ningbo, portEndId: p.hamburg }, { token: owner.token });
    const visitors = await save(a, { subscribeEmail: 'del-visitor@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    await save(a, { subscribeEmail: 'someone-else@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const foreignToken = await mailedToken(a.id, 'someone-else@example.com');
    for (const id of [usersRow.json.data!.id, visitors.json.data!.id]) {
      expect((await remove(a, { id })).status).toBe(404);
      expect((await remove(a, { id }, { token: other.token })).status).toBe(404);
      expect((await remove(a, { id, token: foreignToken })).status).toBe(404);
      expect(await rowById(id)).toBeDefined();
    }
    const byOwner = await remove(a, { id: usersRow.json.data!.id }, { token: owner.token });
    expect(byOwner.status).toBe(200);
    expect(byOwner.json.message).toBe(cn.Api.subscriptionDeleted);
    expect(await rowById(usersRow.json.data!.id)).toBeUndefined();
    const token = await mailedToken(a.id, 'del-visitor@example.com');
    expect((await remove(a, { id: visitors.json.data!.id, token })).status).toBe(200);
    expect(await rowById(visitors.json.data!.id)).toBeUndefined();
  });

  it('a user who re-posts another\'s email and lane does not become its owner (nor does a visitor\'s re-post change it)', async () => {
    const owner = await createUserWithSession(a.id);
    const thief = await createUserWithSession(a.id);
    const mine = await save(a, { subscribeEmail: 'owned@example.com', portStartId: p.shanghai, portEndId: p.hamburg }, { token: owner.token });
    const visitorRow = await save(a, { subscribeEmail: 'unowned@example.com', portStartId: p.shanghai, portEndId: p.hamburg });
    const again = await save(a, { subscribeEmail: 'owned@example.com', portStartId: p.shanghai, portEndId: p.hamburg }, { token: thief.token });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ id: mine.json.data!.id, created: false });
    expect((await rowById(mine.json.data!.id))!.userId).toBe(owner.userId);
    await save(a, { subscribeEmail: 'unowned@example.com', portStartId: p.shanghai, portEndId: p.hamburg }, { token: thief.token });
    expect((await rowById(visitorRow.json.data!.id))!.userId).toBeNull();
    // and the thief cannot edit either by id afterwards
    const edit = await save(a, { id: mine.json.data!.id, subscribeEmail: 'thief@example.com', portStartId: p.ningbo, portEndId: p.hamburg }, { token: thief.token });
    expect(edit.status).toBe(404);
    expect(await rowById(mine.json.data!.id)).toMatchObject({ subscribeEmail: 'owned@example.com', portStartId: p.shanghai, userId: owner.userId });
  });

  it('a user subscribing their own account email is confirmed at once (no mail) and may take over an unowned row of it', async () => {
    const db = await getDb();
    const me = await createUserWithSession(a.id);
    await db.update(users).set({ email: 'me-own@example.com' }).where(eq(users.id, me.userId));
    const visitorRow = await save(a, { subscribeEmail: 'me-own@example.com', portStartId: p.ningbo, portEndId: p.rotterdam });
    const mailsBefore = (await mailsTo(a.id, 'me-own@example.com')).length;
    const claimed = await save(a, { subscribeEmail: 'ME-own@example.com', portStartId: p.ningbo, portEndId: p.rotterdam }, { token: me.token });
    expect(claimed.json.data!.id).toBe(visitorRow.json.data!.id);
    expect(await rowById(visitorRow.json.data!.id)).toMatchObject({ userId: me.userId, confirmedAt: expect.any(Date) });
    const fresh = await save(a, { subscribeEmail: 'me-own@example.com', portStartId: p.shanghai, portEndId: p.rotterdam }, { token: me.token });
    expect((await rowById(fresh.json.data!.id))!.confirmedAt).not.toBeNull();
    expect((await mailsTo(a.id, 'me-own@example.com')).length).toBe(mailsBefore);
  });

  it('is rate-limited per subscribed email (each save may mail it) and per client address', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const lanes = [
      [p.ningbo, p.hamburg],
      [p.ningbo, p.rotterdam],
      [p.shanghai, p.hamburg],
      [p.shanghai, p.rotterdam],
      [p.hongKong, p.hamburg],
    ];
    for (const [start, end] of lanes) expect((await save(a, { subscribeEmail: email, portStartId: start, portEndId: end })).status).toBe(200);
    const sixth = await save(a, { subscribeEmail: email, portStartId: p.hongKong, portEndId: p.rotterdam }, { lang: 'en' });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(en.Api.tooManyRequests);
    expect((await mailsTo(a.id, email)).length).toBe(LIMITS.subscriptionEmail.limit);

    const ip = '10.56.0.1';
    let status = 0;
    for (let i = 0; i <= LIMITS.subscriptionIp.limit; i++) {
      status = (await save(a, { subscribeEmail: `ip${i}-${Date.now()}@example.com`, portStartId: p.ningbo, portEndId: p.hamburg }, { ip })).status;
    }
    expect(status).toBe(429);
  });
});

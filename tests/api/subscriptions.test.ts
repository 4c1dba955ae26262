// POST /websubMaskFcl/saveSubMaskFcl against a real database, through the route export.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/websubMaskFcl/saveSubMaskFcl/route';
import { saveSubscriptionAnswer } from '@/lib/contracts/subscriptions';
import { getDb } from '@/lib/server/db';
import { rateSubscriptions } from '@/lib/server/db/schema';
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

function save(company: TestCompany, body: Record<string, unknown>, opts: { token?: string; lang?: 'cn' | 'en' } = {}) {
  return call<Answer>(POST, {
    url: URL_PATH,
    host: company.domains[0],
    body,
    cookies: opts.token ? { author: opts.token } : undefined,
    headers: opts.lang ? { lang: opts.lang } : {},
  });
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
    expect(row).toMatchObject({ companyId: a.id, userId: null, subscribeEmail: 'visitor@example.com' });
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

  it('updates its own row by id (a visitor row, as a visitor)', async () => {
    const created = await save(a, { subscribeEmail: 'edit@example.com', portStartId: p.ningbo, portEndId: p.hamburg });
    const id = created.json.data!.id;
    const res = await save(a, { id, subscribeEmail: 'edit@example.com', portStartId: p.shanghai, portEndId: p.hamburg });
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
    const res = await save(a, { id: edited.json.data!.id, subscribeEmail: 'merge@example.com', portStartId: p.shanghai, portEndId: p.hamburg });
    expect(res.status).toBe(200);
    expect(res.json.data!.id).toBe(kept.json.data!.id);
    const rows = (await rowsOf(a.id)).filter((r) => r.subscribeEmail === 'merge@example.com');
    expect(rows.map((r) => [r.portStartId, r.portEndId])).toEqual([[p.shanghai, p.hamburg]]);
  });
});

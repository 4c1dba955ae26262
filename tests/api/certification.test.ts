// Enterprise certification: the multipart application with its licence (size and type checked from
// the content before anything is stored), the states 0 → 1 → 2|3 → 1, staff review, and the API's
// 'certified' role.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCertification, POST as postCertification } from '@/app/api/webuser/certification/route';
import { POST as decrypt } from '@/app/api/webuser/forgetPasswordDecryptToken/route';
import { POST as approve } from '@/app/api/staff/certifications/approve/route';
import { GET as licenceFile } from '@/app/api/staff/certifications/file/route';
import { POST as reject } from '@/app/api/staff/certifications/reject/route';
import { GET as listApplications } from '@/app/api/staff/certifications/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { creditCodeValid } from '@/lib/contracts/account';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { endpoint } from '@/lib/endpoints/endpoint';
import { apiHandler } from '@/lib/server/http';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createUserWithSession, twoCompanies, type TestCompany } from './helpers';
import { callMultipart, certificationFields, createStaff, creditCode, fileBytes, lastMessage, newEmail, setCookies, storedFilesOf, withTempFilesDir } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; rows?: Record<string, unknown>[]; total?: number; fieldErrors?: Record<string, string[]>; validateMap?: Record<string, unknown> };

withTempFilesDir();

let a: TestCompany, b: TestCompany, hostA: string, hostB: string;

beforeAll(async () => {
  ({ a, b, hostA, hostB } = await twoCompanies());
});

const fields = certificationFields();

function form(file: { bytes: Uint8Array; name: string; type: string } | null, extra: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...extra })) f.set(k, v);
  if (file) f.set('licence', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return f;
}

const pdf = () => ({ bytes: fileBytes('pdf', 50_000), name: '营业执照.pdf', type: 'application/pdf' });

const submit = (token: string, f: FormData, headers: Record<string, string> = {}) =>
  callMultipart<Answer>(postCertification, { host: hostA, form: f, cookies: { author: token }, headers });

/** A route only certified users may call (as rate detail, booking and reservations declare). */
const certifiedOnly = apiHandler(endpoint({ method: 'GET', path: '/test', role: 'certified' }), async () => ({ code: '1', data: { rates: 'detail' } }));

async function staffCookie(companyId: number, host: string, permissions?: string[]) {
  const s = await createStaff(companyId, { permissions });
  const res = await call(staffLogin, { host, body: { username: s.username, password: s.password } });
  expect(res.status).toBe(200);
  return setCookies(res.headers).get('staff_author')!.value;
}

const status = async (userId: number) => {
  const db = await getDb();
  const [u] = await db.select({ s: users.certificationStatus }).from(users).where(eq(users.id, userId));
  return u?.s;
};

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes and refuses a wrong check character or charset', () => {
    expect(creditCodeValid('91350100M000100Y43')).toBe(true);
    expect(creditCodeValid(creditCode())).toBe(true);
    expect(creditCodeValid('91350100M000100Y44')).toBe(false);
    expect(creditCodeValid('91350100M000100Y4')).toBe(false);
    expect(creditCodeValid('91350100I000100Y43')).toBe(false); // I is not in the charset
  });
});

describe('application', () => {
  it('refuses a 12 MB file and stores nothing', async () => {
    const user = await createUserWithSession(a.id);
    const res = await submit(user.token, form({ bytes: fileBytes('pdf', 12 * 1024 * 1024), name: 'big.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(cn.Api.fileTooLarge.replace('{max}', '10'));
    expect(await storedFilesOf(a.id)).toEqual({ rows: 0, files: [] });
    expect(await status(user.userId)).toBe(0);
  });

  it('refuses a renamed .exe (content, not name, decides) and stores nothing', async () => {
    const user = await createUserWithSession(a.id);
    const res = await submit(user.token, form({ bytes: fileBytes('exe', 40_000), name: 'licence.pdf', type: 'application/pdf' }), { lang: 'en' });
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(en.Api.fileTypeNotAllowed);
    expect(await storedFilesOf(a.id)).toEqual({ rows: 0, files: [] });
    expect(await status(user.userId)).toBe(0);
  });

  it('refuses a missing licence and bad fields, field by field', async () => {
    const user = await createUserWithSession(a.id);
    const none = await submit(user.token, form(null));
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(cn.Api.fileMissing);
    const bad = await submit(user.token, form(pdf(), { creditCode: '91350100M000100Y44', contactName: 'Zhang', idCard: '1234', contactPhone: '139' }));
    expect(bad.status).toBe(422);
    expect(bad.json.fieldErrors).toMatchObject({
      creditCode: [cn.Api.fieldCreditCode],
      contactName: [cn.Validation.chineseName],
      idCard: [cn.Validation.idCard],
      contactPhone: [cn.Validation.mobile],
    });
    expect(await storedFilesOf(a.id)).toEqual({ rows: 0, files: [] });
  });

  it('needs a session', async () => {
    const res = await callMultipart<Answer>(postCertification, { host: hostA, form: form(pdf()) });
    expect(res.status).toBe(401);
  });
});

describe('states and review', () => {
  it('valid PDF → 1 (waiting); staff approve → 3 and a certified route answers', async () => {
    const user = await createUserWithSession(a.id);
    expect((await call(certifiedOnly, { method: 'GET', host: hostA, cookies: { author: user.token } })).status).toBe(403);

    const res = await submit(user.token, form(pdf()));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 1, companyNameCn: fields.companyNameCn, creditCode: fields.creditCode, idCard: '110***********002X', licenceName: '营业执照.pdf' });
    expect(await status(user.userId)).toBe(1);
    const stored = await storedFilesOf(a.id);
    expect(stored.rows).toBe(1);
    expect(stored.files).toHaveLength(1);
    expect(stored.files[0]).toMatch(/^[0-9a-f]{32}\.pdf$/); // random name, not the uploaded one

    // a second application while waiting is refused
    const twice = await submit(user.token, form(pdf()));
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(cn.Api.certificationPending);

    const mine = await call<Answer>(getCertification, { method: 'GET', host: hostA, cookies: { author: user.token } });
    expect(mine.json.data).toMatchObject({ certificationStatus: 1, application: { status: 1 } });

    const staff = await staffCookie(a.id, hostA);
    const list = await call<Answer>(listApplications, { method: 'GET', host: hostA, url: '/api/staff/certifications?status=1', cookies: { staff_author: staff } });
    const row = list.json.rows?.find((r) => r.userId === user.userId);
    expect(row).toMatchObject({ status: 1, idCard: fields.idCard });
    // the licence, served to staff with its checked type (not JSON: called directly)
    const raw = await licenceFile(new NextRequest(`http://${hostA}${String(row!.licenceUrl)}`, { headers: { host: hostA, cookie: `staff_author=${staff}` } }));
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await raw.arrayBuffer()).byteLength).toBe(50_000);

    const ok = await call<Answer>(approve, { host: hostA, cookies: { staff_author: staff }, body: { id: row!.id } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ status: 3 });
    expect(await status(user.userId)).toBe(3);
    const rates = await call<Answer>(certifiedOnly, { method: 'GET', host: hostA, cookies: { author: user.token } });
    expect(rates.status).toBe(200);
    expect(rates.json.data).toEqual({ rates: 'detail' });

    // reviewed once only
    expect((await call(approve, { host: hostA, cookies: { staff_author: staff }, body: { id: row!.id } })).status).toBe(409);
    // re-certification from 3 goes back to 1 (and the certified route closes again)
    expect((await submit(user.token, form(pdf()))).status).toBe(200);
    expect(await status(user.userId)).toBe(1);
    expect((await call(certifiedOnly, { method: 'GET', host: hostA, cookies: { author: user.token } })).status).toBe(403);
  });

  it('reject → 2 with the reason, a certification link is mailed (code 2), and the user may apply again', async () => {
    const db = await getDb();
    const user = await createUserWithSession(a.id);
    const email = newEmail();
    await db.update(users).set({ email, nameEn: 'Amy' }).where(eq(users.id, user.userId));
    const app = await submit(user.token, form(pdf()));
    const staff = await staffCookie(a.id, hostA);
    const noReason = await call<Answer>(reject, { host: hostA, cookies: { staff_author: staff }, body: { id: app.json.data!.id, reason: ' ' } });
    expect(noReason.status).toBe(422);
    const res = await call<Answer>(reject, { host: hostA, cookies: { staff_author: staff }, body: { id: app.json.data!.id, reason: '营业执照不清晰' } });
    expect(res.json.data).toMatchObject({ status: 2, reason: '营业执照不清晰' });
    expect(await status(user.userId)).toBe(2);
    const mine = await call<Answer>(getCertification, { method: 'GET', host: hostA, cookies: { author: user.token } });
    expect(mine.json.data).toMatchObject({ certificationStatus: 2, application: { status: 2, reason: '营业执照不清晰' } });

    const mail = await lastMessage(a.id, email);
    expect(mail).toMatchObject({ kind: 'certification-rejected' });
    expect(mail!.body).toContain('营业执照不清晰');
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    expect(link.searchParams.get('sendFlag')).toBe('2');
    const d = await call<Answer>(decrypt, { host: hostA, body: { token: link.searchParams.get('token'), sendMailFlag: 2, webFlag: 2 } });
    expect(d.json).toMatchObject({ code: '2', validateMap: { email, nameEn: 'Amy', certificationStatus: 2 } });

    expect((await submit(user.token, form(pdf()))).status).toBe(200);
    expect(await status(user.userId)).toBe(1);
  });

  it("staff of company B cannot see, read or approve company A's application", async () => {
    const user = await createUserWithSession(a.id);
    const app = await submit(user.token, form(pdf()));
    const id = app.json.data!.id as number;
    const staffB = await staffCookie(b.id, hostB);
    const onB = await call<Answer>(approve, { host: hostB, cookies: { staff_author: staffB }, body: { id } });
    expect(onB.status).toBe(404);
    expect(onB.json.message).toBe(cn.Api.applicationNotFound);
    const listB = await call<Answer>(listApplications, { method: 'GET', host: hostB, cookies: { staff_author: staffB } });
    expect(listB.json.rows?.some((r) => r.id === id)).toBe(false);
    // B's staff cookie is worthless on A's host
    const onA = await call<Answer>(approve, { host: hostA, cookies: { staff_author: staffB }, body: { id } });
    expect(onA.status).toBe(401);
    expect(onA.json.message).toBe(cn.Api.staffLoginRequired);
    const fileOnB = await call(licenceFile, { method: 'GET', host: hostB, url: `/api/staff/certifications/file?id=${id}`, cookies: { staff_author: staffB } });
    expect(fileOnB.status).toBe(404);
    expect(await status(user.userId)).toBe(1);
  });

  it('a user session is not a staff session, and staff need the certification permission', async () => {
    const user = await createUserWithSession(a.id);
    const app = await submit(user.token, form(pdf()));
    const asUser = await call(approve, { host: hostA, cookies: { author: user.token }, body: { id: app.json.data!.id } });
    expect(asUser.status).toBe(401);
    const outboxOnly = await staffCookie(a.id, hostA, ['outbox']);
    const denied = await call<Answer>(approve, { host: hostA, cookies: { staff_author: outboxOnly }, body: { id: app.json.data!.id } });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe(cn.Api.staffForbidden);
    expect(await status(user.userId)).toBe(1);
  });
});

describe('the licence as staff open it', () => {
  const SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
  const served = async (licence: { bytes: Uint8Array; name: string; type: string }) => {
    const user = await createUserWithSession(a.id);
    const app = await submit(user.token, form(licence));
    expect(app.status).toBe(200);
    const staff = await staffCookie(a.id, hostA);
    return licenceFile(new NextRequest(`http://${hostA}/api/staff/certifications/file?id=${app.json.data!.id as number}`, { headers: { host: hostA, cookie: `staff_author=${staff}` } }));
  };

  it('a PDF that carries HTML is a download in a sandbox, never a page of the site', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n<html><body><script>fetch("/api/staff/outbox")</script></body></html>\n%%EOF\n');
    const raw = await served({ bytes, name: 'licence.pdf', type: 'application/pdf' });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(raw.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a picture is shown inline, still sandboxed', async () => {
    const raw = await served({ bytes: fileBytes('png', 4096), name: '执照.png', type: 'image/png' });
    expect(raw.headers.get('content-type')).toBe('image/png');
    expect(raw.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(raw.headers.get('content-security-policy')).toBe(SANDBOX);
  });
});

// Fixtures of the account tests: users with passwords, staff, cookies of an answer, multipart calls,
// outbox reads and upload files. Rows belong to companies made with createCompany (cleaned up by helpers).
import { mkdtempSync } from 'node:fs';
import { rm, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { hashPassword } from '@/lib/server/auth/passwords';
import { getDb } from '@/lib/server/db';
import { outboxMessages, staffUsers, storedFiles, users } from '@/lib/server/db/schema';
import { fileStore } from '@/lib/server/files';

// Eight digits, unique in a run however many are asked for (a run's files share this module), and
// starting from the clock so runs against a kept database rarely meet.
const start = Date.now() % 100_000_000;
let seq = 0;
const uniq = () => String((start + ++seq) % 100_000_000).padStart(8, '0');

/** A unique 11-digit mobile number. */
export const newMobile = () => `137${uniq()}`;
export const newEmail = () => `user${uniq()}@example.com`;

export const PASSWORD = 'Secret123';

/** A user with a password (scrypt), by mobile and/or email. */
export async function createAccount(
  companyId: number,
  opts: { mobile?: string | null; email?: string | null; password?: string; certificationStatus?: number; nameCn?: string; nameEn?: string; nickName?: string } = {},
): Promise<{ userId: number; mobile: string | null; email: string | null; password: string }> {
  const db = await getDb();
  const mobile = opts.mobile === undefined ? newMobile() : opts.mobile;
  const email = opts.email === undefined ? null : opts.email;
  const password = opts.password ?? PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      companyId,
      mobile,
      email,
      passwordHash: await hashPassword(password),
      nameCn: opts.nameCn ?? '张三',
      nickName: opts.nickName ?? '',
      nameEn: opts.nameEn ?? '',
      certificationStatus: opts.certificationStatus ?? 0,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { userId: row.id, mobile, email, password };
}

export async function createStaff(
  companyId: number,
  opts: { username?: string; password?: string; permissions?: string[] } = {},
): Promise<{ staffId: number; username: string; password: string }> {
  const db = await getDb();
  const username = opts.username ?? `staff${uniq()}`;
  const password = opts.password ?? 'Staff1234';
  const [row] = await db
    .insert(staffUsers)
    .values({ companyId, username, passwordHash: await hashPassword(password), name: '审核员', permissions: opts.permissions ?? ['*'] })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { staffId: row.id, username, password };
}

export type SetCookie = { value: string; attrs: string[]; raw: string };

/** The Set-Cookie headers of an answer, by cookie name. */
export function setCookies(headers: Headers): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const raw of headers.getSetCookie()) {
    const [pair = '', ...attrs] = raw.split(';').map((s) => s.trim());
    const at = pair.indexOf('=');
    out.set(pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attrs: attrs.map((a) => a.toLowerCase()), raw });
  }
  return out;
}

/** The latest outbox message of a company to a recipient. */
export async function lastMessage(companyId: number, recipient: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row ?? null;
}

/** The 6-digit code of the latest message to a recipient. */
export async function codeFromOutbox(companyId: number, recipient: string): Promise<string> {
  const msg = await lastMessage(companyId, recipient);
  const code = msg?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

type Handler = (req: NextRequest) => Promise<Response>;

/** POSTs multipart/form-data to a route handler (the boundary is set by the FormData body). */
export async function callMultipart<T = Record<string, unknown>>(
  handler: Handler,
  opts: { host: string; url?: string; form: FormData; cookies?: Record<string, string>; headers?: Record<string, string> },
): Promise<{ status: number; json: T; headers: Headers }> {
  const h = new Headers(opts.headers ?? {});
  h.set('host', opts.host);
  if (opts.cookies) h.set('cookie', Object.entries(opts.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  const probe = new Request('http://x/', { method: 'POST', body: opts.form });
  h.set('content-type', probe.headers.get('content-type') ?? '');
  const body = new Uint8Array(await probe.arrayBuffer());
  const req = new NextRequest(new URL(opts.url ?? '/api/test', `http://${opts.host}`), { method: 'POST', headers: h, body });
  const res = await handler(req);
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** Bytes that start with a type's signature. */
export function fileBytes(kind: 'pdf' | 'png' | 'jpg' | 'exe', size = 2048): Uint8Array {
  const head = {
    pdf: [...Buffer.from('%PDF-1.7\n')],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    exe: [0x4d, 0x5a, 0x90, 0x00, 0x03],
  }[kind];
  const out = new Uint8Array(size).fill(0x20);
  out.set(head, 0);
  return out;
}

/** A valid unified social credit code (GB 32100-2015 check character) from 17 characters. */
export function creditCode(base17 = '91310000MA1FL8XQ3'): string {
  const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...base17].reduce((s, ch, i) => s + CHARS.indexOf(ch) * (W[i] as number), 0);
  return base17 + CHARS[(31 - (sum % 31)) % 31];
}

/** The text fields of a valid certification application. */
export const certificationFields = () => ({
  companyNameCn: '上海甲乙贸易有限公司',
  companyNameEn: 'Shanghai Jiayi Trading Co., Ltd.',
  creditCode: creditCode(),
  contactName: '张三',
  idCard: '11010519491231002X',
  contactPhone: '13912345678',
});

/** Stored-file rows and files on disk of a company. */
export async function storedFilesOf(companyId: number): Promise<{ rows: number; files: string[] }> {
  const db = await getDb();
  const rows = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.companyId, companyId));
  const files = await readdir(path.join(fileStore.root(), String(companyId))).catch(() => [] as string[]);
  return { rows: rows.length, files };
}

/**
 * Points the file store at a temp folder for the calling test file (test companies get small ids
 * that would otherwise share folders with a dev server's ./.data/files).
 */
export function withTempFilesDir(): () => string {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
    vi.spyOn(fileStore, 'root').mockReturnValue(dir);
  });
  afterAll(async () => {
    vi.mocked(fileStore.root).mockRestore();
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}

export async function removeCompanyFiles(companyId: number): Promise<void> {
  await rm(path.join(fileStore.root(), String(companyId)), { recursive: true, force: true });
}

export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

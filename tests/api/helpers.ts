// Fixtures of the API tests. They open the database through the app's own getDb() (PGlite in the
// run's temp folder, or PostgreSQL when DATABASE_URL is set), insert only their own rows and delete
// them again: rows created inside a test go after that test, rows created in beforeAll after the file.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/open';
import { companies, companyDomains, ports, sessions, users } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/session';

type CompanyInsert = typeof companies.$inferInsert;
type PortInsert = typeof ports.$inferInsert;

const g = globalThis as unknown as { __apiTestsMigrated?: Promise<void> };

/** Migrates the run's database once (the api project shares one worker across files). */
export function prepareDatabase(): Promise<void> {
  g.__apiTestsMigrated ??= getDb().then(migrateDatabase);
  return g.__apiTestsMigrated;
}

let inTest = false;
const testCompanies: number[] = [];
const fileCompanies: number[] = [];

export function enterTest(): void {
  inTest = true;
}

async function removeCompanies(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  // Every tenant table cascades from companies, so this removes the fixtures' ports, users, sessions …
  await db.delete(companies).where(inArray(companies.id, ids.splice(0)));
}

export async function cleanupTest(): Promise<void> {
  inTest = false;
  await removeCompanies(testCompanies);
}

export async function cleanupFile(): Promise<void> {
  await removeCompanies(testCompanies);
  await removeCompanies(fileCompanies);
}

let seq = 0;
const MOBILE_START = Date.now() % 100_000_000;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;

export type TestCompany = typeof companies.$inferSelect & { domains: string[] };

/** A company with its host names. Domains default to one unique `*.test` host. */
export async function createCompany(
  opts: Partial<Omit<CompanyInsert, 'id'>> & { domains?: string[] } = {},
): Promise<TestCompany> {
  const { domains = [`${unique('co')}.test`], ...fields } = opts;
  const db = await getDb();
  const code = fields.code ?? unique('co');
  const [row] = await db
    .insert(companies)
    .values({ companyNameCn: `测试公司 ${code}`, ...fields, code })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  (inTest ? testCompanies : fileCompanies).push(row.id);
  if (domains.length) await db.insert(companyDomains).values(domains.map((domain) => ({ companyId: row.id, domain })));
  return { ...row, domains };
}

/** Two companies A and B (A made with `optsA`), each with its first host name. */
export async function twoCompanies(
  optsA: Parameters<typeof createCompany>[0] = {},
): Promise<{ a: TestCompany; b: TestCompany; hostA: string; hostB: string }> {
  const a = await createCompany(optsA);
  const b = await createCompany();
  return { a, b, hostA: a.domains[0]!, hostB: b.domains[0]! };
}

/** A port of one company; by default an origin and destination port with a unique code. */
export async function createPort(
  companyId: number,
  opts: Partial<Omit<PortInsert, 'id' | 'companyId'>> = {},
): Promise<typeof ports.$inferSelect> {
  const db = await getDb();
  const [row] = await db
    .insert(ports)
    .values({
      code: randomBytes(4).toString('hex').slice(0, 5).toUpperCase(),
      nameCn: '测试港',
      nameEn: 'Test Port',
      countryCode: 'CN',
      countryName: '中国',
      countryNameEn: 'China',
      isOrigin: true,
      isDestination: true,
      ...opts,
      companyId,
    })
    .returning();
  if (!row) throw new Error('port insert returned nothing');
  return row;
}

/** A user of one company with a live session; returns the raw token (cookie `author`). */
export async function createUserWithSession(
  companyId: number,
  opts: { certificationStatus?: number; expiresAt?: Date; nameCn?: string } = {},
): Promise<{ token: string; userId: number }> {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      // 11 digits, unique however many users a run makes
      mobile: `139${String((MOBILE_START + ++seq) % 100_000_000).padStart(8, '0')}`,
      nameCn: opts.nameCn ?? '测试用户',
      certificationStatus: opts.certificationStatus ?? 0,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: user.id,
    companyId,
    expiresAt: opts.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { token, userId: user.id };
}

type Handler = (req: NextRequest, ctx?: never) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  /** Path (with query) or absolute URL; a path is resolved against http://<host>. */
  url?: string;
  host?: string;
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
};

/** Invokes a route handler export the way Next would, with a NextRequest. */
export async function call<T = Record<string, unknown>>(
  handler: Handler,
  { method = 'POST', url = '/api/test', host = 'localhost', body, cookies, headers = {} }: CallOptions = {},
): Promise<{ status: number; json: T; headers: Headers }> {
  const h = new Headers(headers);
  h.set('host', host);
  if (cookies) h.set('cookie', Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    if (!h.has('content-type')) h.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(url, `http://${host}`), { method, headers: h, body: payload });
  const res = await handler(req);
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

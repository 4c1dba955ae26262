// The server log never carries a query's values: failing queries on the run's real driver (PGlite or
// PostgreSQL) with a secret bound value, logged as they would be, and the log line searched for it.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { guardConsole, withoutQueryParams } from '@/lib/server/consoleGuard';
import { dbAvailability } from '@/lib/server/db/availability';
import { markDatabaseError } from '@/lib/server/db/unavailable';
import { format } from 'node:util';
import { createCompany } from './helpers';

const SECRET = 'scrypt$32768$8$1$c2VjcmV0LXNhbHQ$110105199001011234';

/** Runs `fn`, captures everything the log writes meanwhile, answers it as one string. */
async function captured(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const err = vi.spyOn(console, 'error').mockImplementation(keep);
  const out = vi.spyOn(console, 'log').mockImplementation(keep);
  try {
    await fn();
  } finally {
    err.mockRestore();
    out.mockRestore();
  }
  return lines.join('\n');
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

afterEach(() => vi.restoreAllMocks());

describe('log: no query parameters', () => {
  it('drops the bound values of a failed Drizzle query (message, params, stack and the driver error)', async () => {
    const db = await getDb();
    const error = await failure(() => db.execute(sql`select ${SECRET}::int as n`));
    // The error itself does carry the value: the point is that the log does not.
    expect(String((error as Error).message) + JSON.stringify((error as { params?: unknown }).params)).toContain(SECRET);
    const text = await captured(async () => log.error('api.unhandled', { requestId: 'r1', error }));
    expect(text).toContain('api.unhandled');
    expect(text).toContain('Failed query');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('110105199001011234');
  });

  it('drops the values a unique violation names in its detail (Key (mobile)=(…))', async () => {
    const co = await createCompany();
    const db = await getDb();
    const mobile = '13912345678';
    await db.insert(users).values({ companyId: co.id, mobile, passwordHash: SECRET });
    const error = await failure(() => db.insert(users).values({ companyId: co.id, mobile, passwordHash: SECRET }));
    const text = await captured(async () => log.warn('outbox.delivery', { error }));
    expect(text).toMatch(/23505|unique/i);
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(SECRET);
  });

  it('keeps what names the failure: SQL text, SQLSTATE and constraint', async () => {
    const db = await getDb();
    const error = await failure(() => db.execute(sql`select * from no_such_table where id = ${SECRET}`));
    const text = await captured(async () => log.error('x', { error }));
    expect(text).toContain('no_such_table');
    expect(text).toContain('42P01');
    expect(text).not.toContain(SECRET);
  });
});

describe('the console of the server process (what Next logs itself)', () => {
  /** A console that formats its arguments as Node's does (util.inspect for an error, with its own fields). */
  const fakeConsole = () => {
    const lines: string[] = [];
    const write = (...args: unknown[]) => void lines.push(format(...args));
    return { target: { error: write, warn: write, log: write, info: write, debug: write, trace: write }, text: () => lines.join('\n') };
  };

  it('prints a failed query passed as it is (a page whose query failed) without its values', async () => {
    const db = await getDb();
    const error = await failure(() => db.execute(sql`select ${SECRET}::int as n`));
    const bare = fakeConsole();
    bare.target.error(error);
    expect(bare.text(), 'unguarded, the value is printed').toContain(SECRET);

    const guarded = fakeConsole();
    guardConsole(guarded.target);
    guarded.target.error('⨯', error);
    expect(guarded.text()).toContain('Failed query');
    expect(guarded.text()).not.toContain(SECRET);
    expect(guarded.text()).not.toContain('110105199001011234');
  });

  it('drops the row a unique violation names, and a params line inside a text (a stack printed as a string)', async () => {
    const co = await createCompany();
    const db = await getDb();
    const mobile = '13912345670';
    await db.insert(users).values({ companyId: co.id, mobile, passwordHash: SECRET });
    const error = await failure(() => db.insert(users).values({ companyId: co.id, mobile, passwordHash: SECRET }));
    const guarded = fakeConsole();
    guardConsole(guarded.target);
    guarded.target.warn(error);
    guarded.target.error(`Error: Failed query: select $1\nparams: ${SECRET},${mobile}\n    at run (db.ts:1:1)`);
    expect(guarded.text()).not.toContain(mobile);
    expect(guarded.text()).not.toContain(SECRET);
    expect(guarded.text()).toContain('at run (db.ts:1:1)');
  });

  it('prints nothing for a page that failed because the database is unavailable: the outage is one db.unavailable line', async () => {
    const gone = () => new Error(`Failed query: select $1\nparams: ${SECRET}`, { cause: markDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) });
    const guarded = fakeConsole();
    guardConsole(guarded.target);
    const out = await captured(async () => {
      for (let i = 0; i < 20; i++) guarded.target.error('⨯', gone());
      dbAvailability().succeeded();
    });
    expect(guarded.text()).toBe('');
    expect(out.split('\n').map((l) => (JSON.parse(l) as { event: string }).event)).toEqual(['db.unavailable', 'db.recovered']);
    expect(out).not.toContain(SECRET);
    // the same socket error from elsewhere (a mail server) is printed as before
    guarded.target.error(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ECONNREFUSED' }));
    expect(guarded.text()).toContain('ECONNREFUSED 10.0.0.1:587');
  });

  it('guards once, and leaves other text alone', () => {
    const c = fakeConsole();
    guardConsole(c.target);
    const once = c.target.error;
    guardConsole(c.target);
    expect(c.target.error).toBe(once);
    expect(withoutQueryParams('GET /en/about 200 in 12ms')).toBe('GET /en/about 200 in 12ms');
    expect(withoutQueryParams('{"event":"x","message":"a\\nparams: 1"}')).toBe('{"event":"x","message":"a\\nparams: 1"}');
  });
});

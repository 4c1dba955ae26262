// Graceful shutdown of a real server process (tests/api/processes/frontWorker.ts: the front server,
// its operations and the job runner): on SIGTERM the request in flight completes, new connections
// are refused at once, an idle keep-alive connection is closed, the job running finishes, the jobs
// claimed and not started are given back (no claim left held), and the process exits 0. On PGlite
// the worker has its own database folder (one process per folder), read here once it has exited.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { openDatabase } from '@/lib/server/db/open';
import { jobs } from '@/lib/server/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jobName = `shutdown.test.${process.pid}.${Date.now().toString(36)}`;
let dataDir: string | null = null;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  else await (await getDb()).delete(jobs).where(eq(jobs.name, jobName));
});

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes idle ones, gives back the jobs it holds and exits 0', { timeout: 120_000 }, async () => {
    const onPostgres = !!env().DATABASE_URL;
    const childEnv: NodeJS.ProcessEnv = { ...process.env, JOBS: 'on', LOG_LEVEL: 'error' };
    if (!onPostgres) {
      dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
      childEnv.PGLITE_DIR = path.join(dataDir, 'pg');
    }
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/api/processes/register.mjs', 'tests/api/processes/frontWorker.ts', JSON.stringify({ jobName })], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('ready ')) resolve(Number(line.slice(6)));
      });
      void exited.then((code) => reject(new Error(`worker exited ${code}: ${stderr}`)));
    });

    // an idle keep-alive connection, and a request in flight
    const idle = connect({ port, host: '127.0.0.1' });
    await once(idle, 'connect');
    idle.write('GET /hello HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
    await once(idle, 'data');
    const idleClosed = once(idle, 'close');
    const inFlight = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    child.kill('SIGTERM');

    // new connections are refused at once
    let refused: string | null = null;
    for (let i = 0; i < 20 && !refused; i++) {
      await new Promise((r) => setTimeout(r, 50));
      refused = await new Promise<string | null>((resolve) => {
        const s = connect({ port, host: '127.0.0.1' });
        s.once('connect', () => {
          s.destroy();
          resolve(null);
        });
        s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(Date.now() - t0).toBeLessThan(1500);
    await idleClosed;
    expect(Date.now() - t0).toBeLessThan(1500);

    // the request in flight completes, told the connection closes
    const slow = await inFlight;
    expect(slow).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    expect(await exited).toBe(0);

    const db = onPostgres ? await getDb() : await openDatabase({ dir: path.join(dataDir!, 'pg') });
    try {
      const rows = await db.select().from(jobs).where(eq(jobs.name, jobName));
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.lockedBy !== null || (r.lockedUntil !== null && r.lockedUntil.getTime() > Date.now()))).toEqual([]);
      const slowJob = rows.find((r) => (r.payload as { slow?: boolean }).slow)!;
      expect(slowJob.status).toBe('done');
      expect(rows.filter((r) => r.status === 'queued')).toHaveLength(3);
    } finally {
      if (!onPostgres) await (db as Awaited<ReturnType<typeof openDatabase>>).$close();
    }
  });
});

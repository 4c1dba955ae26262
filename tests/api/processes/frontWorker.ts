// A server process for tests/api/shutdown.test.ts, started as a child process (node --import tsx
// --import ./register.mjs): the front server (lib/proxy/frontServer.mjs) with its operations
// (lib/server/ops) and its signal handling, the process's job runner holding a batch of jobs (the
// first runs for a while, the others wait their turn), and a stand-in for Next where `/slow` answers
// after 1.5 s. It prints "ready <port>" once it listens and its first job runs; SIGTERM stops it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createFrontServer, SERVER_DEFAULTS, stopOnSignals } from '../../../lib/proxy/frontServer.mjs';
import { getDb } from '../../../lib/server/db';
import { migrateDatabase } from '../../../lib/server/db/open';
import { registerOps } from '../../../lib/server/ops';
import { startBackgroundJobs } from '../../../lib/server/jobs';
import { defineJobs, enqueueJob } from '../../../lib/server/jobs/runner';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const { jobName } = JSON.parse(process.argv[2] ?? '{}') as { jobName: string };
  const db = await getDb();
  await migrateDatabase(db);
  let firstStarted!: () => void;
  const started = new Promise<void>((r) => (firstStarted = r));
  const registry = defineJobs([
    {
      name: jobName,
      run: async (_db, payload) => {
        if (!payload.slow) return;
        firstStarted();
        await pause(1500);
      },
    },
  ]);
  await enqueueJob(db, jobName, { slow: true });
  for (let i = 0; i < 3; i++) await enqueueJob(db, jobName, { slow: false });

  registerOps();
  const { server, shutdown } = createFrontServer({
    settings: { ...SERVER_DEFAULTS, shutdownTimeoutMs: 8000 },
    handler: async (req, res) => {
      if (req.url === '/slow') await pause(1500);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(req.url === '/slow' ? 'slow done' : 'hello');
    },
  });
  stopOnSignals(shutdown);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  await startBackgroundJobs(registry, { workerId: `shutdown-test:${process.pid}`, pollMs: 60_000 });
  await started;
  process.stdout.write(`ready ${(server.address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

#!/usr/bin/env node
// The server Playwright tests run against (playwright.config.ts `webServer`): the production build
// in .next-test (built when sources are newer than it), on a fresh PGlite folder that is migrated
// and seeded, served by the front server (server.mjs) on $PORT (default 3100). The folder is removed on exit.
// Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensureBuild.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const port = process.env.PORT || '3100';
const distDir = process.env.NEXT_DIST_DIR || '.next-test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

const env = { ...process.env, PORT: port, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
env.PGLITE_DIR = path.join(dataDir, 'pg');
env.FILES_DIR = path.join(dataDir, 'files');
// Mail and SMS are delivered as files the tests read codes and links from (tests/e2e/outboxDrop.ts):
// the staff outbox API masks them.
env.OUTBOX_DIR = path.join(tmpdir(), `portal-e2e-outbox-${port}`);
rmSync(env.OUTBOX_DIR, { recursive: true, force: true });
// Always the embedded database; and the tests talk to the server directly (no trusted proxy).
delete env.DATABASE_URL;
delete env.TRUSTED_PROXIES;
delete env.NODE_ENV;
// The spot specs (tests/e2e/spot.spec.ts, mobileSpot.spec.ts) pay with the sandbox wallet, which a
// production server runs only when asked for.
env.PAYMENTS = 'sandbox';
// The carrier tracking spec (tests/e2e/carrierTracking.spec.ts) tracks the built-in demo carrier's bill.
env.DEMO_CARRIER = 'on';
// Carrier connections' secrets are stored encrypted (as npm start does, a key of the run's own).
env.CARRIER_SECRET_KEY ||= randomBytes(32).toString('hex');

const say = (s) => process.stderr.write(`[e2e-server] ${s}\n`);
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });

// Playwright shows the server's stderr only, so the steps' output goes there.
function run(cmd, args) {
  say(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: ['ignore', process.stderr, 'inherit'], env });
  if (r.status !== 0) {
    cleanup();
    say(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

const built = ensureBuild({ distDir, env, say });
if (built !== 0) {
  cleanup();
  say(`next build failed (${built})`);
  process.exit(built);
}

run('npx', ['tsx', 'scripts/migrate.ts']);

say(`serving ${distDir} on http://localhost:${port} (data in ${dataDir})`);
const server = spawn(process.execPath, ['server.mjs', '-p', port], { stdio: ['ignore', 'inherit', 'inherit'], env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});

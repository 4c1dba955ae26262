#!/usr/bin/env node
// `npm start`: from a fresh clone to the production build on http://localhost:$PORT (default 3000):
// installs dependencies when missing, builds when sources changed, migrates and seeds the
// embedded database when empty, then serves. Uses only Node built-ins, so it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newestMtime.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const port = process.env.PORT || '3000';
// The demo pays spot reservations with the sandbox wallet (no money moves) unless PAYMENTS says
// otherwise; a production server started any other way needs WeChat Pay or PAYMENTS=sandbox.
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1', PAYMENTS: process.env.PAYMENTS || 'sandbox' };
// The demo shows a carrier's sailings and a Hapag-Lloyd bill's events that came through the DCSA
// adapters: the built-in demo carrier
// (DEMO_CARRIER=on, off elsewhere by default) and a key for carrier secrets, kept in ./.data so the
// stored secrets stay readable across restarts (set CARRIER_SECRET_KEY yourself in production).
env.DEMO_CARRIER = process.env.DEMO_CARRIER || 'on';
if (!env.CARRIER_SECRET_KEY) {
  const keyFile = path.join(root, '.data', 'carrier-secret.key');
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  env.CARRIER_SECRET_KEY = readFileSync(keyFile, 'utf8').trim();
}

function tryRun(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
}

function run(cmd, args, extraEnv = {}) {
  const status = tryRun(cmd, args, extraEnv);
  if (status !== 0) process.exit(status);
}

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  // `npm ci` refuses a lock that lacks other platforms' optional binaries (a registry mirror that
  // serves none for darwin/win32 writes such locks); `npm install` then installs the same pins.
  if (tryRun('npm', ['ci', '--no-audit', '--no-fund']) !== 0) run('npm', ['install', '--no-audit', '--no-fund']);
}

const sources = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json'];
const buildId = '.next/BUILD_ID';
const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && sources.some((s) => newestMtime(s) > built)) {
  run('npx', ['next', 'build']);
}

run('npx', ['tsx', 'scripts/migrate.ts']);

console.log(`\nServing on http://localhost:${port}`);
if (env.PAYMENTS === 'sandbox' && !env.WECHATPAY_MCH_ID) console.log('Spot payments: the sandbox wallet (PAYMENTS=sandbox, no real money); set PAYMENTS=off or the WeChat Pay keys for real payments.');
// The front server (server.mjs): forwarded-header rule, request edge, then Next.
const server = spawn(process.execPath, ['server.mjs', '-p', port], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));

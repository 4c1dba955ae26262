#!/usr/bin/env node
// `npm test`: every tier in order (lint, typecheck, unit, api, e2e, cluster; lint and typecheck side by
// side), carrying on after a failing one, then one summary line `N passed, N failed`
// (`node scripts/test-all.mjs <tier> …` runs only those). Lint and typecheck count as one test each;
// the test tiers are counted from the JSON reports of Vitest and Playwright. Exits 1 when anything
// failed.
// Node built-ins only, so it can install the dependencies itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-all-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };

function banner(text) {
  console.log(`\n${'='.repeat(8)} ${text} ${'='.repeat(Math.max(8, 70 - text.length))}`);
}

function run(cmd, args, extraEnv = {}) {
  console.log(`$ ${[path.isAbsolute(cmd) ? path.basename(cmd) : cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.error) console.error(r.error.message);
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// --- dependencies -------------------------------------------------------------------------------
const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  banner('install');
  // `npm ci` refuses a lock that lacks other platforms' optional binaries (the registry reachable
  // here serves none for darwin/win32, so a lock written here never has them): then `npm install`.
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0 && run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    rmSync(reports, { recursive: true, force: true });
    console.log('\nthe dependencies could not be installed: no tier can run');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// --- tiers ----------------------------------------------------------------------------------------
/** A command that passes or fails as a whole. */
function single(cmd, args) {
  const code = run(cmd, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/**
 * A command that passes or fails as a whole, started now and awaited later: lint and typecheck each
 * keep one core busy, so they run side by side. Its output is printed when its tier's turn comes.
 */
function background(cmd, args) {
  const started = Date.now();
  const chunks = [];
  const child = spawn(cmd, args, { env: { ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => {
    child.once('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
  return async () => {
    console.log(`$ ${[path.basename(cmd), ...args].join(' ')}`);
    const code = await done;
    process.stdout.write(Buffer.concat(chunks));
    console.log(`(${Math.round((Date.now() - started) / 1000)} s since it started)`);
    return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  };
}

/** A Vitest project, counted from its JSON report (files that failed to load count as failures). */
function vitest(project) {
  const out = path.join(reports, `${project}.json`);
  const code = run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1, note: 'no report' };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  // a file that failed before any test ran (import error, failing hook) has no failed test to count
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedInFile === 0) failed += 1;
  }
  if (code !== 0 && failed === 0) failed = 1; // e.g. an unhandled error after the tests
  if (code === 0 && report.numTotalTests === 0) return { passed, failed, note: 'no tests found' };
  const names = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedHere) names.push(`${rel} › ${a.fullName ?? a.title}`);
    if (file.status === 'failed' && failedHere.length === 0) names.push(`${rel} (${(file.message ?? 'failed to run').split('\n')[0]})`);
  }
  return { passed, failed, names };
}

function playwright(name = 'e2e', config = null) {
  const out = path.join(reports, `${name}.json`);
  const code = run(bin('playwright'), ['test', ...(config ? ['--config', config] : [])], { PW_JSON_FILE: out });
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1, note: 'no report' };
  const s = report.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') names.push(`${t.status === 'flaky' ? '(flaky) ' : ''}${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  let failed = s.unexpected ?? 0;
  // the web server did not start, or a global error: no test counted it
  if (code !== 0 && failed === 0) failed = Math.max(1, (report.errors ?? []).length);
  return { passed, failed, names, ...(s.flaky ? { note: `${s.flaky} flaky` } : {}) };
}

/** Whether something listens on 127.0.0.1:port (PostgreSQL, Redis). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Two instances behind nginx on PostgreSQL and Redis (playwright.cluster.config.ts), on the build the
 * e2e tier made. CI provides all three (.ci/run); elsewhere a machine without them skips the tier and
 * says why.
 */
async function cluster() {
  const missing = [];
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((f) => existsSync(f)) && spawnSync('nginx', ['-v']).status !== 0) missing.push('nginx');
  if (!(await listening(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
  if (!(await listening(6379))) missing.push('Redis on 127.0.0.1:6379');
  if (missing.length && !process.env.CI) {
    console.log(`skipped: no ${missing.join(', ')} here`);
    return { passed: 0, failed: 0, note: `skipped: no ${missing.join(', ')}` };
  }
  return playwright('cluster', 'playwright.cluster.config.ts');
}

// lint and typecheck start together when both run (see background); the first of the two starts both
const LINT = [bin('eslint'), ['.']];
const TYPES = [bin('tsc'), ['--noEmit']];
let sideBySide = null;
const bothStarted = () => (sideBySide ??= { lint: background(...LINT), typecheck: background(...TYPES) });
const together = () => wanted('lint') && wanted('typecheck');

const tiers = [
  ['lint', () => (together() ? bothStarted().lint() : single(...LINT))],
  ['typecheck', () => (together() ? bothStarted().typecheck() : single(...TYPES))],
  ['unit', () => vitest('unit')],
  ['api', () => vitest('api')],
  ['e2e', () => playwright()],
  ['cluster', () => cluster()],
];

// `node scripts/test-all.mjs cluster api` runs only the tiers named (in the order above)
const only = process.argv.slice(2);
function wanted(name) {
  return !only.length || only.includes(name);
}
const unknown = only.filter((n) => !tiers.some(([name]) => name === n));
if (unknown.length) {
  console.log(`no such tier: ${unknown.join(', ')} (tiers: ${tiers.map(([n]) => n).join(', ')})`);
  process.exit(2);
}

const results = [];
for (const [name, fn] of tiers.filter(([n]) => wanted(n))) {
  banner(name);
  const started = Date.now();
  const r = await fn();
  results.push({ name, ...r, seconds: Math.round((Date.now() - started) / 1000) });
}
rmSync(reports, { recursive: true, force: true });

banner('summary');
for (const r of results) {
  const status = r.failed ? 'FAIL' : 'ok  ';
  console.log(`${status} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed  ${String(r.seconds).padStart(4)} s${r.note ? `  (${r.note})` : ''}`);
  // the failing (and flaky) tests by name, so a summary alone says what to look at
  for (const name of r.names ?? []) console.log(`       ✗ ${name}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

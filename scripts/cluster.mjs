#!/usr/bin/env node
// A cluster on this machine, in the topology of production (compose.yaml): N instances of the built
// app (the front server, server.mjs) on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL;
// without it the instances signal each other over PostgreSQL LISTEN/NOTIFY), behind nginx (Debian's
// package) configured from deploy/nginx/portal.conf.template. The database is
// migrated (and seeded when empty) once, before the instances start; each instance trusts nginx
// (TRUSTED_PROXIES=127.0.0.1), so client addresses come from its X-Forwarded-For.
//
//   node scripts/cluster.mjs [--instances 2] [--port 8080] [--app-port 3001] [--dist .next]
//                            [--fresh-db] [--fresh-redis]
//
// --port is nginx's, --app-port the first instance's (the others follow). --fresh-db creates a new
// database on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and
// drops it on exit (with a folder of uploads, FILES_DIR, of its own); --fresh-redis uses a new key
// prefix (REDIS_PREFIX) and deletes its keys on exit. Instances share FILES_DIR (default ./.data/files).
// The build in --dist is made when missing or older than the sources (SKIP_BUILD=1 uses it as it is).
// Stops everything it started on SIGINT/SIGTERM, or when one of them exits.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensureBuild.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);
const instances = Number(opt('instances', process.env.CLUSTER_INSTANCES ?? 2));
const nginxPort = Number(opt('port', process.env.CLUSTER_PORT ?? 8080));
const appPort = Number(opt('app-port', process.env.CLUSTER_APP_PORT ?? 3001));
const distDir = opt('dist', process.env.NEXT_DIST_DIR || '.next');
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error(`--instances must be 1–16, not ${instances}`);

const say = (s) => process.stderr.write(`[cluster] ${s}\n`);
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
delete env.NODE_ENV;
delete env.PORT;
delete env.PGLITE_DIR;

// ---------------------------------------------------------------- what we own, and undoing it
const children = new Map();
const undo = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  const exits = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all(exits);
  for (const step of undo.reverse()) {
    try {
      await step();
    } catch (error) {
      say(`cleanup: ${error?.message ?? error}`);
    }
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));

function start(name, cmd, cmdArgs, childEnv) {
  const child = spawn(cmd, cmdArgs, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} exited (${code ?? signal}): stopping the cluster`);
    void stop(1);
  });
  return child;
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return;
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  // ---------------------------------------------------------------- PostgreSQL and Redis
  let databaseUrl = process.env.DATABASE_URL;
  if (flag('fresh-db')) {
    const { default: pg } = await import('pg');
    const server = new URL(databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const name = `cluster_${stamp}`;
    const adminUrl = new URL(server.toString());
    adminUrl.pathname = '/postgres';
    const admin = async (sql) => {
      const c = new pg.Client({ connectionString: adminUrl.toString() });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    undo.push(async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      say(`dropped database ${name}`);
    });
    server.pathname = `/${name}`;
    databaseUrl = server.toString();
    say(`created database ${name}`);
    // and a folder of uploads of its own, shared by the instances as they share the database
    env.FILES_DIR = mkdtempSync(path.join(tmpdir(), 'portal-cluster-files-'));
    const files = env.FILES_DIR;
    undo.push(() => rmSync(files, { recursive: true, force: true }));
  }
  if (!databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database of the cluster (or pass --fresh-db)');
  env.DATABASE_URL = databaseUrl;
  if (!process.env.REDIS_URL) {
    delete env.REDIS_URL;
    say('no REDIS_URL: each instance keeps its own Next cache, and the signals go over PostgreSQL LISTEN/NOTIFY');
  } else if (flag('fresh-redis')) {
    const prefix = `cluster_${stamp}`;
    env.REDIS_PREFIX = prefix;
    undo.push(async () => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        let n = 0;
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) n += await redis.del(...keys);
        } while (cursor !== '0');
        say(`deleted ${n} Redis keys of ${prefix}`);
      } finally {
        redis.disconnect();
      }
    });
  }

  // ---------------------------------------------------------------- build, migrate and seed once
  const built = ensureBuild({ distDir, env, say });
  if (built !== 0) throw new Error(`next build failed (${built})`);
  say('$ npx tsx scripts/migrate.ts');
  const migrated = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], { env, stdio: ['ignore', process.stderr, 'inherit'] });
  if (migrated.status !== 0) throw new Error('migration failed');

  // ---------------------------------------------------------------- the instances
  const ports = Array.from({ length: instances }, (_, i) => appPort + i);
  for (const [i, port] of ports.entries()) {
    start(`app${i + 1}`, process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], { ...env, PORT: String(port), TRUSTED_PROXIES: '127.0.0.1' });
  }
  await Promise.all(ports.map((port, i) => waitFor(`http://127.0.0.1:${port}/`, `app${i + 1}`)));

  // ---------------------------------------------------------------- nginx in front
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  undo.push(() => rmSync(prefix, { recursive: true, force: true }));
  // nginx's workers run as an unprivileged user when started as root: they must reach their temp folders
  chmodSync(prefix, 0o755);
  for (const dir of ['conf', 'logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true, mode: 0o777 });
  chmodSync(path.join(prefix, 'temp'), 0o777);
  const vars = { PORTAL_LISTEN: `127.0.0.1:${nginxPort}`, PORTAL_UPSTREAM_SERVERS: ports.map((p) => `server 127.0.0.1:${p};`).join(' ') };
  const template = readFileSync(path.join(root, 'deploy/nginx/portal.conf.template'), 'utf8');
  writeFileSync(path.join(prefix, 'conf/portal.conf'), template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (m, name) => vars[name] ?? m));
  const temp = (name) => path.join(prefix, 'temp', name);
  writeFileSync(
    path.join(prefix, 'conf/nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      `pid ${path.join(prefix, 'logs/nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(prefix, 'conf/portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const conf = path.join(prefix, 'conf/nginx.conf');
  const checked = spawnSync(nginx, ['-p', prefix, '-c', conf, '-t', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (checked.error || checked.status !== 0) throw new Error(`nginx -t failed: ${checked.error?.message ?? `exit ${checked.status}`} (apt-get install -y nginx)`);
  start('nginx', nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], process.env);
  await waitFor(`http://127.0.0.1:${nginxPort}/`, 'nginx');
  say(`ready: http://127.0.0.1:${nginxPort}/ → ${ports.map((p) => `127.0.0.1:${p}`).join(', ')} (build ${distDir}, Redis prefix ${env.REDIS_PREFIX ?? 'portal'})`);
}

main().catch((error) => {
  say(`failed: ${error?.message ?? error}`);
  void stop(1);
});

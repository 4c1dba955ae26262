// A throwaway PostgreSQL cluster of a test's own, which the test may stop and start at will (the
// run's shared server must never be stopped): initdb into a temp folder, trust authentication, on a
// free port of 127.0.0.1 with its socket in the same folder. PostgreSQL refuses to run as root, so
// as root its binaries run as the `postgres` user (runuser), which then owns the folder.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder of initdb and pg_ctl: Debian's newest /usr/lib/postgresql/<version>/bin, or null. */
function binDir(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = path.join(DEBIAN_ROOT, v, 'bin');
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  } catch {
    return null;
  }
}

const asRoot = process.getuid?.() === 0;

/** Why a private cluster cannot be made here (null: it can). */
export function clusterUnavailableReason(): string | null {
  if (!binDir()) return `no PostgreSQL binaries (initdb, pg_ctl) under ${DEBIAN_ROOT}/<version>/bin`;
  if (asRoot && !postgresIds()) return 'running as root and there is no postgres user to run PostgreSQL as';
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type PostgresCluster = {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is ended (57P01), new ones are refused. */
  stop(): void;
  start(): void;
  /** Stops it (if running) and removes its folder. */
  remove(): void;
};

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  if (!bin) throw new Error(clusterUnavailableReason() ?? 'no PostgreSQL binaries');
  const ids = asRoot ? postgresIds() : null;
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if (ids) chownSync(folder, ids.uid, ids.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = ids ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=50`;
  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  try {
    cluster.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

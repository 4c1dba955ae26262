// Child processes of the bench: builds and servers, each in its own process group so that stopping
// one ends the `next` process and anything it spawned, and nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type Server = { name: string; port: number; child: ChildProcess; logFile: string; exited: Promise<number | null> };

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the group this child leads (spawned detached)
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Runs a command to completion, its output into logFile; rejects on a non-zero exit. */
export function runToLog(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; timeoutMs: number }): Promise<void> {
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const out = createWriteStream(opts.logFile);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} took longer than ${opts.timeoutMs / 1000} s (log: ${opts.logFile})`));
    }, opts.timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      out.end();
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}); log: ${opts.logFile}`));
    });
  });
}

export function startServer(name: string, port: number, cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Server {
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const out = createWriteStream(opts.logFile);
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.on('error', () => resolve(-1));
  });
  return { name, port, child, logFile: opts.logFile, exited };
}

/** SIGTERM to every process group the bench started, SIGKILL after graceMs. */
export async function stopAll(graceMs = 5000): Promise<void> {
  const children = [...running];
  if (children.length === 0) return;
  const gone = children.map((c) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()))));
  for (const c of children) killGroup(c, 'SIGTERM');
  const timer = setTimeout(() => children.forEach((c) => killGroup(c, 'SIGKILL')), graceMs);
  await Promise.race([Promise.all(gone), new Promise((r) => setTimeout(r, graceMs + 1000))]);
  clearTimeout(timer);
}

/** Synchronous last resort (process 'exit' handler): SIGKILL to whatever is still running. */
export function killAllNow(): void {
  for (const c of running) killGroup(c, 'SIGKILL');
}

/** True when something already listens on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls url until it answers 200, the server exits, or timeoutMs passes. */
export async function waitForHttp(server: Server, url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${server.name} exited while starting; log: ${server.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s; log: ${server.logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A process of the machine: its id and its command line (Linux /proc). */
export type ProcInfo = { pid: number; ppid: number; cmdline: string };

function procInfo(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); // field 4
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid, cmdline };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Every process below `pid` (children, their children…), from /proc; empty elsewhere. */
export function descendants(pid: number): ProcInfo[] {
  let all: ProcInfo[];
  try {
    all = readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .map((e) => procInfo(Number(e)))
      .filter((p): p is ProcInfo => p !== undefined);
  } catch {
    return [];
  }
  const out: ProcInfo[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        out.push(p);
        grew = true;
      }
    }
  }
  return out;
}

/** Processes of the machine whose command name (/proc/<pid>/comm) is `name`, e.g. `redis-server`. */
export function processesNamed(name: string): number[] {
  try {
    return readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .filter((e) => {
        try {
          return readFileSync(`/proc/${e}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Runs a bench's `main` once and exits: 0 when it finished, 1 when it failed or outran `budgetMs`,
 * 130 on SIGINT/SIGTERM. `cleanup` (servers, databases, keys) runs exactly once before any exit, and
 * whatever process is still left is killed when the process exits.
 */
export function runBench(name: string, budgetMs: number, main: () => Promise<void>, cleanup: () => Promise<void>): void {
  let finished = false;
  const finish = (code: number, say?: () => void) => {
    if (finished) return;
    finished = true;
    clearTimeout(watchdog);
    say?.();
    void cleanup().finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => finish(1, () => console.error(`[${name}] over the ${budgetMs / 60_000} min budget: stopping`)), budgetMs);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => finish(130, () => console.log(`[${name}] ${sig}: stopping`)));
  process.on('exit', () => killAllNow());
  main().then(
    () => finish(0),
    (error: unknown) => finish(1, () => console.error(`[${name}] failed:`, error instanceof Error ? (error.stack ?? error.message) : error)),
  );
}

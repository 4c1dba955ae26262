// Where the machine's CPU went during a measurement: the server under test, the load generator
// (this process: autocannon runs in it), and everything else on the machine (noise: other builds,
// editors, test runs). Linux /proc only; elsewhere the figures are simply absent.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const HZ = 100; // USER_HZ: the unit of /proc/stat and /proc/<pid>/stat on Linux

type Sample = { at: number; total: number; idle: number; server: number; self: NodeJS.CpuUsage };

export type CpuShare = {
  /** cores busy on the whole machine, on average */
  machine: number;
  server: number;
  client: number;
  /** machine − server − client − groups: load that is not part of the measurement */
  others: number;
  /** cores busy in further processes of the measurement, by name (e.g. the database's), when asked for */
  groups?: Record<string, number>;
  cores: number;
  load1: number;
};

function machineJiffies(): { total: number; idle: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const f = line.trim().split(/\s+/).slice(1, 9).map(Number); // user nice system idle iowait irq softirq steal
    if (f.length < 8 || f.some((x) => !Number.isFinite(x))) return undefined;
    return { total: f.reduce((a, b) => a + b, 0), idle: f[3]! + f[4]! };
  } catch {
    return undefined;
  }
}

/** CPU time (jiffies) of a process, or the sum over several (a process that is gone counts 0 when others are given). */
function processJiffies(pid: number | readonly number[] | undefined): number {
  if (pid === undefined) return NaN;
  if (typeof pid !== 'number') return pid.reduce((sum, p) => sum + (processJiffies(p) || 0), 0);
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
    return Number(f[11]) + Number(f[12]); // utime + stime (fields 14 and 15)
  } catch {
    return NaN;
  }
}

/**
 * Starts a sample; the function returned ends it. The server is one process or several (instances,
 * their proxy); `groups` are further processes of the measurement reported on their own.
 */
export function cpuStart(serverPid: number | readonly number[] | undefined, groups: Record<string, readonly number[]> = {}): (() => CpuShare | undefined) {
  const m = machineJiffies();
  if (!m) return () => undefined;
  const load1 = os.loadavg()[0] ?? NaN;
  const start: Sample = { at: performance.now(), ...m, server: processJiffies(serverPid), self: process.cpuUsage() };
  const groupStart = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, processJiffies(pids)]));
  return () => {
    const end = machineJiffies();
    if (!end) return undefined;
    const seconds = (performance.now() - start.at) / 1000;
    const cores = os.availableParallelism();
    const dTotal = end.total - start.total;
    const machine = dTotal > 0 ? ((dTotal - (end.idle - start.idle)) / dTotal) * cores : NaN;
    const server = (processJiffies(serverPid) - start.server) / HZ / seconds;
    const self = process.cpuUsage(start.self);
    const client = (self.user + self.system) / 1e6 / seconds;
    const named = Object.entries(groups).map(([name, pids]) => [name, (processJiffies(pids) - groupStart[name]!) / HZ / seconds] as const);
    const inGroups = named.reduce((sum, [, cores]) => sum + cores, 0);
    return {
      machine,
      server,
      client,
      others: Math.max(0, machine - server - client - inGroups),
      cores,
      load1,
      ...(named.length ? { groups: Object.fromEntries(named) } : {}),
    };
  };
}

/** The mean of equally long samples. */
export function meanShare(xs: (CpuShare | undefined)[]): CpuShare | undefined {
  const ok = xs.filter((x): x is CpuShare => x !== undefined);
  if (!ok.length) return undefined;
  const avg = (k: 'machine' | 'server' | 'client' | 'others' | 'load1') => ok.reduce((s, x) => s + x[k], 0) / ok.length;
  const names = [...new Set(ok.flatMap((x) => Object.keys(x.groups ?? {})))];
  const groups = Object.fromEntries(names.map((n) => [n, ok.reduce((s, x) => s + (x.groups?.[n] ?? 0), 0) / ok.length]));
  return {
    machine: avg('machine'),
    server: avg('server'),
    client: avg('client'),
    others: avg('others'),
    cores: ok[0]!.cores,
    load1: avg('load1'),
    ...(names.length ? { groups } : {}),
  };
}

// Where the machine's CPU went during a measurement: the server under test, the load generator
// (this process: autocannon runs in it), and everything else on the machine (noise: other builds,
// editors, test runs). Linux /proc only; elsewhere the figures are simply absent.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const HZ = 100; // USER_HZ: the unit of /proc/stat and /proc/<pid>/stat on Linux

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

function processJiffies(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
    return Number(f[11]) + Number(f[12]); // utime + stime (fields 14 and 15)
  } catch {
    return NaN;
  }
}

/** CPU time (jiffies) of each process of a group that is running, by id. */
function groupJiffies(pids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const j = processJiffies(pid);
    if (Number.isFinite(j)) out.set(pid, j);
  }
  return out;
}

/**
 * CPU time of a group between two snapshots: a process in both counts its difference, one only at
 * the end (started meanwhile, e.g. a new database connection's backend) counts whole, one that ended
 * meanwhile is lost. NaN when the group had no process at all.
 */
function groupDelta(start: Map<number, number>, end: Map<number, number>): number {
  if (start.size === 0 && end.size === 0) return NaN;
  let sum = 0;
  for (const [pid, j] of end) sum += j - (start.get(pid) ?? 0);
  return sum;
}

const asList = (pid: number | readonly number[] | undefined): readonly number[] => (pid === undefined ? [] : typeof pid === 'number' ? [pid] : pid);

/**
 * Starts a sample; the function returned ends it. The server is one process or several (instances,
 * their proxy); `groups` are further processes of the measurement, reported on their own. When a
 * group's processes change during the sample (a pool's connections), pass its processes at the end
 * to the function returned: those started meanwhile are counted too.
 */
export function cpuStart(
  serverPid: number | readonly number[] | undefined,
  groups: Record<string, readonly number[]> = {},
): (groupsAtEnd?: Record<string, readonly number[]>) => CpuShare | undefined {
  const m = machineJiffies();
  if (!m) return () => undefined;
  const load1 = os.loadavg()[0] ?? NaN;
  const serverPids = asList(serverPid);
  const serverStart = groupJiffies(serverPids);
  const start = { at: performance.now(), ...m, self: process.cpuUsage() };
  const groupStart = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, groupJiffies(pids)]));
  return (groupsAtEnd = {}) => {
    const end = machineJiffies();
    if (!end) return undefined;
    const seconds = (performance.now() - start.at) / 1000;
    const cores = os.availableParallelism();
    const dTotal = end.total - start.total;
    const machine = dTotal > 0 ? ((dTotal - (end.idle - start.idle)) / dTotal) * cores : NaN;
    const server = groupDelta(serverStart, groupJiffies(serverPids)) / HZ / seconds;
    const self = process.cpuUsage(start.self);
    const client = (self.user + self.system) / 1e6 / seconds;
    const named = Object.entries(groups).map(
      ([name, pids]) => [name, groupDelta(groupStart[name]!, groupJiffies([...new Set([...pids, ...(groupsAtEnd[name] ?? [])])])) / HZ / seconds] as const,
    );
    const inGroups = named.reduce((sum, [, busy]) => sum + (Number.isFinite(busy) ? busy : 0), 0);
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

// Builds the app (into .next-bench) and the baseline (into bench/baseline/.next) when missing or
// older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runToLog } from './proc';

const SKIP_DIRS = new Set(['node_modules', '.next', '.git', '.data']);

/** Newest modification time under p (files and folders), ignoring build output and dependencies. */
export function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) {
    if (SKIP_DIRS.has(e) || e.startsWith('.next')) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

export type BuildOutcome = { name: string; built: boolean; reason: string; ms: number; log?: string };

export async function buildIfStale(opts: {
  name: string;
  root: string; // repository root (holds node_modules/next)
  dir: string; // the Next project to build
  distDir: string; // absolute path of its output folder
  sources: string[]; // absolute paths whose changes require a rebuild
  env: NodeJS.ProcessEnv;
  logFile: string;
  timeoutMs: number;
  force?: boolean;
  skip?: boolean;
  /** appended to the reason of a build that ran (e.g. "type check skipped") */
  note?: string;
}): Promise<BuildOutcome> {
  const buildId = path.join(opts.distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const nextPkg = path.join(opts.root, 'node_modules/next/package.json');
  const newest = Math.max(...opts.sources.map(newestMtime), newestMtime(nextPkg));
  let reason: string;
  if (opts.force) reason = 'forced (BENCH_REBUILD=1)';
  else if (!builtAt) reason = 'no build yet';
  else if (newest > builtAt) reason = 'sources changed since the last build';
  else return { name: opts.name, built: false, reason: 'up to date', ms: 0 };
  if (opts.skip && builtAt) {
    return { name: opts.name, built: false, reason: `BENCH_SKIP_BUILD=1: used the build of ${new Date(builtAt).toISOString()} (${reason})`, ms: 0 };
  }

  const started = Date.now();
  const nextBin = path.join(opts.root, 'node_modules/next/dist/bin/next');
  await runToLog(process.execPath, [nextBin, 'build'], { cwd: opts.dir, env: opts.env, logFile: opts.logFile, timeoutMs: opts.timeoutMs });
  return { name: opts.name, built: true, reason: opts.note ? `${reason}; ${opts.note}` : reason, ms: Date.now() - started, log: opts.logFile };
}

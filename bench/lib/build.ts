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

/** The folder the bench builds the app into (NEXT_DIST_DIR), shared by bench/run.ts and bench/cluster.ts. */
export const BENCH_DIST = '.next-bench';

/**
 * The app's bench build (`BENCH_DIST`) when missing or stale. Preloaded with ./build-hooks.cjs: `next
 * build` keeps the shared tsconfig.json / next-env.d.ts as they are, and skips its type check unless
 * `typecheck` (the team's `npm run typecheck` is the type gate). `env` is the build's environment
 * without these settings.
 */
export function buildBenchApp(opts: { root: string; env: NodeJS.ProcessEnv; logFile: string; timeoutMs: number; force?: boolean; skip?: boolean; typecheck?: boolean }): Promise<BuildOutcome> {
  const { root } = opts;
  return buildIfStale({
    name: 'app',
    root,
    dir: root,
    distDir: path.join(root, BENCH_DIST),
    sources: ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'global.d.ts'].map((p) => path.join(root, p)),
    env: {
      ...opts.env,
      NEXT_DIST_DIR: BENCH_DIST,
      NODE_OPTIONS: `${opts.env.NODE_OPTIONS ?? ''} --require ${path.join(root, 'bench/lib/build-hooks.cjs')}`.trim(),
      BENCH_KEEP_FILES: JSON.stringify([path.join(root, 'tsconfig.json'), path.join(root, 'next-env.d.ts')]),
      BENCH_IGNORE_TYPE_ERRORS: opts.typecheck ? '0' : '1',
    },
    logFile: opts.logFile,
    timeoutMs: opts.timeoutMs,
    force: opts.force,
    skip: opts.skip,
    note: opts.typecheck ? 'with type check' : 'type check skipped',
  });
}

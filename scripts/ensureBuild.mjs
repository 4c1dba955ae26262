// Builds the production app into `distDir` when its sources are newer than the build there (or when
// there is none), unless SKIP_BUILD=1 and a build exists. Shared by the servers the browser tests
// start (scripts/e2e-server.mjs, scripts/cluster.mjs), so the cluster tier reuses the build the e2e
// tier made. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newestMtime.mjs';

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'global.d.ts'];

/**
 * `next build` with another distDir adds that folder's type globs to tsconfig.json (reformatting
 * it) and points next-env.d.ts at it. Put both back as they were, so a test build leaves no trace.
 */
function keepTypeScriptFiles() {
  const saved = ['tsconfig.json', 'next-env.d.ts'].filter((f) => existsSync(f)).map((f) => [f, readFileSync(f)]);
  return () => {
    for (const [f, content] of saved) if (!readFileSync(f).equals(content)) writeFileSync(f, content);
  };
}

/** Returns the exit status of the build (0 when none was needed). Run from the repository root. */
export function ensureBuild({ distDir, env, say, stdio = ['ignore', process.stderr, 'inherit'] }) {
  const buildId = path.join(distDir, 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (process.env.SKIP_BUILD === '1' && built) {
    say(`SKIP_BUILD=1: using ${distDir} as it is`);
    return 0;
  }
  if (!SOURCES.some((s) => newestMtime(s) > built)) {
    say(`${distDir} is up to date`);
    return 0;
  }
  say(`$ npx next build (into ${distDir})`);
  const restore = keepTypeScriptFiles();
  // types are the typecheck tier's (tsc --noEmit): the test build does not check them again
  const r = spawnSync('npx', ['next', 'build'], { stdio, env: { ...env, NEXT_DIST_DIR: distDir, NEXT_BUILD_TYPECHECK: 'off' } });
  restore();
  return r.status ?? 1;
}

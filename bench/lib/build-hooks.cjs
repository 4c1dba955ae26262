// Preloaded (NODE_OPTIONS=--require) into the bench's `next build` of the app by bench/run.ts.
//
// 1. BENCH_KEEP_FILES (JSON array of absolute paths): writes to these files are skipped. `next build`
//    rewrites the project's tsconfig.json (adding `<distDir>/types/**/*.ts` to "include") and
//    next-env.d.ts (pointing it at `<distDir>/types`) for whatever distDir it builds into; the bench
//    builds into .next-bench, and those two shared files must stay as the team wrote them.
// 2. BENCH_IGNORE_TYPE_ERRORS=1: the build skips its type check, exactly as with
//    `typescript.ignoreBuildErrors: true`, so that a colleague's half-finished file elsewhere in the
//    shared tree does not stop a performance measurement (types do not change the output).
//    `npm run typecheck` is the type gate; BENCH_TYPECHECK=1 on `npm run bench` keeps the check.
// Both hooks only ever affect the build process they are preloaded into (and its workers).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

let kept = [];
try {
  kept = JSON.parse(process.env.BENCH_KEEP_FILES || '[]').map((p) => path.resolve(p));
} catch {
  kept = [];
}

if (kept.length > 0) {
  const isKept = (file) => typeof file === 'string' && kept.includes(path.resolve(file));
  const noted = new Set();
  const note = (file) => {
    if (noted.has(file)) return;
    noted.add(file);
    process.stderr.write(`[bench] left ${path.resolve(file)} unchanged (next build wanted to rewrite it)\n`);
  };

  const writeFileSync = fs.writeFileSync;
  fs.writeFileSync = function benchWriteFileSync(file, ...rest) {
    if (isKept(file)) return note(file);
    return writeFileSync.call(this, file, ...rest);
  };

  const writeFile = fs.writeFile;
  fs.writeFile = function benchWriteFile(file, ...rest) {
    if (isKept(file)) {
      note(file);
      const cb = rest[rest.length - 1];
      if (typeof cb === 'function') process.nextTick(cb, null);
      return undefined;
    }
    return writeFile.call(this, file, ...rest);
  };

  const promisesWriteFile = fs.promises.writeFile;
  fs.promises.writeFile = function benchPromisesWriteFile(file, ...rest) {
    if (isKept(file)) {
      note(file);
      return Promise.resolve();
    }
    return promisesWriteFile.call(this, file, ...rest);
  };
}

if (process.env.BENCH_IGNORE_TYPE_ERRORS === '1') {
  const TYPE_CHECK = `${path.sep}next${path.sep}dist${path.sep}build${path.sep}type-check.js`;
  const load = Module._load;
  let wrapped;
  Module._load = function benchLoad(request, parent, isMain) {
    const exported = load.apply(this, arguments);
    if (wrapped === undefined && typeof request === 'string' && request.endsWith('type-check')) {
      let file = '';
      try {
        file = Module._resolveFilename(request, parent, isMain);
      } catch {
        file = '';
      }
      if (file.endsWith(TYPE_CHECK) && exported && typeof exported.startTypeChecking === 'function') {
        const start = exported.startTypeChecking;
        wrapped = {
          __esModule: true,
          startTypeChecking(opts) {
            const config = opts && opts.config;
            if (!config || !config.typescript) return start(opts);
            return start({ ...opts, config: { ...config, typescript: { ...config.typescript, ignoreBuildErrors: true } } });
          },
        };
      }
    }
    if (wrapped !== undefined && typeof request === 'string' && request.endsWith('type-check')) {
      try {
        if (Module._resolveFilename(request, parent, isMain).endsWith(TYPE_CHECK)) return wrapped;
      } catch {
        // not ours
      }
    }
    return exported;
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layers run one way: app/ (routes and pages) imports lib/, never the reverse. A lib module that
 * imports a route module drags the route's dependencies into whatever imports it (the front server's
 * fast path once did; it now gets its handlers from instrumentation.ts).
 */

const root = path.resolve(__dirname, '../..');
const appDir = path.join(root, 'app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(e.name) ? [full] : [];
  });
}

/** Module specifiers of a source: static imports, re-exports, import() and require(). */
export function specifiers(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  return out;
}

/** Whether a specifier of a module in `from` names a module under app/. */
export function reachesApp(from: string, spec: string): boolean {
  if (spec === '@/app' || spec.startsWith('@/app/')) return true;
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(from), spec);
  return target === appDir || target.startsWith(`${appDir}${path.sep}`);
}

describe('lib/ never imports app/', () => {
  it('reads every kind of import', () => {
    const src = "import a from '@/app/x';\nexport { b } from '../app/y';\nconst c = await import('@/app/z');\nimport type { D } from './d';";
    expect(specifiers(src)).toEqual(['@/app/x', '../app/y', '@/app/z', './d']);
    expect(reachesApp(path.join(root, 'lib/server/x.ts'), '../../app/api/route')).toBe(true);
    expect(reachesApp(path.join(root, 'lib/server/x.ts'), '../appendix')).toBe(false);
    expect(reachesApp(path.join(root, 'lib/server/x.ts'), '@/application')).toBe(false);
  });

  it('has no module under lib/ that imports a module under app/', () => {
    const found = sourceFiles(path.join(root, 'lib')).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((spec) => reachesApp(file, spec))
        .map((spec) => `${path.relative(root, file)} → ${spec}`),
    );
    expect(found).toEqual([]);
  });
});

/*
 * No import cycle between files of app/, lib/ and components/ (type-only imports included): a cycle
 * makes a module's value depend on which file happened to load first, and hides which way a
 * dependency runs. Import statements are read with TypeScript's own scanner.
 */

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** The file a relative or '@/' specifier of `from` names, or null for a package. */
function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const stem of [base, base.replace(/\.m?js$/, '')]) {
    for (const ext of EXTENSIONS) {
      const file = `${stem}${ext}`;
      if (graphFiles.has(file)) return file;
    }
  }
  return null;
}

const graphFiles = new Set(['app', 'lib', 'components'].flatMap((d) => sourceFiles(path.join(root, d))).filter((f) => !/\.d\.m?ts$/.test(f)));

/** Strongly connected groups of more than one file (Tarjan), each a cycle. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('no import cycle', () => {
  it('finds a cycle when there is one', () => {
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no cycle between the files of app/, lib/ and components/', async () => {
    const ts = (await import('typescript')).default;
    const graph = new Map<string, string[]>();
    for (const file of graphFiles) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      graph.set(file, [...new Set(importedFiles.map((f) => resolveSpec(file, f.fileName)).filter((f): f is string => f !== null))]);
    }
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map((group) => group.map((f) => path.relative(root, f)).join(' → '))).toEqual([]);
  });
});

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

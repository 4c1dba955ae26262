import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a public page loads first must stay light (issue 7): no antd, zod, axios or dayjs in the code
 * every page ships. The islands that need them (login overlay, dialogs, the contact panel's body,
 * forms) are imported with import(), and this walk stops there, as the bundler's first-load does.
 */

const root = path.resolve(__dirname, '../..');

/** The layouts and pages of the public site whose client islands every visitor loads. */
const ENTRIES = [
  'app/[locale]/layout.tsx',
  'app/[locale]/[company]/layout.tsx',
  'app/[locale]/[company]/(site)/layout.tsx',
  'app/[locale]/[company]/(site)/page.tsx',
  'app/[locale]/[company]/(site)/lclFreight/page.tsx',
];

/**
 * Mobile pages without an island that asks the server through TanStack Query: the shared providers
 * (AppProviders, the mobile layout) must not bring it — the pages that use it place QueryProvider.
 */
const NO_QUERY_ENTRIES = [
  'app/[locale]/[company]/layout.tsx',
  'app/[locale]/[company]/mobile/layout.tsx',
  'app/[locale]/[company]/mobile/notification/news/page.tsx',
  'app/[locale]/[company]/mobile/notification/newsInfo/page.tsx',
  'app/[locale]/[company]/mobile/about/page.tsx',
  'app/[locale]/[company]/mobile/joinUs/socialRecruitment/page.tsx',
];

const HEAVY = ['antd', 'zod', 'axios', 'dayjs', '@ant-design/cssinjs', 'qrcode'];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Static value imports and re-exports of a module (import type / export type and import() are left out). */
export function staticImports(src: string): string[] {
  const out: string[] = [];
  const re = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const m of src.matchAll(re)) if (!m[1]) out.push(m[2]!);
  return out;
}

/** Every package the modules reach through static imports, with the chains (module paths) that reach it. */
function walk(entries: string[]): Map<string, string[][]> {
  const packages = new Map<string, string[][]>();
  const seen = new Set<string>();
  const stack = entries.map((e) => ({ file: path.join(root, e), chain: [e] }));
  while (stack.length) {
    const { file, chain } = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    // Server components run on the server only: what they import reaches the browser only
    // through the client modules ('use client') they render.
    const isServerOnly = /^import ['"]server-only['"]/m.test(src);
    if (isServerOnly) continue;
    for (const spec of staticImports(src)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const next = resolveLocal(file, spec);
        if (next) stack.push({ file: next, chain: [...chain, path.relative(root, next)] });
      } else {
        packages.set(spec, [...(packages.get(spec) ?? []), chain]);
      }
    }
  }
  return packages;
}

/** Client modules ('use client') reachable from the entries: the code that reaches the browser. */
function clientBoundaryWalk(entries = ENTRIES): Map<string, string[][]> {
  const clientFiles: string[] = [];
  const seen = new Set<string>();
  const stack = entries.map((e) => path.join(root, e));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    if (/^\s*['"]use client['"]/.test(src)) {
      clientFiles.push(path.relative(root, file));
      continue; // from here on everything is client code: walked below
    }
    for (const spec of staticImports(src)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const next = resolveLocal(file, spec);
        if (next) stack.push(next);
      }
    }
  }
  return walk(clientFiles);
}

describe('first-load code of the public pages', () => {
  it('reads static imports and leaves type-only and dynamic ones out', () => {
    const src = "import { a } from 'zod';\nimport type { B } from 'antd';\nexport { c } from './c';\nconst d = import('axios');\nimport './x.css';";
    expect(staticImports(src)).toEqual(['zod', './c', './x.css']);
  });

  it('reaches no antd, zod, axios, dayjs or qrcode through the client islands every page loads', () => {
    const packages = clientBoundaryWalk();
    const heavy = [...packages].filter(([p]) => HEAVY.some((h) => p === h || p.startsWith(`${h}/`)));
    expect(heavy.flatMap(([p, chains]) => chains.map((chain) => `${p} via ${chain.join(' → ')}`))).toEqual([]);
    // the walk does reach the islands (the check would pass vacuously otherwise)
    expect(packages.has('@tanstack/react-query')).toBe(true);
    expect(packages.has('next-intl')).toBe(true);
  });

  it('brings no TanStack Query to the mobile pages whose islands do not use it', () => {
    const packages = clientBoundaryWalk(NO_QUERY_ENTRIES);
    const query = [...packages].filter(([p]) => p.startsWith('@tanstack/'));
    expect(query.flatMap(([p, chains]) => chains.map((chain) => `${p} via ${chain.join(' → ')}`))).toEqual([]);
    expect(packages.has('next-intl')).toBe(true);
  });
});

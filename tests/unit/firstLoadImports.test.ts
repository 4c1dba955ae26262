import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a public page loads first must stay light (issue 7): no antd, zod, axios or dayjs in the code
 * every page ships. The islands that need them (login overlay, dialogs, the contact panel's body,
 * forms) are imported with import(), and this walk stops there, as the bundler's first-load does.
 */

const root = path.resolve(__dirname, '../..');

/** The layouts and every public page type (issue 25: each under 200 KB of first-load JS), desktop and phone. */
const ENTRIES = [
  'app/[locale]/layout.tsx',
  'app/[locale]/[company]/layout.tsx',
  'app/[locale]/[company]/(site)/layout.tsx',
  'app/[locale]/[company]/(site)/page.tsx',
  'app/[locale]/[company]/(site)/lclFreight/page.tsx',
  'app/[locale]/[company]/(site)/schedules/page.tsx',
  'app/[locale]/[company]/(site)/tracking/page.tsx',
  'app/[locale]/[company]/(site)/lookPresentCabin/layout.tsx',
  'app/[locale]/[company]/(site)/lookPresentCabin/page.tsx',
  'app/[locale]/[company]/mobile/schedules/page.tsx',
  'app/[locale]/[company]/mobile/tracking/page.tsx',
  'app/[locale]/[company]/mobile/lookPresentCabin/page.tsx',
  'app/[locale]/[company]/(site)/rates/page.tsx',
  'app/[locale]/[company]/(site)/airFreight/page.tsx',
  'app/[locale]/[company]/(site)/notification/news/[q]/page.tsx',
  'app/[locale]/[company]/(site)/notification/newsInfo/[q]/page.tsx',
  'app/[locale]/[company]/(site)/about/[q]/page.tsx',
  'app/[locale]/[company]/(site)/joinUs/socialRecruitment/page.tsx',
  'app/[locale]/[company]/mobile/page.tsx',
  'app/[locale]/[company]/mobile/lclFreight/page.tsx',
  'app/[locale]/[company]/mobile/rates/page.tsx',
  'app/[locale]/[company]/mobile/airFreight/page.tsx',
  'app/[locale]/[company]/mobile/notification/news/[q]/page.tsx',
  'app/[locale]/[company]/mobile/notification/newsInfo/[q]/page.tsx',
  'app/[locale]/[company]/mobile/about/[q]/page.tsx',
  'app/[locale]/[company]/mobile/joinUs/socialRecruitment/page.tsx',
];

/**
 * Mobile pages without an island that asks the server through TanStack Query: the shared providers
 * (AppProviders, the mobile layout) must not bring it — the pages that use it place QueryProvider.
 */
const NO_QUERY_ENTRIES = [
  'app/[locale]/[company]/layout.tsx',
  'app/[locale]/[company]/mobile/layout.tsx',
  'app/[locale]/[company]/mobile/notification/news/[q]/page.tsx',
  'app/[locale]/[company]/mobile/notification/newsInfo/[q]/page.tsx',
  'app/[locale]/[company]/mobile/about/[q]/page.tsx',
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

  it('places QueryProvider above every page whose islands use TanStack Query (loaded at once or on demand)', () => {
    const missing = pageFiles()
      .filter((page) => usesQuery(page))
      .filter((page) => !providerAbove(page));
    expect(missing).toEqual([]);
    // the walk does find pages that use it (the check would pass vacuously otherwise)
    expect(pageFiles().filter((page) => usesQuery(page)).length).toBeGreaterThan(20);
  });
});

/** Every page file of the site (each page.tsx under app/), relative to the root. */
function pageFiles(dir = 'app'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return pageFiles(rel);
    return e.name === 'page.tsx' ? [rel] : [];
  });
}

/** Local modules a module imports, statically or with import(). */
function localImports(file: string, src: string): string[] {
  const specs = [...staticImports(src), ...[...src.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)];
  return specs.flatMap((spec) => (spec.startsWith('.') || spec.startsWith('@/') ? [resolveLocal(file, spec)].filter((f): f is string => !!f) : []));
}

/** A module imports one of TanStack Query's hooks, or one built on them (useSession from QueryProvider). */
function readsQueryHooks(src: string): boolean {
  for (const m of src.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const from = m[2]!;
    if ((from === '@tanstack/react-query' || from.endsWith('/QueryProvider')) && /\buse[A-Z]/.test(m[1]!)) return true;
  }
  return false;
}

/**
 * The page's client islands, or a module they import (statically or with import()), read TanStack
 * Query. Server modules are passed through to the client modules they render; a QueryProvider met on
 * the way covers what it wraps.
 */
function usesQuery(rel: string): boolean {
  const seen = new Set<string>();
  const stack = [{ file: path.join(root, rel), client: false }];
  while (stack.length) {
    const { file, client: parentClient } = stack.pop()!;
    if (seen.has(file) || file.endsWith('QueryProvider.tsx')) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    const client = parentClient || /^\s*['"]use client['"]/.test(src);
    if (client && readsQueryHooks(src)) return true;
    for (const next of localImports(file, src)) stack.push({ file: next, client });
  }
  return false;
}

/** The page itself or a layout above it renders QueryProvider around all it returns. */
function providerAbove(page: string): boolean {
  const places = (file: string) => existsSync(path.join(root, file)) && /<QueryProvider>/.test(readFileSync(path.join(root, file), 'utf8'));
  if (places(page)) return true;
  for (let dir = path.dirname(page); dir !== 'app' && dir !== '.'; dir = path.dirname(dir)) if (places(`${dir}/layout.tsx`)) return true;
  return false;
}


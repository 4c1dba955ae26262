import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/lib/endpoints';

/*
 * An endpoint's path is written once, in its entry of the table (lib/endpoints); route files, client
 * calls, links and the fast path take it from there. This reads the strings of every source file
 * (comments are prose, and tests may name paths) and fails on one that spells an endpoint's path.
 */

const root = path.resolve(__dirname, '../..');
const SOURCES = ['app', 'components', 'lib', 'bench', 'scripts', 'proxy.ts', 'server.mjs', 'instrumentation.ts'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (/\.(ts|tsx|mts|mjs|js)$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(entry, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(root, rel)] : [];
  });
}

/** The text of every string and template piece of a source. */
export function stringsOf(src: string, jsx: boolean): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, src);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.CloseBraceToken) kind = scanner.reScanTemplateToken(false);
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle || kind === ts.SyntaxKind.TemplateTail) {
      out.push(scanner.getTokenValue());
    }
  }
  return out;
}

/** URL paths of the pages (app/[locale]/[company]/…/page.tsx, route groups and a query screen's [q] left out). */
function pagePaths(): Set<string> {
  const base = path.join(root, 'app/[locale]/[company]');
  return new Set(
    files('app/[locale]/[company]')
      .filter((f) => f.endsWith('/page.tsx'))
      .map((f) => `/${path.relative(base, path.dirname(f)).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/')}`.replace(/\/\[q\]$/, '')),
  );
}

describe('an endpoint path is written only in the table', () => {
  it('reads strings and template pieces, not comments', () => {
    expect(stringsOf("// '/a/b'\nconst x = '/c' + `/d${y}/e`; /* '/f' */", false)).toEqual(['/c', '/d', '/e']);
  });

  it('appears in no source file outside lib/endpoints', () => {
    // A page may share its URL with an endpoint (/orderSearch, /staff/login): such a string is the page's.
    const pages = pagePaths();
    const found: string[] = [];
    for (const file of SOURCES.flatMap(files)) {
      const rel = path.relative(root, file);
      if (rel.startsWith(`lib${path.sep}endpoints${path.sep}`)) continue;
      const strings = stringsOf(readFileSync(file, 'utf8'), file.endsWith('x'));
      for (const { name, endpoint } of ENDPOINTS) {
        const p = endpoint.path;
        const hit = strings.find((s) => (s === p && !pages.has(p)) || s === `/api${p}` || s.startsWith(`/api${p}?`) || s.endsWith(`/api${p}`));
        if (hit !== undefined) found.push(`${rel}: '${hit}' (${name})`);
      }
    }
    expect(found).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';
import { ANTD_COMPONENTS, ANTD_NON_COMPONENTS } from '@/lib/antdCss/components';
import { antdCssHeader, topLevelRules } from '@/lib/antdCss/stamp';
import { ANTD_CSS_VAR_CLASS } from '@/lib/theme';

const root = path.resolve(__dirname, '../..');

/** Names a source file imports from 'antd' as values (type-only imports have no styles). */
function antdImports(src: string): string[] {
  const names: string[] = [];
  for (const m of src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('antd CSS extracted at build time (lib/antdCss)', () => {
  it('reads value imports, not type imports', () => {
    expect(antdImports("import { App as AntdApp, Button, type UploadFile } from 'antd';\nimport type { FormInstance } from 'antd';")).toEqual([
      'App',
      'Button',
    ]);
  });

  it('lists every antd component imported in components/ and app/', () => {
    const files = ['components', 'app'].flatMap((d) => sourceFiles(path.join(root, d)));
    const known = new Set<string>([...ANTD_COMPONENTS, ...ANTD_NON_COMPONENTS]);
    const missing = files.flatMap((f) =>
      antdImports(readFileSync(f, 'utf8'))
        .filter((name) => !known.has(name))
        .map((name) => `${name} (${path.relative(root, f)})`),
    );
    expect(missing, 'add them to lib/antdCss/components.ts and run npm run gen:antd-css').toEqual([]);
  });

  const css = readFileSync(path.join(root, 'lib/antdCss/antd.css'), 'utf8');
  const base = readFileSync(path.join(root, 'lib/antdCss/antd-base.css'), 'utf8');

  it('was generated from this list and this antd version', () => {
    const antd = (JSON.parse(readFileSync(path.join(root, 'node_modules/antd/package.json'), 'utf8')) as { version: string }).version;
    expect(css.split('\n', 1)[0], 'run npm run gen:antd-css').toBe(antdCssHeader(antd));
    expect(base.split('\n', 1)[0], 'run npm run gen:antd-css').toBe(antdCssHeader(antd));
  });

  it("holds only antd.css's own rules, in antd.css's order", () => {
    const full = topLevelRules(readFileSync(path.join(root, 'node_modules/antd/dist/antd.css'), 'utf8'));
    const position = new Map(full.map((rule, i) => [rule, i]));
    for (const file of [css, base]) {
      const rules = topLevelRules(file.slice(file.indexOf('\n') + 1));
      expect(rules.filter((r) => !position.has(r))).toEqual([]);
      const places = rules.map((r) => position.get(r)!);
      expect(places.every((p, i) => i === 0 || p > places[i - 1]!)).toBe(true);
    }
    expect(topLevelRules(css).length).toBeGreaterThan(500);
  });

  it('keeps the rules of every <a>, every icon, the tokens and the App wrapper apart, for the root layout', () => {
    expect(base).toContain('a:hover{color:var(--ant-color-link-hover);}');
    expect(base).toContain('.anticon svg{display:inline-block;');
    const rules = topLevelRules(base.slice(base.indexOf('\n') + 1));
    expect(rules.filter((r) => !/^(a[:{[]|\.anticon|@keyframes loadingCircle|\.ant-app\b)/.test(r) && !r.startsWith(`.${ANTD_CSS_VAR_CLASS}{`))).toEqual([]);
    expect(base).toContain(`.${ANTD_CSS_VAR_CLASS}{--ant-blue:`);
    expect(base).toContain('.ant-app{color:var(--ant-color-text);');
    expect(css).not.toMatch(/(^|})(a[:{[]|\.anticon|\.ant-app\b)/);
  });

  it('carries the css-var scope the app configures and the primary variables the theme replaces', () => {
    expect(css).toContain(`.${ANTD_CSS_VAR_CLASS}.ant-btn{`);
    expect(base).toContain('--ant-color-primary:');
    expect(css).toContain('.ant-modal');
    expect(css).not.toContain('.ant-date-picker');
  });
});

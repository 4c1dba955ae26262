import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Spec §9: every date a user sees or types reads YYYY-MM-DD, in both languages and on both
 * surfaces. A browser's own date input shows the locale's order (mm/dd/yyyy in English), an antd
 * picker without a format follows its locale, and Intl's date styles write "Nov 27, 2026". This reads
 * every component and page and fails on any of them; date fields take DATE_FORMAT / DATE_TIME_FORMAT
 * (lib/dates.ts), shown times shownDateTime.
 */

const root = path.resolve(__dirname, '../..');
const NATIVE_DATE_TYPES = new Set(['date', 'datetime-local', 'month', 'week', 'time']);
const PICKERS = new Set(['DatePicker', 'DatePicker.RangePicker', 'RangePicker', 'TimePicker', 'TimePicker.RangePicker']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The places in a source that would show or take a date in another format than YYYY-MM-DD. */
export function dateFormatIssues(src: string, file = 'x.tsx'): string[] {
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const issues: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  const visit = (n: ts.Node) => {
    if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) {
      const tag = n.tagName.getText(sf);
      const attrs = n.attributes.properties.filter(ts.isJsxAttribute);
      const attr = (name: string) => attrs.find((a) => a.name.getText(sf) === name);
      const type = attr('type')?.initializer;
      const typeText = type && ts.isStringLiteral(type) ? type.text : type && ts.isJsxExpression(type) && type.expression && ts.isStringLiteralLike(type.expression) ? type.expression.text : null;
      if (typeText && NATIVE_DATE_TYPES.has(typeText)) issues.push(`${at(n)} <${tag} type="${typeText}">: the browser's date field shows the locale's format`);
      if (PICKERS.has(tag) && !attr('format')) issues.push(`${at(n)} <${tag}> without format`);
    }
    if (ts.isPropertyAssignment(n) && /^(dateStyle|timeStyle)$/.test(n.name.getText(sf))) issues.push(`${at(n)} ${n.name.getText(sf)}: a locale's date style`);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(toLocaleDateString|toLocaleTimeString)$/.test(n.expression.name.text)) issues.push(`${at(n)} ${n.expression.name.text}()`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return issues;
}

describe('dates read YYYY-MM-DD everywhere (spec §9)', () => {
  it('the scan finds each way a date leaves the format', () => {
    const bad = `
      const a = <input type="date" value={v} />;
      const b = <Input type={'datetime-local'} />;
      const c = <DatePicker value={d} />;
      const e = <DatePicker.RangePicker style={{}} />;
      const f = format.dateTime(d, { dateStyle: 'medium' });
      const g = d.toLocaleDateString();`;
    expect(dateFormatIssues(bad)).toHaveLength(6);
    const good = `
      const a = <input type="text" placeholder="YYYY-MM-DD" />;
      const c = <DatePicker format={DATE_FORMAT} value={d} />;
      const e = <DatePicker.RangePicker format="YYYY-MM-DD" />;
      const n = (1234).toLocaleString('en-US');`;
    expect(dateFormatIssues(good)).toEqual([]);
  });

  it('no component or page takes or shows a date in a locale’s format', () => {
    const all = ['app', 'components', 'lib'].flatMap(sources);
    expect(all.length).toBeGreaterThan(100);
    const issues = all.flatMap((f) => dateFormatIssues(readFileSync(path.join(root, f), 'utf8'), f));
    expect(issues).toEqual([]);
  });
});

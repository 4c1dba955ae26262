import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCssVariables, themeStylesheet, ANTD_CSS_VAR_CLASS } from '@/lib/theme';

describe('company theme as antd CSS variables', () => {
  const vars = themeCssVariables('#0f766e');

  it('puts the company colour where antd shows its primary colour', () => {
    expect(vars['--ant-color-primary']).toBe('#0f766e');
    expect(vars['--ant-tabs-ink-bar-color']).toBe('#0f766e');
    expect(vars['--ant-menu-item-selected-color']).toBe('#0f766e');
    expect(vars['--ant-input-active-border-color']).toBe('#0f766e');
  });

  it('leaves no prebuilt default blue on a primary-derived variable', () => {
    const css = readFileSync(path.join(process.cwd(), 'node_modules/antd/dist/antd.css'), 'utf8');
    const blue = new Set(['#1677ff', '#4096ff', '#0958d9', '#e6f4ff', '#bae0ff', '#91caff', '#69b1ff']);
    const defaults = [...css.matchAll(/(--ant-[a-z0-9-]+):([^;}]+)/g)]
      .filter(([, name, value]) => blue.has(value!.trim().toLowerCase()) && !/^--ant-(blue|color-info)/.test(name!))
      .map(([, name]) => name!);
    const uncovered = [...new Set(defaults)].filter((name) => !(name in vars));
    expect(uncovered).toEqual([]);
  });

  it('scopes the stylesheet to the page root and antd variable class', () => {
    expect(themeStylesheet('#0f766e').startsWith(`:root,.${ANTD_CSS_VAR_CLASS}{`)).toBe(true);
  });
});

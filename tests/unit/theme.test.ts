import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { antdThemeStylesheet, contrastRatio, readableColour, themeCssVariables, themeStylesheet, tint, ANTD_CSS_VAR_CLASS, ANTD_TEXT_BACKGROUNDS, ANTD_TEXT_VARS, PAGE_THEME_VARS } from '@/lib/theme';

describe('company theme as antd CSS variables', () => {
  const vars = themeCssVariables('#0f766e');

  it('puts the company colour where antd shows its primary colour', () => {
    expect(vars['--ant-color-primary']).toBe('#0f766e');
    expect(vars['--ant-tabs-ink-bar-color']).toBe('#0f766e');
    expect(vars['--ant-menu-item-selected-color']).toBe('#0f766e');
    expect(vars['--ant-input-active-border-color']).toBe('#0f766e');
  });

  it('gives soft backgrounds a light tint of the company colour, also for a dark one', () => {
    const luminance = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).reduce((a, c) => a + c, 0) / 3;
    for (const colour of ['#0b3d91', '#0f8a8c', '#0f766e', '#1677ff']) {
      const soft = themeCssVariables(colour)['--brand-soft']!;
      expect(soft).toMatch(/^#[0-9a-f]{6}$/);
      expect(luminance(soft), `${colour} → ${soft}`).toBeGreaterThan(230);
    }
    // the hue stays the company's: blue stays bluest, teal greener than red
    const navy = themeCssVariables('#0b3d91')['--brand-soft']!;
    expect(parseInt(navy.slice(5, 7), 16)).toBeGreaterThan(parseInt(navy.slice(1, 3), 16));
    expect(tint('#000000', 0.1)).toBe('#e6e6e6');
    expect(tint('#ffffff', 0.5)).toBe('#ffffff');
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

  it('scopes the antd stylesheet to the page root and antd variable class, with every variable', () => {
    const css = antdThemeStylesheet('#0f766e');
    expect(css.startsWith(`:root,.${ANTD_CSS_VAR_CLASS}[class]{`)).toBe(true);
    for (const name of Object.keys(vars)) expect(css).toContain(`${name}:`);
    // antd.css declares component tokens on the component's own element (`.css-var-….ant-tabs-css-var`):
    // the override must be as specific as every such rule (two classes or attributes) to replace them
    const antd = readFileSync(path.join(process.cwd(), 'lib/antdCss/antd.css'), 'utf8');
    const specificity = (selector: string) => (selector.match(/[.[]/g) ?? []).length + (selector.match(/#/g) ?? []).length * 100;
    const tooSpecific = [...antd.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([, , body]) => Object.keys(vars).some((name) => body!.includes(`${name}:`)))
      .flatMap(([, selector]) => selector!.split(',').map((part) => part.trim()))
      .filter((part) => specificity(part) > 2);
    expect(tooSpecific).toEqual([]);
  });

  it("gives every page the variables its own CSS reads (app CSS modules, antd-base.css)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = path.join(dir, n);
        return statSync(p).isDirectory() ? files(p) : n.endsWith('.css') ? [p] : [];
      });
    const root = process.cwd();
    const css = [...files(path.join(root, 'app')), ...files(path.join(root, 'components')), path.join(root, 'lib/antdCss/antd-base.css')]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const used = new Set([...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]!));
    const themed = [...used].filter((name) => name in vars);
    expect(themed.filter((name) => !(PAGE_THEME_VARS as readonly string[]).includes(name))).toEqual([]);
    expect(themeStylesheet('#0f766e').startsWith(`:root,.${ANTD_CSS_VAR_CLASS}{--brand:#0f766e;`)).toBe(true);
  });

  it('sets secondary text at 4.5:1 or more (WCAG AA): the page grey on white and on soft backgrounds, antd greys on white', () => {
    // WCAG 2 relative luminance and contrast ratio
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const ratio = (a: number[], b: number[]) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const WHITE = [255, 255, 255];
    const globals = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(globals)?.[1] ?? '';
    const grey = rgb(token('--text-3'));
    for (const bg of [WHITE, rgb(token('--bg-soft')), rgb(themeCssVariables('#0b3d91')['--brand-soft']!)]) expect(ratio(grey, bg)).toBeGreaterThanOrEqual(4.5);
    for (const [name, value] of Object.entries(ANTD_TEXT_VARS)) {
      if (value.startsWith('#')) {
        // a colour: on white and on the light background it is shown on
        for (const bg of [WHITE, rgb(ANTD_TEXT_BACKGROUNDS[name] ?? '#ffffff')]) expect(ratio(rgb(value), bg), `${name} ${value}`).toBeGreaterThanOrEqual(4.5);
        continue;
      }
      const alpha = Number(/rgba\(0,0,0,([\d.]+)\)/.exec(value)?.[1]);
      const onWhite = WHITE.map((c) => Math.round(c * (1 - alpha)));
      expect(ratio(onWhite, WHITE), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the company colour at WCAG AA', () => {
  it('keeps a colour that reads at 4.5:1 and darkens one that does not, keeping its hue', () => {
    expect(readableColour('#0b3d91')).toBe('#0b3d91');
    expect(readableColour('#0F766E')).toBe('#0f766e');
    for (const colour of ['#0f8a8c', '#1677ff', '#f5a623', '#12b886', '#ffffff']) {
      const shade = readableColour(colour);
      expect(contrastRatio(shade, '#ffffff'), `${colour} → ${shade} on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shade, themeCssVariables(colour)['--brand-soft']!), `${colour} → ${shade} on its tint`).toBeGreaterThanOrEqual(4.5);
      // no darker than needed
      expect(contrastRatio(shade, '#ffffff'), `${colour} → ${shade}`).toBeLessThan(5.6);
    }
    expect(themeCssVariables('#0f8a8c')['--brand']).toBe(readableColour('#0f8a8c'));
    expect(themeCssVariables('#0f8a8c')['--ant-color-primary']).toBe(readableColour('#0f8a8c'));
    // the hue stays: teal keeps more green and blue than red
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(readableColour('#0f8a8c').slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r! * 4);
    expect(b).toBeGreaterThan(r! * 4);
  });
});

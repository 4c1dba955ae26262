import { generate } from '@ant-design/colors';
import { PRIMARY_SHADE_VARS } from './themeVars';

export const ANTD_CSS_VAR_CLASS = 'css-var-_R_0_';

/**
 * The company colour as antd CSS variables (same shade mapping as antd's own colour tokens), so the
 * prebuilt antd stylesheet takes the company's colour without any runtime CSS-in-JS.
 */
export function themeCssVariables(primary: string): Record<string, string> {
  const p = generate(primary);
  const vars: Record<string, string> = {};
  for (const [name, shade] of Object.entries(PRIMARY_SHADE_VARS)) vars[name] = shade < 0 ? `${primary}1a` : p[shade]!;
  vars['--ant-color-primary'] = primary;
  vars['--brand'] = primary;
  vars['--brand-dark'] = p[7]!;
  // a light tint of the company colour for soft backgrounds (antd's lightest shade of a dark colour
  // is a muddy grey-blue: #bcc7d1 for #0b3d91)
  vars['--brand-soft'] = tint(primary, 0.08);
  return vars;
}

/** `amount` of a colour (#rrggbb) over white, as #rrggbb. */
export function tint(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#eef4fb';
  const n = parseInt(m[1]!, 16);
  const channel = (shift: number) => Math.round(255 - (255 - ((n >> shift) & 0xff)) * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The variables the page itself reads outside antd components: the app's CSS modules and the link
 * rules of lib/antdCss/antd-base.css (tests/unit/theme.test.ts checks the list against the CSS).
 */
export const PAGE_THEME_VARS = [
  '--brand',
  '--brand-dark',
  '--brand-soft',
  '--ant-color-primary',
  '--ant-color-primary-hover',
  '--ant-color-primary-border',
  '--ant-color-link',
  '--ant-color-link-hover',
  '--ant-color-link-active',
  '--ant-control-outline',
] as const;

const declarations = (vars: Record<string, string>, names: readonly string[]) => names.map((k) => `${k}:${vars[k]}`).join(';');

/**
 * The company colour for the page (every page's HTML): the variables its own CSS reads, on the root
 * and on antd's token scope (the site's wrapper carries it, and antd-base.css gives it antd's blue).
 */
export function themeStylesheet(primary: string): string {
  return `:root,.${ANTD_CSS_VAR_CLASS}{${declarations(themeCssVariables(primary), PAGE_THEME_VARS)}}`;
}

/**
 * antd's secondary text greys (form extras and optional marks, waiting steps, descriptions, a
 * select's placeholder) dark enough to read: antd's 45 % and 25 % black read 3.4:1 and 1.6:1 on
 * white, under the 4.5:1 of WCAG AA. 60 % black is 5.7:1, 55 % is 4.7:1.
 */
export const ANTD_TEXT_VARS: Record<string, string> = {
  '--ant-color-text-description': 'rgba(0,0,0,0.6)',
  '--ant-color-text-tertiary': 'rgba(0,0,0,0.6)',
  '--ant-color-text-placeholder': 'rgba(0,0,0,0.55)',
};

/**
 * Every primary-derived variable and antd's readable text greys, on the page root and on antd's
 * variable scope (where antd.css sets its defaults): rendered by AntdProvider, so only pages with an
 * antd island carry it.
 */
export function antdThemeStylesheet(primary: string): string {
  const vars = { ...themeCssVariables(primary), ...ANTD_TEXT_VARS };
  // `[class]` lifts the rule to the specificity of antd.css's component scopes
  // (`.css-var-….ant-tabs-css-var` declares the tabs' ink bar colour on the tabs element itself,
  // where a value inherited from the root never reaches); coming later, it wins there too.
  return `:root,.${ANTD_CSS_VAR_CLASS}[class]{${declarations(vars, Object.keys(vars))}}`;
}

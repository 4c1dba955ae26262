import { generate } from '@ant-design/colors';
import { PRIMARY_SHADE_VARS } from './themeVars';

export const ANTD_CSS_VAR_CLASS = 'css-var-_R_0_';

/**
 * The company colour as antd CSS variables (same shade mapping as antd's own colour tokens), so the
 * prebuilt antd stylesheet takes the company's colour without any runtime CSS-in-JS.
 */
export function themeCssVariables(companyColour: string): Record<string, string> {
  const primary = readableColour(companyColour);
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

/** WCAG 2 contrast ratio of two colours (#rrggbb). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = parseInt(hex.replace('#', ''), 16);
    const c = [16, 8, 0].map((s) => ((n >> s) & 0xff) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The contrast the company colour must have as text on white and on its soft tint, and white text on it (WCAG AA). */
export const BRAND_MIN_CONTRAST = 4.6;

/**
 * The company colour as the site uses it: itself when text in it (links, prices, labels) and white
 * text on it (buttons) read at WCAG AA; otherwise the same hue darkened just enough (a teal #0f8a8c,
 * 4.2:1 on white, becomes #0d797b). A value that is not #rrggbb is kept as given.
 */
export function readableColour(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  const rgb = [16, 8, 0].map((s) => (n >> s) & 0xff);
  for (let k = 1; k >= 0.3; k -= 0.01) {
    const c = `#${rgb.map((v) => Math.round(v * k).toString(16).padStart(2, '0')).join('')}`;
    if (contrastRatio(c, '#ffffff') >= BRAND_MIN_CONTRAST && contrastRatio(c, tint(c, 0.08)) >= BRAND_MIN_CONTRAST) return k === 1 ? `#${m[1]!.toLowerCase()}` : c;
  }
  return '#000000';
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
 * antd's text colours dark enough to read (WCAG AA, 4.5:1): the secondary greys (form extras and
 * optional marks, waiting steps, descriptions, a select's placeholder: antd's 45 % and 25 % black
 * read 3.4:1 and 1.6:1 on white; 60 % black is 5.7:1, 55 % is 4.7:1), the error red of danger
 * buttons and messages (#ff4d4f, 3.3:1), and the 7th shade of the palettes that coloured tags set
 * their text in on their 1st (gold 2.8:1, cyan 3.4:1, orange 3.3:1).
 */
export const ANTD_TEXT_VARS: Record<string, string> = {
  '--ant-color-text-description': 'rgba(0,0,0,0.6)',
  '--ant-color-text-tertiary': 'rgba(0,0,0,0.6)',
  '--ant-color-text-placeholder': 'rgba(0,0,0,0.55)',
  '--ant-color-error': '#cf1322',
  '--ant-color-error-text': '#cf1322',
  '--ant-gold-7': '#874d00',
  '--ant-cyan-7': '#006d75',
  '--ant-orange-7': '#ad4e00',
  '--ant-lime-7': '#3f6600',
  '--ant-volcano-7': '#ad2102',
  '--ant-yellow-7': '#876800',
  '--ant-green-7': '#237804',
};

/** The light backgrounds the readable colours above are set on (white, or a tag's 1st shade). */
export const ANTD_TEXT_BACKGROUNDS: Record<string, string> = {
  '--ant-gold-7': '#fffbe6',
  '--ant-cyan-7': '#e6fffb',
  '--ant-orange-7': '#fff7e6',
  '--ant-lime-7': '#fcffe6',
  '--ant-volcano-7': '#fff2e8',
  '--ant-yellow-7': '#feffe6',
  '--ant-green-7': '#f6ffed',
  '--ant-color-error': '#fff2f0',
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

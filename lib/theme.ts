import { generate } from '@ant-design/colors';

export const ANTD_CSS_VAR_CLASS = 'css-var-_R_0_';

/**
 * The company colour as antd CSS variables (same shade mapping as antd's own colour tokens), so the
 * prebuilt antd stylesheet takes the company's colour without any runtime CSS-in-JS.
 */
export function themeCssVariables(primary: string): Record<string, string> {
  const p = generate(primary);
  return {
    '--ant-color-primary': primary,
    '--ant-color-primary-bg': p[0]!,
    '--ant-color-primary-bg-hover': p[1]!,
    '--ant-color-primary-border': p[2]!,
    '--ant-color-primary-border-hover': p[3]!,
    '--ant-color-primary-hover': p[4]!,
    '--ant-color-primary-active': p[6]!,
    '--ant-color-primary-text-hover': p[4]!,
    '--ant-color-primary-text': p[5]!,
    '--ant-color-primary-text-active': p[6]!,
    '--ant-color-link': primary,
    '--ant-color-link-hover': p[4]!,
    '--ant-color-link-active': p[6]!,
    '--ant-control-outline': `${primary}1a`,
    '--brand': primary,
    '--brand-dark': p[7]!,
    '--brand-soft': p[0]!,
  };
}

/** A stylesheet applying the variables to the page root and to antd's variable scope. */
export function themeStylesheet(primary: string): string {
  const decl = Object.entries(themeCssVariables(primary))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root,.${ANTD_CSS_VAR_CLASS}{${decl}}`;
}

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
  vars['--brand-soft'] = p[0]!;
  return vars;
}

/** A stylesheet applying the variables to the page root and to antd's variable scope. */
export function themeStylesheet(primary: string): string {
  const decl = Object.entries(themeCssVariables(primary))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root,.${ANTD_CSS_VAR_CLASS}{${decl}}`;
}

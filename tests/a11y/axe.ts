// axe (@axe-core/playwright) as the browser specs use it: the serious and critical violations of the
// WCAG 2.0/2.1 A and AA rules and axe's best practices on a page, one line each with the rule, its
// help text and the first elements it found (a contrast failure with its colours and ratio).
// tests/e2e/screens.spec.ts checks every screen of its walks with it; tests/a11y/axe.spec.ts the
// screens and dialogs those walks do not open.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** Elements listed per rule in a failure. */
const TARGETS_SHOWN = 4;

/** The colours a contrast failure found, e.g. " (#86909c on #ffffff, 3.24:1)". */
function contrast(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
  return d?.fgColor && d.bgColor ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1)` : '';
}

/** The serious and critical violations axe finds on the page (or inside `within`), one line each. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(TAGS);
  if (within) axe = axe.include(within);
  // a page that moves on by itself (the workspace opens on its first page) is checked where it lands
  const analyze = () => axe.analyze();
  const { violations: found } = await analyze().catch(async (e: unknown) => {
    if (!/Execution context was destroyed/.test(String(e))) throw e;
    await page.waitForLoadState('networkidle').catch(() => {});
    return analyze();
  });
  return found
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.slice(0, TARGETS_SHOWN).map((n) => `${n.target.join(' >>> ')}${contrast(n.any[0]?.data)}`);
      const more = v.nodes.length > TARGETS_SHOWN ? ` (+${v.nodes.length - TARGETS_SHOWN} more)` : '';
      return `${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} element(s): ${targets.join(' | ')}${more}`;
    });
}

/** Waits for an opened dialog's entrance animation to end (a fading dialog has no settled colours). */
export async function settled(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => {});
}

/** antd renders every dialog into a root of its own at the end of the body. */
export const DIALOG_ROOT = '.ant-modal-root';

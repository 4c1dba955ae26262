// Accessibility of every screen of the registry (lib/screens/registry.ts), checked with axe on the
// production build: no violation of impact 'serious' or 'critical' of the WCAG 2.0/2.1 A and AA
// rules or axe's best practices, in both languages, on the desktop site at its minimum width
// (1280 px) and on a phone (iPhone 13, in Chromium). Screens open to everyone are checked logged out
// (on the phone, desktop-only screens too: a phone is served their desktop page); a logged-in user's
// screens (workspace, orders, booking, space reservation, …) as the certified demo shipper; the
// staff console as the staff admin, on the desktop. The home page's dialogs (the login overlay with
// both its tabs, the rate-alert subscription) are checked open. The screens are reached as
// tests/e2e/screens.spec.ts reaches them (tests/e2e/screenWalk.ts); a failure lists, per page, each
// rule broken with its impact, its help text and the first elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { at, DESKTOP_1280, desktopOnlyStops, LOCALES, openStops, PHONE, sampleIds, signedInStops, STAFF_SCREENS, visit, type Stop } from '../e2e/screenWalk';
import { consoleLogin } from '../e2e/session';

// The checks in parallel: each test is one browser context (a language, a surface, a login).
test.describe.configure({ mode: 'parallel' });

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
async function violations(page: Page, within?: string): Promise<string[]> {
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

/** Opens each stop and expects no serious or critical violation there (soft: every page is checked). */
async function check(page: Page, stops: Stop[]) {
  for (const { screen, url } of stops) {
    const res = await visit(page, url);
    expect.soft(res?.status(), `${screen.id} ${url}`).toBe(200);
    expect.soft(await violations(page), `axe: ${screen.id} ${url}`).toEqual([]);
  }
}

/** Waits for an opened dialog's entrance animation to end (a fading dialog has no settled colours). */
async function settled(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => {});
}

/** antd renders every dialog into a root of its own at the end of the body. */
const DIALOG_ROOT = '.ant-modal-root';

for (const { lang, prefix, locale } of LOCALES) {
  test.describe(lang, () => {
    test(`desktop, 1280 px, logged out: every open screen and the home page's dialogs`, async ({ browser, baseURL }) => {
      test.setTimeout(480_000);
      const sample = await sampleIds(browser, baseURL);
      const context = await browser.newContext({ ...DESKTOP_1280, baseURL, locale });
      const page = await context.newPage();
      await check(page, openStops('desktop', prefix, sample));

      await visit(page, at(prefix, '/'));
      await page.getByTestId('login-button').click();
      const overlay = page.getByTestId('login-overlay-body');
      await settled(page, overlay);
      expect.soft(await violations(page, DIALOG_ROOT), 'axe: the login overlay, QR tab').toEqual([]);
      await overlay.getByTestId('tab-mobile').click();
      await expect(overlay.getByTestId('account-login-form')).toBeVisible();
      expect.soft(await violations(page, DIALOG_ROOT), 'axe: the login overlay, account tab').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();

      await page.getByTestId('subscribe-button').click();
      await settled(page, page.getByTestId('subscription-dialog'));
      expect.soft(await violations(page, DIALOG_ROOT), 'axe: the rate-alert subscription dialog').toEqual([]);
      await context.close();
    });

    test(`phone, logged out: every open screen (desktop-only ones as served to a phone) and the subscription dialog`, async ({ browser, baseURL }) => {
      test.setTimeout(480_000);
      const sample = await sampleIds(browser, baseURL);
      const context = await browser.newContext({ ...PHONE, baseURL, locale });
      const page = await context.newPage();
      await check(page, [...openStops('mobile', prefix, sample), ...desktopOnlyStops(prefix, sample)]);

      await visit(page, at(prefix, '/mobile'));
      await page.getByTestId('subscribe-button').click();
      await settled(page, page.getByRole('dialog'));
      expect.soft(await violations(page, DIALOG_ROOT), 'axe: the rate-alert subscription dialog on the phone').toEqual([]);
      await context.close();
    });

    for (const surface of [
      { name: 'desktop, 1280 px', options: DESKTOP_1280, on: 'desktop' as const },
      { name: 'phone', options: PHONE, on: 'mobile' as const },
    ]) {
      test(`${surface.name}, logged in as a certified shipper: every screen of theirs`, async ({ browser, baseURL }) => {
        test.setTimeout(360_000);
        const context = await browser.newContext({ ...surface.options, baseURL, locale });
        const page = await context.newPage();
        await check(page, await signedInStops(page, surface.on, prefix));
        await context.close();
      });
    }

    test(`desktop, 1280 px, the staff console: its login page, then every screen as the staff admin`, async ({ browser, baseURL }) => {
      test.setTimeout(360_000);
      const context = await browser.newContext({ ...DESKTOP_1280, baseURL, locale });
      const page = await context.newPage();
      const stop = (s: (typeof STAFF_SCREENS)[number]) => ({ screen: s, url: at(prefix, s.desktop) });
      await check(page, STAFF_SCREENS.filter((s) => s.id === 'staffLogin').map(stop));
      await consoleLogin(page, { locale: prefix });
      await check(page, STAFF_SCREENS.filter((s) => s.id !== 'staffLogin').map(stop));
      await context.close();
    });
  });
}

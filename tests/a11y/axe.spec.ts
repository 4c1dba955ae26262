// Accessibility with axe on the production build (tests/a11y/axe.ts: no serious or critical violation
// of the WCAG 2.0/2.1 A and AA rules or axe's best practices), in both languages. Every screen of the
// registry is checked where tests/e2e/screens.spec.ts walks it — open screens logged out and a
// user's screens as the certified demo shipper, on the desktop at 1280 px and on a phone. This spec
// checks what those walks do not open: the desktop-only screens as a phone is served them, the staff
// console (its login page, then every screen as the staff admin), and the dialogs of the home page
// (the login overlay with both its tabs, the rate-alert subscription) on both surfaces.
import { expect, test } from '@playwright/test';
import { at, DESKTOP_1280, desktopOnlyStops, LOCALES, PHONE, sampleIds, STAFF_SCREENS, visit, type Stop } from '../e2e/screenWalk';
import { consoleLogin } from '../e2e/session';
import { axeViolations, DIALOG_ROOT, settled } from './axe';
import type { Page } from '@playwright/test';

// The checks in parallel: each test is one browser context (a language, a surface, a login).
test.describe.configure({ mode: 'parallel' });

/** Opens each stop and expects no serious or critical violation there (soft: every page is checked). */
async function check(page: Page, stops: Stop[]) {
  for (const { screen, url } of stops) {
    const res = await visit(page, url);
    expect.soft(res?.status(), `${screen.id} ${url}`).toBe(200);
    expect.soft(await axeViolations(page), `axe: ${screen.id} ${url}`).toEqual([]);
  }
}

for (const { lang, prefix, locale } of LOCALES) {
  test.describe(lang, () => {
    test(`desktop, 1280 px: the login overlay (both tabs) and the rate-alert subscription dialog`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...DESKTOP_1280, baseURL, locale });
      const page = await context.newPage();
      await visit(page, at(prefix, '/'));
      await page.getByTestId('login-button').click();
      const overlay = page.getByTestId('login-overlay-body');
      await settled(page, overlay);
      expect.soft(await axeViolations(page, DIALOG_ROOT), 'axe: the login overlay, QR page').toEqual([]);
      await overlay.getByTestId(lang === 'en' ? 'switch-account' : 'tab-mobile').click();
      await expect(overlay.getByTestId('account-login-form')).toBeVisible();
      expect.soft(await axeViolations(page, DIALOG_ROOT), 'axe: the login overlay, account page').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();

      await page.getByTestId('subscribe-button').click();
      await settled(page, page.getByTestId('subscription-dialog'));
      expect.soft(await axeViolations(page, DIALOG_ROOT), 'axe: the rate-alert subscription dialog').toEqual([]);
      await context.close();
    });

    test(`phone: the desktop-only screens as a phone is served them, and the subscription dialog`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const sample = await sampleIds(browser, baseURL);
      const context = await browser.newContext({ ...PHONE, baseURL, locale });
      const page = await context.newPage();
      await check(page, desktopOnlyStops(prefix, sample));

      await visit(page, at(prefix, '/mobile'));
      await page.getByTestId('subscribe-button').click();
      await settled(page, page.getByRole('dialog'));
      expect.soft(await axeViolations(page, DIALOG_ROOT), 'axe: the rate-alert subscription dialog on the phone').toEqual([]);
      await context.close();
    });

    test(`desktop, 1280 px, the staff console: its login page, then every screen as the staff admin`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
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

// The home page end to end at 1280 px: port suggestions, the recommendation popover, recent ports
// in their cookie, the search landing on /lclFreight and the rate subscription dialog.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choosePort } from './portField';

const messages = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', file), 'utf8'));
const LOCALES = [
  { name: 'cn', home: '/', lcl: '/lclFreight', m: messages('cn.json') },
  { name: 'en', home: '/en', lcl: '/en/lclFreight', m: messages('en.json') },
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

const originInput = (page: Page) => page.getByTestId('origin-field').getByRole('combobox');
const destinationInput = (page: Page) => page.getByTestId('destination-field').getByRole('combobox');
const options = (scope: Page | Locator) => scope.getByRole('option');

/** Types like a user and picks the suggestion that carries `code`. */
async function recentCookie(page: Page, name: string): Promise<string[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) return [];
  return (JSON.parse(decodeURIComponent(cookie.value)) as { code: string }[]).map((p) => p.code);
}

for (const { name, home, lcl, m } of LOCALES) {
  test.describe(`home (${name})`, () => {
    for (const typed of ['宁波', 'Ningbo']) {
      test(`typing ${typed} in the origin box suggests Ningbo (CNNGB); focus alone opens nothing`, async ({ page }) => {
        await page.goto(home);
        const origin = originInput(page);
        await origin.click();
        await origin.pressSequentially(typed, { delay: 30 });
        const first = options(page).first();
        await expect(first).toContainText('CNNGB');
        await expect(first).toContainText(name === 'en' ? 'Ningbo' : '宁波');

        // Leave the field with the text still typed, then come back: no suggestions, no popover.
        await origin.blur();
        await expect(options(page)).toHaveCount(0);
        await origin.focus();
        await page.waitForTimeout(600);
        await expect(options(page)).toHaveCount(0);
        await expect(page.getByTestId('port-recommend')).toHaveCount(0);
        await expect(origin).toHaveValue(typed);
      });
    }

    test('an empty field opens the recommendation popover with the route tabs', async ({ page }) => {
      await page.goto(home);
      await destinationInput(page).click();
      const popover = page.getByTestId('port-recommend');
      await expect(popover).toBeVisible();
      expect((await popover.boundingBox())?.width).toBe(674);
      await expect(popover.getByTestId('recommended-port')).toHaveCount(5);
      await expect(popover.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      const cells = popover.getByTestId('route-port');
      await expect(cells.first()).toBeVisible();
      const cell = await cells.first().boundingBox();
      expect(cell?.height).toBe(54);
      // Choosing in the popover fills the field.
      const label = (await popover.getByTestId('recommended-port').first().locator('span').first().textContent()) ?? '';
      await popover.getByTestId('recommended-port').first().click();
      await expect(popover).toHaveCount(0);
      await expect(destinationInput(page)).toHaveValue(new RegExp(label));
    });

    test('searching lands on /lclFreight with the chosen ports shown', async ({ page }) => {
      await page.goto(home);
      await choosePort(page, originInput(page), 'Ningbo', 'CNNGB');
      await choosePort(page, destinationInput(page), 'Hamburg', 'DEHAM');
      await page.getByTestId('search-button').click();
      await expect(page).toHaveURL(new RegExp(`${lcl}\\?portStartId=\\d+&portEndId=\\d+$`));
      const lane = page.getByTestId('lcl-lane');
      await expect(lane).toContainText(name === 'en' ? 'Ningbo' : '宁波');
      await expect(lane).toContainText(name === 'en' ? 'Hamburg' : '汉堡');
      await expect(lane).toContainText('CNNGB');
      // A visitor is asked to log in; the LCL note is there.
      await expect(page.getByText(m.LclFreight.loginTitle)).toBeVisible();
      await expect(page.getByTestId('lcl-note')).toContainText(name === 'en' ? '15 CBM' : '15 立方米');
      expect(await page.title()).toContain(m.LclFreight.metaTitle);

      // The same link opened cold resolves the names through the API.
      await page.reload();
      await expect(page.getByTestId('lcl-lane')).toContainText('DEHAM');
      await expect(originInput(page)).toHaveValue(/Ningbo/);
    });

    test('the subscription dialog refuses a bad email and saves a good one', async ({ page }) => {
      await page.goto(home);
      await page.getByTestId('subscribe-button').click();
      const dialog = page.getByTestId('subscription-dialog');
      await expect(dialog).toBeVisible();
      const submit = dialog.getByRole('button', { name: name === 'en' ? 'Subscribe' : /订\s?阅/ });
      await expect(submit).toBeDisabled();

      const email = dialog.getByRole('textbox', { name: m.Subscription.email });
      await email.fill('someone@example');
      await choosePort(page, dialog.getByTestId('subscription-origin').getByRole('combobox'), 'Ningbo', 'CNNGB');
      await choosePort(page, dialog.getByTestId('subscription-destination').getByRole('combobox'), 'Hamburg', 'DEHAM');
      // Chosen ports are shown by their English names.
      await expect(dialog.getByTestId('subscription-origin').getByRole('combobox')).toHaveValue('Ningbo');
      await expect(submit).toBeEnabled();

      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/websubMaskFcl/saveSubMaskFcl')) saves.push(r.postData() ?? '');
      });
      await submit.click();
      await expect(dialog.getByText(m.Subscription.invalidEmail, { exact: true })).toBeVisible();
      expect(m.Subscription.invalidEmail).toBe(name === 'en' ? 'please input the correct email address' : '请输入正确的电子邮件地址');
      expect(saves).toEqual([]);

      await email.fill(`e2e-${name}-${Date.now()}@example.com`);
      await submit.click();
      await expect(page.getByText(m.Subscription.success, { exact: true })).toBeVisible();
      expect(m.Subscription.success).toBe(name === 'en' ? 'Subscription succeeded' : '订阅成功');
      await expect(dialog).toBeHidden();
      expect(saves).toHaveLength(1);
    });
  });
}

test('choosing 7 different origins leaves the 6 most recent (cookie and popover)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const codes = ['CNSHA', 'CNNGB', 'CNSZX', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN'];
  for (const code of codes) await choosePort(page, originInput(page), code, code);

  const expected = ['CNXMN', 'CNTAO', 'CNSHK', 'CNYTN', 'CNSZX', 'CNNGB'];
  expect(await recentCookie(page, 'recentPortsStart')).toEqual(expected);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'recentPortsStart');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await originInput(page).fill('');
  const recent = page.getByTestId('port-recommend').getByTestId('recent-port');
  await expect(recent).toHaveCount(6);
  for (const [i, code] of expected.entries()) await expect(recent.nth(i)).toContainText(code);
  await expect(page.getByTestId('recent-ports')).not.toContainText('CNSHA');

  // Kept across visits (it is a cookie), and the destination list is separate.
  await page.reload();
  await originInput(page).click();
  await expect(page.getByTestId('port-recommend').getByTestId('recent-port')).toHaveCount(6);
  expect(await recentCookie(page, 'recentPortsEnd')).toEqual([]);
});

// The rate screens on every device: a phone asking for /rates, /airFreight, /rates/spot or
// /lclFreight/ShowTextDialog is served their mobile pages (lane search, the gate for a visitor, rate
// cards for a certified user); /lclFreight before a search offers popular lanes that run a search and
// the lanes searched before, and tells a certified user without rate access at once; the LCL table
// keeps its Actions column on screen at 1280 and 1440 px in both languages.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cn, en } from './messages';
import { IPHONE } from './phones';

const CERTIFIED = { account: '13800000001', password: 'Demo123456' };
/** Certified, never granted rate access (lib/server/db/seed/rates.ts); company south gives rates per user. */
const NO_ACCESS = { account: '13800000003', password: 'Demo123456' };

const southOrigin = (baseURL: string | undefined) => {
  const u = new URL(baseURL ?? 'http://localhost:3100');
  u.hostname = 'south.localhost';
  return u.origin;
};

const phone = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const RATE_SCREENS = [
  ['/rates', '/mobile/rates', 'fcl'],
  ['/airFreight', '/mobile/airFreight', 'air'],
  ['/rates/spot', '/mobile/rates/spot', 'spot'],
] as const;

test.describe('a phone (390 px)', () => {
  test('a visitor asking for the FCL, air and SPOT rates gets their mobile pages: search, gate, no prices', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL);
    const page = await context.newPage();
    for (const [asked, served, kind] of RATE_SCREENS) {
      const res = await page.goto(asked);
      expect(res?.status(), asked).toBe(200);
      expect(new URL(page.url()).pathname, asked).toBe(served);
      await expect(page.getByTestId('mobile-header')).toBeVisible();
      await expect(page.getByTestId(`rates-page-${kind}`)).toBeVisible();
      await expect(page.getByTestId('home-search')).toBeVisible();
      await expect(page.getByTestId('rates-login'), asked).toContainText(cn.LclFreight.loginTitle);
      await expect(page.getByTestId('rates-login-link')).toHaveAttribute('href', /^\/mobile\/login\?next=/);
      await expect(page.getByTestId('rate-kinds').locator('[aria-current=page]')).toHaveText(cn.Rates.kinds[kind]);
      await expect(page.getByTestId('rate-price').first()).toHaveText('***');
      expect(await noHorizontalScroll(page), asked).toBe(true);
    }
    // the switch between kinds leads to the mobile pages
    await page.getByTestId('rate-kinds').getByRole('link', { name: cn.Rates.kinds.lcl }).click();
    await expect(page).toHaveURL(/\/mobile\/lclFreight$/);
    await context.close();
  });

  test('a certified user gets rate cards with prices; a rate\'s terms open as a page that leads back to its lane', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL);
    const page = await context.newPage();
    expect((await page.request.post('/api/webuser/login', { data: CERTIFIED })).status()).toBe(200);
    for (const [asked, served] of RATE_SCREENS) {
      const res = await page.goto(asked);
      expect(res?.status(), asked).toBe(200);
      expect(new URL(page.url()).pathname).toBe(served);
      await expect(page.getByTestId('rates-state'), asked).toHaveAttribute('data-state', 'content');
      await expect(page.getByTestId('rate-row').first()).toBeVisible();
      await expect(page.getByTestId('rate-price').first()).toContainText(/(USD|CNY) \d/);
      await expect(page.getByTestId('rates-login')).toHaveCount(0);
      expect(await noHorizontalScroll(page), asked).toBe(true);
    }
    const card = page.getByTestId('rate-row').first();
    const id = await card.getAttribute('data-rate-id');
    // the terms of a card open over the list as a sheet
    await card.getByRole('button', { name: cn.Rates.remarkMore }).click();
    await expect(page.getByTestId('show-text-dialog')).toBeVisible();
    await page.getByRole('button', { name: cn.Rates.close }).click();
    // a shared link to the terms is the mobile terms page
    const res = await page.goto(`/lclFreight/ShowTextDialog?id=${id}`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/mobile/lclFreight/ShowTextDialog');
    await expect(page.getByTestId('show-text-dialog')).toBeVisible();
    await expect(page.getByTestId('rate-text-back')).toHaveAttribute('href', /^\/mobile\/rates\/spot\?portStartId=\d+&portEndId=\d+$/);
    await page.getByTestId('rate-text-back').click();
    await expect(page).toHaveURL(/\/mobile\/rates\/spot\?portStartId=\d+&portEndId=\d+$/);
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    await context.close();
  });

  test('the terms page without a rate says what it is for and leads to the rates', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL);
    const page = await context.newPage();
    const res = await page.goto('/lclFreight/ShowTextDialog');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/mobile/lclFreight/ShowTextDialog');
    await expect(page.getByTestId('rate-text-empty')).toContainText(cn.Rates.textPageAbout);
    await page.getByTestId('rate-text-back').click();
    await expect(page).toHaveURL(/\/mobile\/lclFreight$/);
    await expect(page.getByTestId('popular-rate-lane').first()).toBeVisible();
    await context.close();
  });

  test('the LCL page before a search: popular lanes run a search, which then shows among the recent ones', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/mobile/lclFreight');
    const lane = page.getByTestId('popular-rate-lane').first();
    await expect(lane).toBeVisible();
    const [pol, pod] = (await lane.locator('b').allTextContents()).map((s) => s.trim());
    await lane.click();
    await expect(page).toHaveURL(/\/mobile\/lclFreight\?portStartId=\d+&portEndId=\d+$/);
    await expect(page.getByTestId('lcl-lane')).toContainText(pol!);
    await expect(page.getByTestId('lcl-lane')).toContainText(pod!);
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    await page.goto('/mobile/lclFreight');
    await expect(page.getByTestId('recent-lane').first()).toContainText(`${pol} → ${pod}`);
    expect(await noHorizontalScroll(page)).toBe(true);
    await context.close();
  });
});

test.describe('the desktop LCL page (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('before a search: popular lanes run their search, the search is kept among the recent lanes; no empty lane line', async ({ page }) => {
    await page.goto('/lclFreight');
    await expect(page.getByTestId('lcl-lane')).toHaveCount(0);
    const lanes = page.getByTestId('popular-rate-lane');
    await expect(lanes.first()).toBeVisible();
    expect(await lanes.count()).toBeGreaterThan(1);
    await expect(page.getByTestId('recent-lanes')).toHaveCount(0);
    const [pol, pod] = (await lanes.nth(1).locator('b').allTextContents()).map((s) => s.trim());
    await lanes.nth(1).click();
    await expect(page).toHaveURL(/\/lclFreight\?portStartId=\d+&portEndId=\d+$/);
    await expect(page.getByTestId('lcl-lane')).toContainText(pod!);
    await expect(page.getByTestId('rates-login')).toContainText(cn.LclFreight.loginTitle);
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    await page.goto('/lclFreight');
    const recent = page.getByTestId('recent-lane');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(`${pol} → ${pod}`);
    await recent.click();
    await expect(page).toHaveURL(/\/lclFreight\?portStartId=\d+&portEndId=\d+$/);
  });

  test('the terms page without a rate says what it is for and links to the LCL rates', async ({ page }) => {
    await page.goto('/en/lclFreight/ShowTextDialog');
    await expect(page.getByTestId('rate-text-empty')).toContainText(en.Rates.textPageAbout);
    await page.getByTestId('rate-text-back').click();
    await expect(page).toHaveURL(/\/en\/lclFreight$/);
  });

  test('a certified user without rate access is told to contact sales before searching', async ({ page, baseURL }) => {
    const south = southOrigin(baseURL);
    // only the browser resolves *.localhost: log in from a page of company south
    await page.goto(`${south}/about`);
    const status = await page.evaluate(async (data) => (await fetch('/api/webuser/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).status, NO_ACCESS);
    expect(status).toBe(200);
    await page.goto(`${south}/lclFreight`);
    await expect(page.getByTestId('rates-unauthorized')).toContainText(cn.Rates.unauthorizedTitle);
    await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'default');
    await expect(page.getByTestId('popular-rate-lane').first()).toBeVisible();
  });
});

for (const width of [1280, 1440]) {
  for (const [name, prefix] of [['cn', ''], ['en', '/en']] as const) {
    test(`the LCL table shows its Actions column without a horizontal scroll at ${width} px (${name})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      expect((await page.request.post('/api/webuser/login', { data: CERTIFIED })).status()).toBe(200);
      await page.goto(`${prefix}/lclFreight`);
      // the lanes with the most carriers: the widest tables
      await page.getByTestId('popular-rate-lane').first().click();
      await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'content');
      const table = page.getByTestId('rate-table');
      const fit = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(fit.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(fit.client);
      const m = name === 'cn' ? cn : en;
      await expect(table.locator('thead th').last()).toHaveText(m.Rates.columns.actions);
      await expect(table.locator('thead th').last()).toBeInViewport({ ratio: 1 });
      for (const action of ['rate-quote', 'rate-book', 'rate-trend']) {
        const box = (await page.getByTestId(action).first().boundingBox())!;
        expect(box.x + box.width, action).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
}

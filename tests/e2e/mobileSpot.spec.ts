// Premium spot space on a phone, on the production build: the desktop paths (the rate alert's mailed
// link included) lead to the mobile pages with their query; a phone logs in on the mobile login page,
// comes back to the same offer with the form filled, reserves, pays on the phone itself (it cannot
// scan its own screen) and finds the reservation in hand in my reserved spot cargo.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { IPHONE } from './phones';
import { cn } from './messages';
import { expectPrefilledSpotForm } from './spotForm';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
  return context;
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const pdf = (size: number) => {
  const b = Buffer.alloc(size, 0x20);
  b.write('%PDF-1.7\n', 0);
  return b;
};

test('a phone opens the offers from the desktop path and reaches an offer; a visitor is offered the mobile login', async ({ browser, baseURL, request }) => {
  // the device guard maps the desktop paths, query kept
  const guard = await request.get('/lookPresentCabin/reserve?offerId=7&prefill=1', { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
  expect(guard.status()).toBe(307);
  expect(guard.headers().location).toBe('/mobile/lookPresentCabin/reserve?offerId=7&prefill=1');

  const context = await phone(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/lookPresentCabin');
  await expect(page).toHaveURL(/\/mobile\/lookPresentCabin$/);
  const offer = page.getByTestId('spot-offer').first();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(cn.Spot.prepaidFee);
  await expect(offer).toContainText(cn.Spot.deadSpaceFee);
  expect(await fits(page)).toBe(true);
  const reserve = offer.getByTestId('spot-reserve');
  const box = await reserve.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await reserve.click();
  await expect(page).toHaveURL(/\/mobile\/lookPresentCabin\/reserve\?offerId=\d+$/);
  // without the alert's prefill flag a visitor is not sent away, but offered the login with the way back
  await expect(page.getByTestId('spot-login')).toBeVisible();
  const href = await page.getByTestId('spot-login-link').getAttribute('href');
  expect(decodeURIComponent(href!)).toMatch(/^\/mobile\/login\?next=\/mobile\/lookPresentCabin\/reserve\?offerId=\d+$/);
  await context.close();
});

test("a rate alert's link on a phone: log in, the form filled, reserve, pay on the phone, in hand in my reserved spot cargo", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await phone(browser, baseURL);
  const page = await context.newPage();
  const offers = (await (await page.request.get('/api/spot/offers')).json()) as { rows: { id: number; remaining: number }[] };
  const offer = offers.rows.find((o) => o.remaining > 1)!;

  // the alert mail's link (spotReserveHref), opened from the phone's mail app: straight to the mobile login
  await page.goto(`/lookPresentCabin/reserve?offerId=${offer.id}&prefill=1`);
  await expect(page).toHaveURL(/\/mobile\/login\?next=/);
  const login = page.getByTestId('mobile-login').getByTestId('account-login-form');
  await login.getByLabel(cn.Login.account).fill(SHIPPER.account);
  await login.getByLabel(cn.Login.password).fill(SHIPPER.password);
  await login.getByTestId('login-submit').click();

  // back on the same offer, the form filled with the subscriber's contact
  await expect(page).toHaveURL(new RegExp(`/mobile/lookPresentCabin/reserve\\?offerId=${offer.id}&prefill=1$`));
  await expectPrefilledSpotForm(page);
  expect(await fits(page)).toBe(true);

  // the same validation as on the desktop: nothing goes on without the attorney file and the agreement
  await page.getByTestId('spot-next').click();
  await expect(page.getByText(cn.Validation.attorneyRequired)).toBeVisible();
  await expect(page.getByText(cn.Validation.agreeRequired)).toBeVisible();
  await expect(page.getByTestId('spot-review')).toHaveCount(0);

  await page.getByTestId('spot-form').locator('input[type=file]').setInputFiles({ name: '委托书.pdf', mimeType: 'application/pdf', buffer: pdf(2048) });
  await page.getByTestId('spot-agree').check();
  await page.getByTestId('spot-next').click();
  await expect(page.getByTestId('spot-review')).toBeVisible();
  expect(await fits(page)).toBe(true);
  await page.getByTestId('spot-confirm').click();

  // the phone cannot scan its own screen: the sandbox wallet opens here, next to the countdown
  await expect(page.getByTestId('spot-pay')).toBeVisible();
  await expect(page.getByTestId('spot-countdown')).toHaveText(/^0[23]:\d\d$/);
  await expect(page.getByTestId('spot-qr')).toHaveCount(0);
  const orderCode = (await page.getByTestId('spot-order-code').textContent())!.trim();
  const payHere = page.getByTestId('spot-pay-here');
  await expect(payHere).toHaveAttribute('href', /^\/mobile\/spotPay\?code=SP/);
  expect(await fits(page)).toBe(true);
  await payHere.click();
  await expect(page.getByTestId('wallet-amount')).toBeVisible();
  await page.getByTestId('wallet-pay').click();
  await expect(page.getByTestId('wallet-done')).toHaveAttribute('data-outcome', 'paid');

  await page.getByTestId('wallet-my-cargo').click();
  await expect(page).toHaveURL(/\/mobile\/spotCargo$/);
  const row = page.getByTestId('mobile-spot-row').filter({ hasText: orderCode });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(cn.Spot.statuses.inHand);
  await expect(row).toContainText('委托书.pdf');
  await context.close();
});

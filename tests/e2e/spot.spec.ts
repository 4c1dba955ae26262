// Premium spot space on the production build: a certified user fills a reservation, reviews it and
// pays through the sandbox wallet in a second, phone-sized browser context that logs in first; the
// desktop page follows to "in hand" and my reserved spot cargo lists it. An 11 MB attorney file is
// refused with the message and the form keeps its other fields.
import { devices, expect, test, type Page } from '@playwright/test';
import { cn } from './messages';
import { expectPrefilledSpotForm } from './spotForm';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

const pdf = (size: number) => {
  const b = Buffer.alloc(size, 0x20);
  b.write('%PDF-1.7\n', 0);
  return b;
};

async function fillReservation(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('spot-quantity').fill('1');
  await page.getByTestId('spot-contact').fill('李敏');
  await page.getByTestId('spot-company').fill('宁波海星家居用品有限公司');
  await page.getByTestId('spot-phone').fill('13912345678');
  await page.getByTestId('spot-form').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('spot-agree').check();
}

test('a reservation is filled, reviewed, paid by the sandbox wallet on a phone that logs in first, and shows as in hand', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  await page.goto('/lookPresentCabin');
  const first = page.getByTestId('spot-offer').first();
  const before = Number((await first.getByTestId('spot-remaining').textContent())!.split('/')[0]);
  await first.getByTestId('spot-reserve').click();
  await expect(page.getByTestId('spot-form')).toBeVisible();
  await fillReservation(page, { name: '委托书.pdf', mimeType: 'application/pdf', buffer: pdf(4096) });
  await page.getByTestId('spot-next').click();
  await expect(page.getByTestId('spot-review')).toBeVisible();
  await page.getByTestId('spot-confirm').click();
  await expect(page.getByTestId('spot-pay')).toBeVisible();
  await expect(page.getByTestId('spot-countdown')).toHaveText(/^0[23]:\d\d$/);
  const codeUrl = await page.getByTestId('spot-qr').getAttribute('data-url');
  expect(codeUrl).toMatch(/\/mobile\/spotPay\?code=SP/);

  // the phone: opens the scanned code, logs in, pays
  const phone = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 390, height: 844 }, baseURL });
  await phone.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
  const mobile = await phone.newPage();
  await mobile.goto(codeUrl!);
  const login = mobile.getByTestId('wallet-login');
  await expect(login).toBeVisible();
  await login.getByLabel(cn.Login.account).fill(SHIPPER.account);
  await login.getByLabel(cn.Login.password).fill(SHIPPER.password);
  await login.getByTestId('login-submit').click();
  await expect(mobile.getByTestId('wallet-amount')).toBeVisible();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await mobile.getByTestId('wallet-pay').click();
  await expect(mobile.getByTestId('wallet-done')).toHaveAttribute('data-outcome', 'paid');
  await phone.close();

  // the desktop follows
  await expect(page.getByTestId('spot-paid')).toBeVisible();
  await page.goto('/workspace/spotCargo');
  const row = page.getByTestId('spot-cargo-row').first();
  await expect(row.getByTestId('spot-cargo-status')).toHaveText(cn.Spot.statuses.inHand);
  await expect(row).toContainText('委托书.pdf');
  await page.goto('/lookPresentCabin');
  await expect(page.getByTestId('spot-offer').first().getByTestId('spot-remaining')).toHaveText(new RegExp(`^${before - 1}/`));
});

test('an 11 MB attorney file is refused with the message and the form keeps its other fields', async ({ page }) => {
  expect((await page.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  await page.goto('/lookPresentCabin');
  await page.getByTestId('spot-offer').first().getByTestId('spot-reserve').click();
  await fillReservation(page, { name: '委托书.pdf', mimeType: 'application/pdf', buffer: pdf(11 * 1024 * 1024) });
  await page.getByTestId('spot-next').click();
  await expect(page.getByText(cn.Spot.attorneyTooLarge.replace('{max}', '10'))).toBeVisible();
  await expect(page.getByTestId('spot-review')).toHaveCount(0);
  await expect(page.getByTestId('spot-contact')).toHaveValue('李敏');
  await expect(page.getByTestId('spot-company')).toHaveValue('宁波海星家居用品有限公司');
  await expect(page.getByTestId('spot-phone')).toHaveValue('13912345678');
  await expect(page.getByTestId('spot-agree')).toBeChecked();
});

test("a rate alert's reserve link: a visitor is asked to log in at once, then continues on the offer's reservation, filled for them", async ({ page }) => {
  const offers = (await (await page.request.get('/api/spot/offers')).json()) as { rows: { id: number; remaining: number }[] };
  const offer = offers.rows.find((o) => o.remaining > 0)!;
  // the link the alert mails (spotReserveHref)
  await page.goto(`/lookPresentCabin/reserve?offerId=${offer.id}&prefill=1`);
  await expect(page.getByTestId('spot-login')).toBeVisible();
  const overlay = page.getByTestId('login-overlay-body');
  await expect(overlay).toBeVisible();
  await overlay.getByTestId('tab-mobile').click();
  const login = overlay.getByTestId('account-login-form');
  await login.getByLabel(cn.Login.account).fill(SHIPPER.account);
  await login.getByLabel(cn.Login.password).fill(SHIPPER.password);
  await login.getByTestId('login-submit').click();
  await expect(overlay).toBeHidden();

  // still on the same offer, the form filled with the subscriber's contact
  await expect(page).toHaveURL(new RegExp(`offerId=${offer.id}&prefill=1$`));
  await expectPrefilledSpotForm(page);
});

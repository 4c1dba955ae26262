// My spot cargo and the reservation form on the production build: a reservation the shipper paid
// and staff refused shows its reason and the refund notice (spec §4, §9) on the desktop workspace
// and on the phone, with status, reason and the next step in view at 1280 px; the form checks the
// contact phone as the API does, on the field, and sends nothing; the steps are the spec's three.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { cn, en } from './messages';
import { IPHONE } from './phones';
import { staffApi } from './session';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const REFUND_CN = (amount: string) => cn.Spot.cargo.refund.replace('{amount}', amount).replace('{days}', '3');
const REFUND_EN = (amount: string) => en.Spot.cargo.refund.replace('{amount}', amount).replace('{days}', '3');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

async function loggedIn(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  return api;
}

/** The shipper reserves one container of the first open offer and pays with the sandbox wallet; staff refuse it with `reason`. */
async function refusedReservation(baseURL: string | undefined, reason: string) {
  const shipper = await loggedIn(baseURL);
  const offers = (await (await shipper.get('/api/spot/offers')).json()) as { rows: { id: number; remaining: number }[] };
  // the last open offer: the specs that reserve from the first one count its remaining space
  const offer = offers.rows.filter((o) => o.remaining > 0).at(-1);
  expect(offer, 'an open offer with space').toBeTruthy();
  const reserved = await shipper.post('/api/spot/reserve', {
    multipart: {
      offerId: String(offer!.id), quantity: '1', contactName: '李敏', contactCompany: 'Ningbo Haixing Household Products Import & Export Co., Ltd.', contactPhone: '13912345678', agree: 'true',
      attorney: { name: '委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
    },
  });
  expect(reserved.status(), await reserved.text()).toBe(200);
  const r = ((await reserved.json()) as { data: { id: number; orderCode: string; prepaidFee: string; payment: { tradeNo: string } } }).data;
  const paid = await shipper.post('/api/spot/sandboxPay', { data: { code: r.payment.tradeNo } });
  expect(paid.status(), await paid.text()).toBe(200);
  const staff = await staffApi(baseURL);
  const refused = await staff.post('/api/staff/spot/review', { data: { id: r.id, action: 'refuse', reason } });
  expect(refused.status(), await refused.text()).toBe(200);
  await Promise.all([shipper.dispose(), staff.dispose()]);
  return r;
}

async function phone(browser: Browser, baseURL: string | undefined, locale = 'zh-CN') {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
  return context;
}

const inside = async (page: Page, el: ReturnType<Page['getByTestId']>) => {
  const box = (await el.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
};

test('a refused reservation shows its reason and the refund notice on the desktop and the phone; at 1280 px status, reason and next step are in view', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const reason = '该航次舱位已被船公司收回';
  const r = await refusedReservation(baseURL, reason);

  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  for (const [path, m, refund] of [['/workspace/spotCargo', cn, REFUND_CN], ['/en/workspace/spotCargo', en, REFUND_EN]] as const) {
    await page.goto(path);
    const row = page.getByTestId('spot-cargo-row').filter({ hasText: r.orderCode });
    await expect(row.getByTestId('spot-cargo-status')).toHaveText(m.Spot.statuses.refused);
    await expect(row.getByTestId('spot-cargo-reason')).toContainText(reason);
    await expect(row.getByTestId('spot-refund-notice')).toHaveText(refund(r.prepaidFee));
    await expect(row.getByTestId('spot-cargo-next')).toHaveText(m.Spot.cargo.reserveAgain);
    // nothing behind a sideways scroll: the status, the reason with its notice and the next step are on screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const id of ['spot-cargo-status', 'spot-cargo-reason', 'spot-refund-notice', 'spot-cargo-next']) expect(await inside(page, row.getByTestId(id)), `${path} ${id}`).toBe(true);
    const table = page.getByTestId('spot-cargo-table');
    expect(await table.evaluate((el) => el.scrollWidth <= el.closest('[data-testid="spot-cargo"]')!.clientWidth)).toBe(true);
    // the rest of the reservation opens under its row
    await row.getByTestId('spot-cargo-more').click();
    await expect(row.getByTestId('spot-attorney-link')).toBeVisible();
    await expect(row).toContainText('Ningbo Haixing Household Products Import & Export Co., Ltd.');
  }

  const context = await phone(browser, baseURL);
  expect((await context.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const mobile = await context.newPage();
  await mobile.goto('/mobile/spotCargo');
  const card = mobile.getByTestId('mobile-spot-row').filter({ hasText: r.orderCode });
  await expect(card.getByTestId('mobile-spot-status')).toHaveText(cn.Spot.statuses.refused);
  await expect(card.getByTestId('mobile-spot-reason')).toContainText(reason);
  await expect(card.getByTestId('spot-refund-notice')).toHaveText(REFUND_CN(r.prepaidFee));
  await expect(card.getByTestId('spot-cargo-next')).toHaveAttribute('href', /\/mobile\/lookPresentCabin\/reserve\?offerId=\d+$/);
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test('the reservation form: three steps, and a contact phone of "abc" gets the message on the field with nothing sent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/spot/reserve')) sent.push(req.method());
  });
  await page.goto('/lookPresentCabin');
  await page.getByTestId('spot-offer').first().getByTestId('spot-reserve').click();
  await expect(page.getByTestId('spot-form')).toBeVisible();
  await expect(page.getByTestId('spot-steps').locator('.ant-steps-item-title')).toHaveText([cn.Spot.steps.fill, cn.Spot.steps.review, cn.Spot.steps.ship]);

  await page.getByTestId('spot-quantity').fill('1');
  await page.getByTestId('spot-contact').fill('李敏');
  await page.getByTestId('spot-company').fill('宁波海星家居用品有限公司');
  await page.getByTestId('spot-phone').fill('abc');
  await page.getByTestId('spot-form').locator('input[type=file]').setInputFiles({ name: '委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await page.getByTestId('spot-agree').check();
  await page.getByTestId('spot-next').click();
  const phoneItem = page.locator('.ant-form-item').filter({ has: page.getByTestId('spot-phone') });
  await expect(phoneItem.locator('.ant-form-item-explain-error')).toHaveText(cn.Validation.phone);
  await expect(page.getByTestId('spot-review')).toBeHidden();
  await expect(page.getByTestId('spot-failure')).toHaveCount(0);
  await expect(page.getByTestId('spot-phone')).toHaveValue('abc');
  await expect(page.getByTestId('spot-company')).toHaveValue('宁波海星家居用品有限公司');
  expect(sent).toEqual([]);
});

test('on a phone the reservation form has the same three steps and the same phone message on the field', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL);
  expect((await context.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/spot/reserve')) sent.push(req.method());
  });
  await page.goto('/mobile/lookPresentCabin');
  await page.getByTestId('spot-offer').first().getByTestId('spot-reserve').click();
  await expect(page.getByTestId('spot-form')).toBeVisible();
  await expect(page.getByTestId('spot-steps').locator('li')).toHaveText([cn.Spot.steps.fill, cn.Spot.steps.review, cn.Spot.steps.ship]);
  await page.getByTestId('spot-phone').fill('abc');
  await page.getByTestId('spot-next').click();
  const phoneItem = page.locator('.ant-form-item').filter({ has: page.getByTestId('spot-phone') });
  await expect(phoneItem.locator('.ant-form-item-explain-error')).toHaveText(cn.Validation.phone);
  expect(sent).toEqual([]);
  await context.close();
});

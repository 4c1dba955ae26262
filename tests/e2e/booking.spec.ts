// Online booking and my orders on the production build: a certified user books from a rate row's
// link (/booking?pol=&pod=&carrier=&etd=&vessel=&voyage=&ref=rate:<id>), the draft survives a
// reload, a refused field says why and keeps what was typed; the order shows in my orders at stage
// Order; staff move it through all 8 stages by API and the stepper follows. Visitors and uncertified
// users get the login and certification prompts instead of the form.
import { expect, test } from '@playwright/test';
import { cn } from './messages';
import { login, staffApi } from './session';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const UNCERTIFIED = { account: '13800000002', password: 'Demo123456' };

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

const ymd = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

test('visitors and uncertified users are asked to log in or certify instead of booking', async ({ page }) => {
  await page.goto('/booking');
  await expect(page.getByTestId('booking-login')).toBeVisible();
  await login(page, UNCERTIFIED);
  await page.goto('/booking');
  await expect(page.getByTestId('booking-certify')).toBeVisible();
  await expect(page.getByTestId('booking-form')).toHaveCount(0);
});

test('a certified user books from a rate row, sees it in my orders at stage Order, and staff move it through all 8 stages', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await login(page, SHIPPER);
  const etd = ymd(12);
  await page.goto(`/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&etd=${etd}&vessel=COSCO%20SHIPPING%20UNIVERSE&voyage=061W&ref=rate:7`);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('booking-source')).toContainText('rate:7');
  await expect(page.getByTestId('booking-pol')).toContainText('上海 (CNSHA)');
  await expect(page.getByTestId('booking-pod')).toContainText('鹿特丹 (NLRTM)');
  await expect(page.getByTestId('booking-carrier')).toContainText('COSU');
  await expect(page.getByTestId('booking-etd')).toHaveValue(etd);
  await expect(form.getByLabel(cn.Booking.fields.vessel)).toHaveValue('COSCO SHIPPING UNIVERSE');
  // the account fills the contact
  await expect(form.getByLabel(cn.Booking.fields.contactName)).toHaveValue('演示用户');

  await page.getByTestId('booking-shipper').fill('NINGBO HAIXING HOUSEWARE CO., LTD.\nNO. 88 HUANCHENG ROAD, NINGBO');
  await page.getByTestId('booking-goods').fill('STAINLESS STEEL COOKWARE');
  await page.getByTestId('booking-packages').fill('1260');
  await page.getByTestId('booking-weight').fill('18650.1234');
  await page.getByTestId('booking-volume').fill('58.32');
  await page.getByTestId('booking-line-price-0').fill('2350');
  await page.getByTestId('booking-customs').check();

  // a draft survives a reload
  await page.reload();
  await expect(page.getByTestId('booking-draft-restored')).toBeVisible();
  await expect(page.getByTestId('booking-shipper')).toHaveValue(/NINGBO HAIXING/);
  await expect(page.getByTestId('booking-weight')).toHaveValue('18650.1234');

  // refused: the missing consignee and the fourth decimal are named, nothing typed is lost
  await page.getByTestId('booking-submit').click();
  await expect(form.getByText(cn.Validation.decimal3)).toBeVisible();
  await expect(form.getByText(cn.Validation.required).first()).toBeVisible();
  await expect(page.getByTestId('booking-goods')).toHaveValue('STAINLESS STEEL COOKWARE');
  await page.getByTestId('booking-weight').fill('18650.125');
  await page.getByTestId('booking-consignee').fill('EUROHOME TRADING B.V.\nWAALHAVEN O.Z. 81, ROTTERDAM');
  await expect(page.getByTestId('booking-total')).toContainText('USD 2350.00');
  await page.getByTestId('booking-submit').click();
  const done = page.getByTestId('booking-done');
  await expect(done).toBeVisible();
  const orderNo = (await done.textContent())!.match(/SO\d{11}/)![0];

  // my orders, default filter: stage Order
  await page.getByTestId('booking-my-orders').click();
  await expect(page).toHaveURL(/\/workspace\/orders/);
  const row = page.getByTestId('my-order-row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText(cn.Orders.stages.order);
  await expect(row).toContainText('1×40HQ');
  await row.getByTestId('my-order-link').click();
  await expect(page.getByTestId('order-detail-no')).toHaveText(orderNo);
  await expect(page.getByTestId('order-stepper')).toHaveAttribute('data-stage', '1');
  const id = page.url().split('/').pop()!;

  // staff move it through the stages; the stepper and the history follow
  const staff = await staffApi(baseURL);
  for (let stage = 2; stage <= 8; stage++) {
    const res = await staff.post('/api/staff/orders/stage', { data: { id: Number(id), stage, ...(stage === 6 ? { billNo: 'COSU6400998877' } : {}) } });
    expect(res.status(), await res.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('order-stepper')).toHaveAttribute('data-stage', String(stage));
    await expect(page.getByTestId(`step-${stage}`)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(stage);
  }
  await staff.dispose();
  await expect(page.getByTestId('order-detail')).toContainText('COSU6400998877');
  await page.goto('/workspace/orders?orderStatus=8');
  await expect(page.getByTestId('my-order-row').filter({ hasText: orderNo })).toBeVisible();
});

test("a certified user books from a rate row's Book link and finds the order in my orders at stage Order", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, SHIPPER);
  const find = async (nameCn: string, types: number) =>
    ((await (await page.request.post('/api/webschedulecontroller/webquerygloblports', { data: { nameCn, types } })).json()) as { rows: { id: number }[] }).rows[0]!.id;
  // a lane none of this shipper's other orders uses, so the my-orders search below keeps its count
  await page.goto(`/lclFreight?portStartId=${await find('CNSHA', 1)}&portEndId=${await find('BEANR', 2)}`);
  await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'content');
  const book = page.getByTestId('rate-row').first().getByTestId('rate-book');
  const href = (await book.getAttribute('href'))!;
  const rateRef = new URLSearchParams(href.split('?')[1]).get('ref')!;
  expect(rateRef).toMatch(/^rate:\d+$/);
  await book.click();
  await expect(page).toHaveURL(/\/booking\?pol=CNSHA&pod=BEANR&/);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('booking-source')).toContainText(rateRef);
  await expect(page.getByTestId('booking-pol')).toContainText('(CNSHA)');
  await expect(page.getByTestId('booking-pod')).toContainText('(BEANR)');

  // the ETD is typed as YYYY-MM-DD (the picker's own format, in every language)
  await page.getByTestId('booking-etd').fill(ymd(9));
  await page.getByTestId('booking-etd').press('Enter');
  await page.getByTestId('booking-shipper').fill('NINGBO HAIXING HOUSEWARE CO., LTD.');
  await page.getByTestId('booking-consignee').fill('SCHELDE HOME NV, ANTWERP');
  await page.getByTestId('booking-goods').fill('BAMBOO CUTTING BOARDS');
  await page.getByTestId('booking-packages').fill('420');
  await page.getByTestId('booking-weight').fill('6200.5');
  await page.getByTestId('booking-volume').fill('21.75');
  await page.getByTestId('booking-line-price-0').fill('1980');
  await page.getByTestId('booking-submit').click();
  const done = page.getByTestId('booking-done');
  await expect(done).toBeVisible();
  const orderNo = (await done.textContent())!.match(/SO\d{11}/)![0];

  await page.goto('/workspace/orders');
  const row = page.getByTestId('my-order-row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText(cn.Orders.stages.order);
  await row.getByTestId('my-order-link').click();
  await expect(page.getByTestId('order-stepper')).toHaveAttribute('data-stage', '1');
  await expect(page.getByTestId('order-detail-no')).toHaveText(orderNo);
});

test('my orders: stage tabs with counts, search and pages', async ({ page }) => {
  await login(page, SHIPPER);
  await page.goto('/en/workspace/orders');
  await expect(page.getByTestId('my-orders-stage-1')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('my-orders-stage-0').click();
  await expect(page.getByTestId('my-orders-stage-0')).toHaveAttribute('aria-current', 'page');
  const all = await page.getByTestId('my-order-row').count();
  expect(all).toBeGreaterThanOrEqual(10);
  await page.getByTestId('my-orders-keyword').fill('Hamburg');
  await page.getByTestId('my-orders-search').click();
  await expect(page).toHaveURL(/keyword=Hamburg/);
  await expect(page.getByTestId('my-order-row')).toHaveCount(1);
  await expect(page.getByTestId('my-order-row')).toContainText('Hamburg');
});

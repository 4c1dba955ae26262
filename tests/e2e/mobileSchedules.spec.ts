// Schedules and tracking on the mobile site at 390 px with a phone user agent: a schedule search
// through the stacked form (Wednesday departures), its cards and a sailing's detail page; tracking by
// container and by LCL house bill; none of it scrolls sideways.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { containerNo } from '../../lib/tracking/iso6346';
import { choosePort } from './portField';
import { IPHONE } from './phones';

test.use({ userAgent: IPHONE, viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

async function noSideScroll(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect(w.viewport, what).toBe(390);
  expect(w.scroll, `${what}: page ${w.scroll} px wide`).toBeLessThanOrEqual(w.viewport);
  expect(w.body, `${what}: body ${w.body} px wide`).toBeLessThanOrEqual(w.viewport);
}

test('a phone asking for /schedules gets the mobile search; Shanghai → Rotterdam, Wednesdays, opens a sailing', async ({ page }) => {
  await page.goto('/schedules');
  await expect(page).toHaveURL(/\/mobile\/schedules$/);
  await expect(page.getByTestId('popular-lanes')).toBeVisible();
  await noSideScroll(page, 'mobile schedules');
  await choosePort(page, 'schedule-origin', '上海', 'CNSHA');
  await choosePort(page, 'schedule-destination', '鹿特丹', 'NLRTM');
  await page.getByTestId('schedule-weeks').getByText('3 周', { exact: true }).click();
  await page.getByTestId('schedule-weekday').getByText('周三', { exact: true }).click();
  await page.getByTestId('schedule-search').click();
  await expect(page).toHaveURL(/\/mobile\/schedules\?.*weekday=WED/);
  const cards = page.getByTestId('schedule-card');
  await expect(cards.first()).toBeVisible();
  for (const day of await page.getByTestId('card-etd-day').allTextContents()) expect(day).toContain('周三');
  await noSideScroll(page, 'mobile schedule results');
  await cards.first().click();
  await expect(page).toHaveURL(/\/mobile\/schedules\/detail\?id=\d+/);
  await expect(page.getByTestId('call-load')).toContainText('CNSHA');
  await expect(page.getByTestId('call-discharge')).toContainText('NLRTM');
  await noSideScroll(page, 'mobile sailing detail');
});

test('tracking on a phone: a container and an LCL house bill, without horizontal scroll', async ({ page }) => {
  const box = containerNo('CSNU', 638271);
  await page.goto('/tracking');
  await expect(page).toHaveURL(/\/mobile\/tracking$/);
  // the number field keeps its height in the stacked form
  expect((await page.getByTestId('tracking-input').boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await page.getByTestId('tracking-type').getByText('集装箱号', { exact: true }).click();
  await page.getByTestId('tracking-input').fill(box);
  await page.getByTestId('tracking-search').click();
  await expect(page.getByTestId('tracking-container')).toHaveText(box);
  await expect(page.getByTestId('tracking-event')).toHaveCount(12);
  await noSideScroll(page, 'mobile container tracking');

  await page.getByTestId('tracking-type').getByText('拼箱分单号', { exact: true }).click();
  await page.getByTestId('tracking-input').fill('GLSHA25110318');
  await page.getByTestId('tracking-search').click();
  await expect(page.getByTestId('tracking-milestones')).toBeVisible();
  const origins = await page.getByTestId('tracking-event').evaluateAll((els) => els.map((e) => e.getAttribute('data-origin')));
  expect(origins.reverse().slice(0, 3)).toEqual(['cfs', 'cfs', 'cfs']);
  await noSideScroll(page, 'mobile house bill tracking');

  // a wrong check digit is refused on the phone too
  await page.getByTestId('tracking-type').getByText('集装箱号', { exact: true }).click();
  await page.getByTestId('tracking-input').fill(`${box.slice(0, 10)}${(Number(box[10]) + 1) % 10}`);
  await page.getByTestId('tracking-search').click();
  await expect(page.getByTestId('tracking-error')).toContainText(`校验位应为 ${box[10]}`);
});

test('order search on a phone: a usable number field, the stepper at the order’s stage, without horizontal scroll', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/webuser/login', { data: { account: '13800000001', password: 'Demo123456' } })).status()).toBe(200);
  const rows = ((await (await api.get('/api/weborder/myOrders?orderStatus=0&pageSize=50')).json()) as { rows: { order_no: string; stage: number }[] }).rows;
  await api.dispose();
  const order = rows.find((r) => r.stage === 4)!;
  await page.goto('/orderSearch');
  await expect(page).toHaveURL(/\/mobile\/orderSearch$/);
  const input = page.getByTestId('order-search-input');
  // the field keeps its height in the stacked layout (a thumb's target, not a thin line)
  expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await input.fill(order.order_no);
  await page.getByTestId('order-search-submit').click();
  const stepper = page.getByTestId('order-stepper');
  await expect(stepper).toHaveAttribute('data-stage', '4');
  await expect(stepper.getByTestId('step-4')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-view', 'public');
  // every sub-view's tab is on screen
  for (const tab of ['order-tab-baseInfo', 'order-tab-history']) {
    const box = (await page.getByTestId(tab).boundingBox())!;
    expect(box.x + box.width, tab).toBeLessThanOrEqual(390);
  }
  await noSideScroll(page, 'mobile order search');
});

test('the schedule form on a phone shows every departure day at once and the start date as YYYY-MM-DD', async ({ page }) => {
  await page.goto('/en/mobile/schedules');
  const days = page.getByTestId('schedule-weekday').locator('[data-segment]');
  await expect(days).toHaveCount(8);
  for (const box of await days.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('schedule-from')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});

test('the phone form’s carrier and start date are light fields: no antd, the search still goes to the URL', async ({ page }) => {
  await page.goto('/en/mobile/schedules');
  const carrier = page.getByTestId('schedule-carrier');
  const from = page.getByTestId('schedule-from');
  // named by their labels, a thumb's height, and nothing of antd on the page
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Departing from' })).toBeVisible();
  for (const field of [carrier, from]) expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('.ant-select, .ant-picker')).toHaveCount(0);
  // "all carriers" first, then the company's carriers once they have come
  await expect(carrier.locator('option').first()).toHaveText('All carriers');
  await expect.poll(() => carrier.locator('option').count()).toBeGreaterThan(1);
  const code = await carrier.locator('option').nth(1).getAttribute('value');

  await choosePort(page, 'schedule-origin', 'Shanghai', 'CNSHA');
  await choosePort(page, 'schedule-destination', 'Rotterdam', 'NLRTM');
  await carrier.selectOption(code!);
  // an impossible date is refused on the field; a date typed as digits reads YYYY-MM-DD
  await from.fill('2026-02-30');
  await from.blur();
  await expect(page.getByTestId('schedule-form').getByRole('alert')).toHaveText('Enter the first departure date as YYYY-MM-DD.');
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await from.fill(day.replaceAll('-', ''));
  await expect(from).toHaveValue(day);
  await page.getByTestId('schedule-search').click();
  await expect(page).toHaveURL(/\/mobile\/schedules\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('carrier')).toBe(code);
  expect(url.searchParams.get('from')).toBe(day);
  // the form read back from the URL
  await expect(carrier).toHaveValue(code!);
  await expect(from).toHaveValue(day);
});

// My alerts, tracking by what a number is, and people's names on English pages, on the production
// build: a container number typed under the B/L tab is found and said to be a container (desktop
// and a 390 px phone); the rate gate of company south and the watermark name people in English on
// /en; a logged-in shipper changes a rate alert's lane, pauses one and deletes one in the workspace,
// and sees the list on a phone.
import { expect, test, type Page } from '@playwright/test';
import { containerNo } from '../../lib/tracking/iso6346';
import { cn, en } from './messages';
import { choosePort } from './portField';
import { IPHONE } from './phones';
import { login } from './session';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const RESTRICTED = { account: '13800000003', password: 'Demo123456' };
const CONTAINER = containerNo('CSNU', 638271);
const HBL = 'GLSHA25110318';
const TWO_BOXES = 'MAEU262817403';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' },
    { name: 'cookieConsent', value: '1', url: southOrigin(baseURL) },
  ]);
});

function southOrigin(baseURL: string | undefined) {
  const u = new URL(baseURL ?? 'http://localhost:3100');
  u.hostname = 'south.localhost';
  return u.origin;
}

async function portId(page: Page, code: string, types: 1 | 2): Promise<number> {
  const res = await page.request.post('/api/webschedulecontroller/webquerygloblports', { data: { nameCn: code, types } });
  return ((await res.json()) as { rows: { id: number; code: string }[] }).rows.find((r) => r.code === code)!.id;
}

async function search(page: Page, typeLabel: string, no: string) {
  await page.getByTestId('tracking-type').getByText(typeLabel, { exact: true }).click();
  await page.getByTestId('tracking-input').fill(no);
  await page.getByTestId('tracking-search').click();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a container number and a house bill typed under the B/L tab are found, and the page says as what', async ({ page }) => {
    await page.goto('/tracking');
    await search(page, cn.Tracking.types.bill, CONTAINER);
    await expect(page.getByTestId('tracking-container')).toHaveText(CONTAINER);
    await expect(page.getByTestId('tracking-found-as')).toHaveText(cn.Tracking.foundAs.container.replace('{no}', CONTAINER));
    await expect(page.getByTestId('tracking-not-found')).toHaveCount(0);

    await page.goto('/en/tracking');
    await search(page, en.Tracking.types.bill, HBL);
    await expect(page.getByTestId('tracking-found-as')).toHaveText(`Found as LCL house bill ${HBL}`);
    await search(page, en.Tracking.types.bill, CONTAINER);
    await expect(page.getByTestId('tracking-found-as')).toHaveText(`Found as container number ${CONTAINER}`);
  });

  test('on /en the rate gate names the sales contact and the watermark the user by their English names', async ({ page, baseURL }) => {
    // company south restricts rates; its restricted shipper is told to contact Cindy Huang (黄晓彤)
    const origin = southOrigin(baseURL);
    await page.goto(`${origin}/en/rates`);
    const status = await page.evaluate(async (who) => (await fetch('/api/webuser/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).status, RESTRICTED);
    expect(status).toBe(200);
    await page.goto(`${origin}/en/rates`);
    const gate = page.getByTestId('rates-unauthorized');
    await expect(gate).toContainText('Cindy Huang');
    await expect(gate).not.toContainText('黄晓彤');

    // the certified demo shipper of company hq on an English rate list: "Demo User" and the phone's last four digits
    await login(page, SHIPPER);
    await page.goto('/en/rates');
    const mark = page.getByTestId('watermark');
    await expect(mark.locator('span').first()).toHaveAttribute('data-text', 'Demo User 0001');
    await page.goto('/rates');
    await expect(page.getByTestId('watermark').locator('span').first()).toHaveAttribute('data-text', '演示用户 0001');
  });

  test('a shipper changes the lane of a rate alert, pauses one and deletes one in My alerts', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, SHIPPER);
    const email = ((await (await page.request.get('/api/webuser/session')).json()) as { data: { email: string } }).data.email;
    expect(email).toBeTruthy();
    const sha = await portId(page, 'CNSHA', 1);
    const ngb = await portId(page, 'CNNGB', 1);
    for (const [from, to] of [[sha, await portId(page, 'DEHAM', 2)], [ngb, await portId(page, 'NLRTM', 2)]] as const) {
      const saved = await page.request.post('/api/websubMaskFcl/saveSubMaskFcl', { data: { subscribeEmail: email, portStartId: from, portEndId: to } });
      expect(saved.status()).toBe(200);
    }
    expect((await page.request.post('/api/webtracking/subscribe', { data: { type: 'bill', no: TWO_BOXES, email } })).status()).toBe(200);

    await page.goto('/workspace');
    // the workspace opens on edit info; a click made before it got there could be undone by that step
    await expect(page).toHaveURL(/\/workspace\/editInfo$/);
    await page.getByRole('link', { name: '我的订阅' }).click();
    await expect(page).toHaveURL(/\/workspace\/alerts$/);
    const alerts = page.getByTestId('my-alert');
    const hamburg = alerts.filter({ hasText: '上海 → 汉堡' });
    const rotterdam = alerts.filter({ hasText: '宁波 → 鹿特丹' });
    await expect(hamburg).toHaveCount(1);
    await expect(rotterdam).toHaveCount(1);

    // change lane: the subscription dialog in its edit mode, the address fixed
    await hamburg.getByTestId('my-alert-change').click();
    const dialog = page.getByTestId('subscription-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: cn.Subscription.email })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: cn.Subscription.email })).toHaveAttribute('readonly', '');
    await choosePort(page, dialog.getByTestId('subscription-destination').getByRole('combobox'), 'Singapore', 'SGSIN');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText(cn.Api.alertLaneChanged, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const singapore = alerts.filter({ hasText: '上海 → 新加坡' });
    await expect(singapore).toHaveCount(1);
    await expect(alerts.filter({ hasText: '上海 → 汉堡' })).toHaveCount(0);

    // pause one
    await rotterdam.getByTestId('my-alert-pause').click();
    await expect(rotterdam.getByTestId('my-alert-status')).toHaveText(cn.MyAlerts.status.paused);
    await expect(rotterdam.getByTestId('my-alert-pause')).toHaveText(/恢\s?复/);

    // delete one
    await singapore.getByTestId('my-alert-delete').click();
    await page.getByTestId('my-alert-delete-ok').click();
    await expect(singapore).toHaveCount(0);

    // the server kept all of it
    await page.reload();
    await expect(alerts.filter({ hasText: '宁波 → 鹿特丹' }).getByTestId('my-alert-status')).toHaveText(cn.MyAlerts.status.paused);
    await expect(alerts.filter({ hasText: '上海 → 新加坡' })).toHaveCount(0);
    await expect(alerts.filter({ hasText: '上海 → 汉堡' })).toHaveCount(0);

    // the tracking subscription is listed and can be paused
    const box = page.getByTestId('my-tracking').filter({ hasText: TWO_BOXES });
    await expect(box.getByTestId('my-tracking-status')).toHaveText(cn.MyAlerts.status.active);
    await box.getByTestId('my-tracking-pause').click();
    await expect(box.getByTestId('my-tracking-status')).toHaveText(cn.MyAlerts.status.paused);
  });
});

test.describe('phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });

  async function noSideScroll(page: Page, what: string) {
    await page.waitForLoadState('networkidle');
    const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(w.scroll, `${what}: page ${w.scroll} px wide`).toBeLessThanOrEqual(w.viewport);
  }

  test('a container number typed under the B/L tab is found on a phone and said to be a container', async ({ page }) => {
    await page.goto('/mobile/tracking');
    await search(page, cn.Tracking.types.bill, CONTAINER);
    await expect(page).toHaveURL(/\/mobile\/tracking\?type=bill/);
    await expect(page.getByTestId('tracking-found-as')).toHaveText(cn.Tracking.foundAs.container.replace('{no}', CONTAINER));
    await expect(page.getByTestId('tracking-container')).toHaveText(CONTAINER);
    await noSideScroll(page, 'mobile tracking found as container');
  });

  test('a logged-in shipper opens My alerts from Me and sees the list', async ({ page }) => {
    await login(page, SHIPPER);
    const email = ((await (await page.request.get('/api/webuser/session')).json()) as { data: { email: string } }).data.email;
    const saved = await page.request.post('/api/websubMaskFcl/saveSubMaskFcl', { data: { subscribeEmail: email, portStartId: await portId(page, 'CNSHA', 1), portEndId: await portId(page, 'NLRTM', 2) } });
    expect(saved.status()).toBe(200);
    await page.goto('/mobile/profile');
    await page.getByTestId('profile-alerts').click();
    await expect(page).toHaveURL(/\/mobile\/workspace\/alerts$/);
    await expect(page.getByTestId('my-alert').filter({ hasText: '上海 → 鹿特丹' })).toBeVisible();
    await noSideScroll(page, 'mobile my alerts');
    await page.goto('/en/mobile/workspace/alerts');
    await expect(page.getByTestId('my-alert').filter({ hasText: 'Shanghai → Rotterdam' })).toBeVisible();
    await noSideScroll(page, 'mobile my alerts (en)');
  });
});

// Tracking from a carrier on the production build: the built-in demo carrier (DEMO_CARRIER=on, as
// scripts/e2e-server.mjs starts it) answers Hapag-Lloyd's bill through the DCSA adapter; the
// desktop and phone pages say where the events came from in both languages, list what the carrier
// still expects, and the schedules say their sailings were entered by staff.
import { expect, test } from '@playwright/test';
import { IPHONE } from './phones';

const BILL = 'HLCUSHA2511BQX47';
const SHOTS = process.env.SCREENSHOT_DIR;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('the demo bill is offered, found through the carrier and labelled as its data', async ({ page }) => {
    await page.goto('/tracking');
    await page.getByTestId('tracking-demo-carrier').click();
    await expect(page.getByTestId('tracking-bill')).toHaveText(BILL);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^数据来自赫伯罗特，(刚刚|\d+分钟前)更新$/);
    await expect(page.getByTestId('tracking-event').first()).toContainText('新加坡');
    await expect(page.getByTestId('tracking-expected-event')).toHaveCount(2);
    await expect(page.getByTestId('tracking-expected')).toContainText('汉堡');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-cn-1440.png`, fullPage: true });

    await page.goto(`/en/tracking?type=bill&no=${BILL}`);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^From Hapag-Lloyd, updated (just now|\d+ min ago)$/);
    await expect(page.getByTestId('tracking-timeline')).toContainText('Bill of lading issued');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-en-1440.png`, fullPage: true });
  });

  test('schedules say their sailings were entered by staff', async ({ page }) => {
    await page.goto('/en/schedules?pol=CNSHA&pod=NLRTM&weeks=2');
    const first = page.getByTestId('data-source').first();
    await expect(first).toHaveText('Entered by staff');
    await expect(first).toHaveAttribute('data-source', 'staff');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-en-1440.png` });
    await page.goto('/schedules?pol=CNSHA&pod=NLRTM&weeks=2');
    await expect(page.getByTestId('data-source').first()).toHaveText('客服人员录入');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-cn-1440.png` });
  });
});

test.describe('phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile tracking page labels the carrier data and the mobile schedules their source', async ({ page }) => {
    await page.goto(`/mobile/tracking?type=bill&no=${BILL}`);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^数据来自赫伯罗特/);
    await expect(page.getByTestId('tracking-expected-event').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-cn-390.png`, fullPage: true });
    await page.goto(`/en/mobile/tracking?type=bill&no=${BILL}`);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^From Hapag-Lloyd/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-en-390.png`, fullPage: true });
    await page.goto('/en/mobile/schedules?pol=CNSHA&pod=NLRTM&weeks=2');
    await expect(page.getByTestId('data-source').first()).toHaveText('Entered by staff');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-en-390.png` });
    await page.goto('/mobile/schedules?pol=CNSHA&pod=NLRTM&weeks=2');
    await expect(page.getByTestId('data-source').first()).toHaveText('客服人员录入');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-cn-390.png` });
  });
});

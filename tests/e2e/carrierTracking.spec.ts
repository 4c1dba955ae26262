// Tracking from a carrier on the production build: the built-in demo carrier (DEMO_CARRIER=on, as
// scripts/e2e-server.mjs starts it) answers Hapag-Lloyd's bill through the DCSA adapter; the
// desktop and phone pages say where the events came from in both languages, list what the carrier
// still expects, and the schedules say which sailings staff entered and which the carrier sent.
import { expect, test } from '@playwright/test';
import { IPHONE } from './phones';
import { staffApi } from './session';

const BILL = 'HLCUSHA2511BQX47';
const SHOTS = process.env.SCREENSHOT_DIR;

const LANE = 'pol=CNSHA&pod=NLRTM&weeks=2';

/**
 * The demo carrier's sailings in the schedules whatever the job runner has done since the server
 * started (its recurring import runs on its own clock): staff's "fetch now", then the public search
 * is asked until a sailing of the carrier is in the lane.
 */
async function carrierSailingsImported(baseURL: string | undefined) {
  const staff = await staffApi(baseURL);
  try {
    const list = (await (await staff.get('/api/staff/carrierConnections')).json()) as { rows: { id: number; carrier: { code: string } }[] };
    const demo = list.rows.find((r) => r.carrier.code === 'HLCU');
    expect(demo, 'the seed connects the demo carrier').toBeTruthy();
    expect((await staff.post('/api/staff/carrierConnections/run', { data: { id: demo!.id } })).status()).toBe(200);
    await expect
      .poll(
        async () => {
          const found = (await (await staff.get(`/api/webschedulecontroller/querySchedules?${LANE}`)).json()) as { rows: { source: { kind: string } }[] };
          return found.rows.some((r) => r.source.kind === 'carrier');
        },
        { timeout: 45_000 },
      )
      .toBe(true);
  } finally {
    await staff.dispose();
  }
}

const staffNote = '[data-testid="data-source"][data-source="staff"]';
const carrierNote = '[data-testid="data-source"][data-source="carrier"]';

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

  test('schedules say which sailings staff entered and which the carrier sent', async ({ page, baseURL }) => {
    await carrierSailingsImported(baseURL);
    await page.goto(`/en/schedules?${LANE}`);
    await expect(page.locator(staffNote).first()).toHaveText('Entered by staff');
    await expect(page.locator(carrierNote).first()).toHaveText(/^From Hapag-Lloyd, updated (just now|\d+ min ago)$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-en-1440.png` });
    await page.goto(`/schedules?${LANE}`);
    await expect(page.locator(staffNote).first()).toHaveText('客服人员录入');
    await expect(page.locator(carrierNote).first()).toHaveText(/^数据来自赫伯罗特/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-cn-1440.png` });
  });
});

test.describe('phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile tracking page labels the carrier data and the mobile schedules their source', async ({ page, baseURL }) => {
    await carrierSailingsImported(baseURL);
    await page.goto(`/mobile/tracking?type=bill&no=${BILL}`);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^数据来自赫伯罗特/);
    await expect(page.getByTestId('tracking-expected-event').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-cn-390.png`, fullPage: true });
    await page.goto(`/en/mobile/tracking?type=bill&no=${BILL}`);
    await expect(page.getByTestId('tracking-source')).toHaveText(/^From Hapag-Lloyd/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracking-en-390.png`, fullPage: true });
    await page.goto(`/en/mobile/schedules?${LANE}`);
    await expect(page.locator(staffNote).first()).toHaveText('Entered by staff');
    await expect(page.locator(carrierNote).first()).toHaveText(/^From Hapag-Lloyd/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-en-390.png` });
    await page.goto(`/mobile/schedules?${LANE}`);
    await expect(page.locator(staffNote).first()).toHaveText('客服人员录入');
    await expect(page.locator(carrierNote).first()).toHaveText(/^数据来自赫伯罗特/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-cn-390.png` });
  });
});

// Cargo tracking on the production build: the seeded sample shipments searched by bill and by
// container (the same timeline), a container number with a wrong check digit refused in the form
// and by the API, an LCL house bill's CFS milestones followed by its container's events, and the
// labelled sample page.
import { expect, test, type Page } from '@playwright/test';
import { containerNo } from '../../lib/tracking/iso6346';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

const BILL = 'COSU6382715040';
const CONTAINER = containerNo('CSNU', 638271);
const HBL = 'GLSHA25110318';

async function search(page: Page, typeLabel: string, no: string) {
  await page.getByTestId('tracking-type').getByText(typeLabel, { exact: true }).click();
  await page.getByTestId('tracking-input').fill(no);
  await page.getByTestId('tracking-search').click();
}

async function timeline(page: Page): Promise<string[]> {
  const rows = page.getByTestId('tracking-event');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

test('a search by container and by bill shows the same timeline, newest first, the current state marked', async ({ page }) => {
  await page.goto('/tracking');
  await search(page, '提单号', BILL);
  await expect(page.getByTestId('tracking-bill')).toHaveText(BILL);
  const byBill = await timeline(page);
  expect(byBill).toHaveLength(12);
  await expect(page.getByTestId('tracking-event').first()).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('[data-testid="tracking-event"][aria-current="step"]')).toHaveCount(1);
  await expect(page.getByTestId('tracking-event').first()).toContainText('空箱已还箱');

  await search(page, '集装箱号', CONTAINER);
  await expect(page).toHaveURL(new RegExp(`no=${CONTAINER}`));
  await expect(page.getByTestId('tracking-container')).toHaveText(CONTAINER);
  expect(await timeline(page)).toEqual(byBill);
  const times = await page.getByTestId('tracking-event').locator('time').allTextContents();
  expect(times).toEqual([...times].sort().reverse());
  for (const t of times) expect(t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('a container number with a wrong check digit is refused with the digit it should have, in both languages', async ({ page, request }) => {
  const wrong = `${CONTAINER.slice(0, 10)}${(Number(CONTAINER[10]) + 1) % 10}`;
  await page.goto('/tracking');
  await search(page, '集装箱号', wrong);
  await expect(page.getByTestId('tracking-error')).toHaveText(`集装箱号 ${wrong} 的校验位应为 ${CONTAINER[10]}，而不是 ${wrong[10]}，请核对箱号。`);
  await expect(page.getByTestId('tracking-result')).toHaveCount(0);
  await page.goto('/en/tracking');
  await search(page, 'Container no.', wrong);
  await expect(page.getByTestId('tracking-error')).toHaveText(`The check digit of container number ${wrong} should be ${CONTAINER[10]}, not ${wrong[10]}. Please check the number.`);
  // a link with the wrong number gets the API's own refusal
  const api = await request.get(`/api/webtracking/query?type=container&no=${wrong}`, { headers: { lang: 'en' } });
  expect(api.status()).toBe(422);
  expect((await api.json()).fieldErrors.no[0]).toContain(`should be ${CONTAINER[10]}`);
});

test('an LCL house bill shows its CFS milestones and then its container’s events', async ({ page }) => {
  await page.goto('/en/tracking');
  await search(page, 'LCL house bill', HBL);
  await expect(page.getByTestId('tracking-hbl')).toHaveText(HBL);
  await expect(page.getByTestId('tracking-milestones')).toBeVisible();
  await expect(page.getByTestId('milestone-cfs_received')).toContainText('Received at CFS');
  await expect(page.getByTestId('milestone-gated_in')).not.toContainText('Pending');
  const origins = await page.getByTestId('tracking-event').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-origin')}:${e.getAttribute('data-kind')}`));
  const oldestFirst = origins.reverse();
  expect(oldestFirst.slice(0, 3)).toEqual(['cfs:booking_confirmed', 'cfs:cfs_received', 'cfs:stuffed']);
  expect(oldestFirst.slice(3).every((o) => o.startsWith('carrier:'))).toBe(true);
  expect(oldestFirst.slice(3)).toContain('carrier:departed');
});

test('an unknown number says what to check; the sample page is labelled as a sample', async ({ page }) => {
  await page.goto('/tracking?type=bill&no=COSU0000000001');
  await expect(page.getByTestId('tracking-not-found')).toContainText('COSU0000000001');
  await page.goto('/tracking/mock');
  await expect(page.getByTestId('tracking-sample-banner')).toContainText('示例数据');
  await expect(page.getByTestId('tracking-event')).toHaveCount(11);
  await page.goto('/en/tracking/mock');
  await expect(page.getByTestId('tracking-sample-banner')).toContainText('Sample data');
});

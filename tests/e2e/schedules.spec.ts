// Sailing schedules on the production build: a search through the form (ports chosen from the
// suggestions, a 3-week window, Wednesday departures), the rows it answers, and the detail dialog
// with the sailing's rotation; the default panel when nothing is searched.
import { expect, test } from '@playwright/test';
import { choosePort } from './portField';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

const LOCALES = [
  { name: 'cn', path: '/schedules', origin: '上海', destination: '鹿特丹', weeks: '3 周', wed: '周三', load: '装货', discharge: '卸货', detail: '详情' },
  { name: 'en', path: '/en/schedules', origin: 'Shanghai', destination: 'Rotterdam', weeks: '3 weeks', wed: 'WED', load: 'Load', discharge: 'Discharge', detail: 'Details' },
];

for (const l of LOCALES) {
  test(`Shanghai → Rotterdam over 3 weeks, Wednesday departures, opens a sailing's rotation (${l.name})`, async ({ page }) => {
    await page.goto(l.path);
    await expect(page.getByTestId('popular-lanes')).toBeVisible();
    await expect(page.getByTestId('popular-lane').first()).toBeVisible();
    // the window's start date reads YYYY-MM-DD whatever the browser's own date format
    await expect(page.getByTestId('schedule-form').locator('.ant-picker input')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    await choosePort(page, 'schedule-origin', l.origin, 'CNSHA');
    await choosePort(page, 'schedule-destination', l.destination, 'NLRTM');
    await page.getByTestId('schedule-weeks').getByText(l.weeks, { exact: true }).click();
    await page.getByTestId('schedule-weekday').getByText(l.wed, { exact: true }).click();
    await page.getByTestId('schedule-search').click();

    await expect(page).toHaveURL(/pol=CNSHA/);
    expect(new URL(page.url()).searchParams.get('weekday')).toBe('WED');
    expect(new URL(page.url()).searchParams.get('weeks')).toBe('3');
    const rows = page.getByTestId('schedule-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const from = new URL(page.url()).searchParams.get('from')!;
    const end = new Date(Date.parse(`${from}T00:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10);
    const etds: string[] = [];
    for (let i = 0; i < count; i++) {
      const etdCell = rows.nth(i).locator('td').nth(3);
      await expect(etdCell).toContainText(l.wed);
      const etd = (await etdCell.locator('b').textContent())!;
      expect(new Date(`${etd}T00:00:00Z`).getUTCDay()).toBe(3);
      expect(etd >= from && etd < end).toBe(true);
      etds.push(etd);
    }
    expect(etds).toEqual([...etds].sort());

    // a sailing still before its cutoff (one past it offers no booking at all)
    await rows.filter({ hasNot: page.getByTestId('sailing-closed') }).first().getByTestId('schedule-detail').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const rotation = dialog.getByTestId('sailing-rotation');
    await expect(rotation).toBeVisible();
    expect(await rotation.locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    await expect(dialog.getByTestId('call-load')).toContainText('CNSHA');
    await expect(dialog.getByTestId('call-load')).toContainText(l.load);
    await expect(dialog.getByTestId('call-discharge')).toContainText('NLRTM');
    await expect(dialog.getByTestId('call-discharge')).toContainText(l.discharge);
    // every time in the rotation is YYYY-MM-DD HH:mm:ss
    const first = await rotation.locator('tbody tr').first().locator('td').nth(1).textContent();
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // a visitor is offered the login, not the booking form
    await expect(dialog.getByTestId('sailing-login')).toBeVisible();
  });
}

test('a popular lane of the default panel opens its sailings; a search with no sailings says why', async ({ page }) => {
  await page.goto('/schedules');
  await page.getByTestId('popular-lane').first().click();
  await expect(page).toHaveURL(/pol=[A-Z]{5}&pod=[A-Z]{5}/);
  await expect(page.getByTestId('schedule-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.goto('/schedules?pol=CNSHA&pod=NLRTM&weeks=2&weekday=MON');
  await expect(page.getByTestId('schedule-empty')).toBeVisible();
});

test('a logged-in shipper books a sailing from its detail: the booking link carries the sailing', async ({ page }) => {
  const res = await page.request.post('/api/webuser/login', { data: { account: '13800000001', password: 'Demo123456' } });
  expect(res.status()).toBe(200);
  await page.goto('/schedules?pol=CNSHA&pod=NLRTM&weeks=2');
  // the first sailing still before its cutoff: a sailing past it is shown closed, with no booking
  const open = page.getByTestId('schedule-table').locator('tbody tr.ant-table-row').filter({ hasNot: page.getByTestId('sailing-closed') });
  await open.first().getByTestId('schedule-detail').click();
  const book = page.getByRole('dialog').getByTestId('sailing-book');
  await expect(book).toBeVisible();
  const href = new URL((await book.getAttribute('href'))!, 'http://x');
  expect(href.pathname).toBe('/booking');
  expect(href.searchParams.get('pol')).toBe('CNSHA');
  expect(href.searchParams.get('pod')).toBe('NLRTM');
  expect(href.searchParams.get('carrier')).toMatch(/^[A-Z0-9]{4}$/);
  expect(href.searchParams.get('etd')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(href.searchParams.get('vessel')).toBeTruthy();
  expect(href.searchParams.get('voyage')).toMatch(/^\d{3,4}[WENS]$/);
  expect(href.searchParams.get('ref')).toMatch(/^sailing:\d+$/);
});

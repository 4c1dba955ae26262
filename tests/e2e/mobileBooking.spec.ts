// Online booking on a phone, on the production build: a certified user books from a rate card's
// "Book" on the mobile rates page (390 px) through the mobile booking form — the desktop form's
// fields, rules and messages — and lands on the order's progress; a visitor reaching a booking link
// (a rate card, a mailed link) logs in on the mobile login and continues to the same booking link,
// query kept; an uncertified user is sent to certify. A sailing past its cutoff is shown closed on
// the desktop and mobile schedules and cannot be booked: the form refuses it on the field, the API
// with its localized message.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { IPHONE } from './phones';
import { cn, en } from './messages';
import { login } from './session';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const UNCERTIFIED = { account: '13800000002', password: 'Demo123456' };

async function phone(browser: Browser, baseURL: string | undefined, locale = 'zh-CN') {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
  return context;
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const ymd = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** Picks a day in the ETD's calendar (the phone's picker takes no typing: the keyboard would hide the calendar). */
async function pickEtd(page: Page, day: string) {
  await page.getByTestId('booking-etd').click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  const cell = dropdown.locator(`td[title="${day}"]:not(.ant-picker-cell-disabled)`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++) await dropdown.locator('.ant-picker-header-next-btn').click();
  await cell.click();
  await expect(page.getByTestId('booking-etd')).toHaveValue(day);
}

test('a certified user books from a rate card on a phone and lands on the order’s progress', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await phone(browser, baseURL);
  const page = await context.newPage();
  await login(page, SHIPPER);
  const find = async (nameCn: string, types: number) =>
    ((await (await page.request.post('/api/webschedulecontroller/webquerygloblports', { data: { nameCn, types } })).json()) as { rows: { id: number }[] }).rows[0]!.id;
  await page.goto(`/lclFreight?portStartId=${await find('CNSHA', 1)}&portEndId=${await find('BEANR', 2)}`);
  await expect(page).toHaveURL(/\/mobile\/lclFreight\?/);
  const book = page.getByTestId('rate-row').first().getByTestId('rate-book');
  await expect(book).toBeVisible();
  const rateRef = new URLSearchParams((await book.getAttribute('href'))!.split('?')[1]).get('ref')!;
  expect(await book.getAttribute('href')).toMatch(/^\/mobile\/booking\?pol=CNSHA&pod=BEANR&/);
  await book.click();

  await expect(page).toHaveURL(/\/mobile\/booking\?pol=CNSHA&pod=BEANR&/);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('booking-source')).toContainText(rateRef);
  await expect(page.getByTestId('booking-pol')).toContainText('(CNSHA)');
  await expect(page.getByTestId('booking-pod')).toContainText('(BEANR)');
  await expect(form.getByLabel(cn.Booking.fields.contactName)).toHaveValue('演示用户');
  expect(await fits(page)).toBe(true);

  // the desktop form's rules and messages, nothing typed lost
  await page.getByTestId('booking-shipper').fill('NINGBO HAIXING HOUSEWARE CO., LTD.');
  await page.getByTestId('booking-weight').fill('6200.1234');
  await page.getByTestId('booking-submit').click();
  await expect(form.getByText(cn.Validation.decimal3)).toBeVisible();
  await expect(form.getByText(cn.Validation.required).first()).toBeVisible();
  await expect(page.getByTestId('booking-shipper')).toHaveValue('NINGBO HAIXING HOUSEWARE CO., LTD.');
  expect(await fits(page)).toBe(true);

  await pickEtd(page, ymd(9));
  await page.getByTestId('booking-consignee').fill('SCHELDE HOME NV, ANTWERP');
  await page.getByTestId('booking-goods').fill('BAMBOO CUTTING BOARDS');
  await page.getByTestId('booking-packages').fill('420');
  await page.getByTestId('booking-weight').fill('6200.5');
  await page.getByTestId('booking-volume').fill('21.75');
  await page.getByTestId('booking-line-price-0').fill('1980');
  await page.getByTestId('booking-submit').click();

  // the booking ends on the order's progress, on the phone
  await expect(page).toHaveURL(/\/mobile\/orders\/\d+\?booked=1$/);
  const booked = page.getByTestId('mobile-order-booked');
  await expect(booked).toBeVisible();
  const orderNo = (await booked.textContent())!.match(/SO\d{11}/)![0];
  await expect(page.getByTestId('order-stepper')).toHaveAttribute('data-stage', '1');
  await expect(page.getByTestId('mobile-order-detail')).toContainText(orderNo);
  expect(await fits(page)).toBe(true);
  await context.close();
});

test('a visitor on a phone logs in from a booking link and continues to it; an uncertified user is sent to certify', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await phone(browser, baseURL, 'en-US');
  const page = await context.newPage();
  const link = '/en/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&vessel=COSCO%20SHIPPING%20UNIVERSE&voyage=061W&ref=rate:7';
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/mobile\/booking\?pol=CNSHA&pod=NLRTM&carrier=COSU&/);
  await expect(page.getByTestId('booking-login')).toContainText(en.Booking.loginTitle);
  await page.getByTestId('booking-login-link').click();
  await expect(page).toHaveURL(/\/en\/mobile\/login\?next=/);
  const loginForm = page.getByTestId('mobile-login').getByTestId('account-login-form');
  await loginForm.getByLabel(en.Login.account).fill(SHIPPER.account);
  await loginForm.getByLabel(en.Login.password).fill(SHIPPER.password);
  await loginForm.getByTestId('login-submit').click();

  // back on the booking link, query and all, the form filled from it
  await expect(page).toHaveURL(/\/en\/mobile\/booking\?/);
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({ pol: 'CNSHA', pod: 'NLRTM', carrier: 'COSU', vessel: 'COSCO SHIPPING UNIVERSE', voyage: '061W', ref: 'rate:7' });
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await expect(page.getByTestId('booking-source')).toContainText('rate:7');
  await expect(page.getByTestId('booking-pod')).toContainText('(NLRTM)');
  await expect(page.getByTestId('booking-form').getByLabel(en.Booking.fields.vessel)).toHaveValue('COSCO SHIPPING UNIVERSE');
  await context.close();

  const other = await phone(browser, baseURL);
  const p2 = await other.newPage();
  await login(p2, UNCERTIFIED);
  await p2.goto('/mobile/booking?pol=CNSHA&pod=NLRTM');
  await expect(p2.getByTestId('booking-certify')).toBeVisible();
  await expect(p2.getByTestId('booking-form')).toHaveCount(0);
  await expect(p2.getByTestId('booking-certify-link')).toHaveAttribute('href', '/mobile/certification');
  await other.close();
});

test('a sailing past its cutoff is shown closed on the desktop and mobile schedules and cannot be booked', async ({ browser, baseURL, page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
  await login(page, SHIPPER);
  // a window that began a week ago: every weekly service has sailed from Shanghai since, past its cutoff
  const from = ymd(-7);
  const rows = ((await (await page.request.get(`/api/webschedulecontroller/querySchedules?pol=CNSHA&pod=NLRTM&weeks=2&from=${from}`)).json()) as { rows: { id: string; etd: string; cutoff: string; legs: { sailingId: number }[] }[] }).rows;
  const now = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(new Date());
  const closed = rows.filter((r) => r.cutoff < now);
  const open = rows.filter((r) => r.cutoff > now);
  expect(closed.length).toBeGreaterThan(0);
  expect(open.length).toBeGreaterThan(0);

  await page.goto(`/en/schedules?pol=CNSHA&pod=NLRTM&weeks=2&from=${from}`);
  const table = page.getByTestId('schedule-table').locator('tbody tr.ant-table-row');
  await expect(table.first()).toBeVisible();
  await expect(page.getByTestId('sailing-closed')).toHaveCount(closed.length);
  await expect(page.getByTestId('sailing-closed').first()).toHaveText(en.Schedules.closed);
  const closedRow = table.filter({ has: page.getByTestId('sailing-closed') }).first();
  await closedRow.getByTestId('schedule-detail').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('sailing-book-closed')).toHaveText(en.Schedules.closedNote);
  await expect(dialog.getByTestId('sailing-book')).toHaveCount(0);
  await dialog.getByText(en.Schedules.close, { exact: true }).click();
  await expect(dialog).toBeHidden();
  // an open sailing still offers its booking
  await table.filter({ hasNot: page.getByTestId('sailing-closed') }).first().getByTestId('schedule-detail').click();
  await expect(page.getByRole('dialog').getByTestId('sailing-book')).toBeVisible();

  // the API refuses the closed sailing with its message
  const c = closed[0]!;
  const refused = await page.request.post('/api/weborder/booking', {
    headers: { lang: 'en' },
    data: {
      contactName: 'Li Min', contactPhone: '13912345678', customerName: 'Ningbo Haixing', polCode: 'CNSHA', podCode: 'NLRTM', etd: ymd(1), carrierCode: 'COSU',
      payType: 'prepaid', transportMode: 'CY-CY', billType: 'telex', goodsType: 'general', shipper: 'SHIPPER', consignee: 'CONSIGNEE', packages: 1, goodsDescription: 'GOODS',
      grossWeightKg: '1', volumeCbm: '1', freightLines: [{ containerType: '40HQ', quantity: 1, unitPrice: '100' }], sourceRef: `sailing:${c.legs[0]!.sailingId}`,
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.sourceRef).toEqual([en.Validation.sailingClosed]);

  // on a phone: the list and the sailing page say closed, and the form refuses the sailing on its field
  const context = await phone(browser, baseURL);
  const m = await context.newPage();
  await login(m, SHIPPER);
  await m.goto(`/mobile/schedules?pol=CNSHA&pod=NLRTM&weeks=2&from=${from}`);
  await expect(m.getByTestId('schedule-card').first()).toBeVisible();
  await expect(m.getByTestId('sailing-closed')).toHaveCount(closed.length);
  await m.getByTestId('schedule-card').filter({ has: m.getByTestId('sailing-closed') }).first().click();
  await expect(m.getByTestId('mobile-sailing')).toBeVisible();
  await expect(m.getByTestId('sailing-book-closed')).toHaveText(cn.Schedules.closedNote);
  await expect(m.getByTestId('sailing-book')).toHaveCount(0);
  await m.goto(`/mobile/booking?pol=CNSHA&pod=NLRTM&ref=sailing:${c.legs[0]!.sailingId}`);
  await expect(m.getByTestId('booking-form')).toBeVisible();
  await expect(m.getByTestId('booking-form').getByText(cn.Validation.sailingClosed)).toBeVisible();
  await expect(m.getByTestId('booking-sailing')).toContainText(cn.Booking.sailingClosed);
  expect(await fits(m)).toBe(true);
  await context.close();
});

// Rates end to end: a certified user searches Shanghai → Hamburg from home, filters by a sailing day,
// saves a quotation, finds it in my quotations and downloads its PDF; a visitor on the same page is
// asked to log in and gets no price anywhere, neither in the HTML nor in any API answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choosePort } from './portField';

const cn = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'cn.json'), 'utf8'));

test.use({ viewport: { width: 1280, height: 900 } });

const CERTIFIED = { account: '13800000001', password: 'Demo123456' };
/** The price fields of an API answer (only a priced answer holds them). */
const PRICE_KEYS = ['"prices"', '"perCbm"', '"surcharges"', '"billFee"', '"sortPrice"', '"totals"'];
/** An amount shown with its currency (the page's message templates hold none). */
const AMOUNT = /(USD|CNY)\s?\d/;

async function laneIds(page: Page) {
  const find = async (nameCn: string, types: number) =>
    ((await (await page.request.post('/api/webschedulecontroller/webquerygloblports', { data: { nameCn, types } })).json()) as { rows: { id: number; code: string }[] }).rows[0]!.id;
  return { origin: await find('CNSHA', 1), destination: await find('DEHAM', 2) };
}

test('a certified user finds Shanghai → Hamburg, filters by a weekday, saves a quotation and downloads its PDF', async ({ page }) => {
  const login = await page.request.post('/api/webuser/login', { data: CERTIFIED });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await choosePort(page, 'origin-field', 'Shanghai', 'CNSHA');
  await choosePort(page, 'destination-field', 'Hamburg', 'DEHAM');
  await page.getByTestId('search-button').click();
  await expect(page).toHaveURL(/\/lclFreight\?portStartId=\d+&portEndId=\d+$/);

  const state = page.getByTestId('rates-state');
  await expect(state).toHaveAttribute('data-state', 'content');
  const rows = page.getByTestId('rate-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByTestId('rate-price')).toContainText(/USD \d+/);
  await expect(page.getByTestId('watermark').first()).toBeAttached();

  // The sailing day of the first rate: the filter keeps only rates that sail that day.
  const ids = await laneIds(page);
  const all = (await (await page.request.get('/api/webfreight/queryRates', { params: { portStartId: ids.origin, portEndId: ids.destination } })).json()) as {
    rows: { sailingWeekdays: number[] }[];
    total: number;
  };
  const day = all.rows[0]!.sailingWeekdays[0]!;
  await page.getByTestId(`filter-weekday-${day}`).click();
  await expect(page).toHaveURL(new RegExp(`weekday=${day}`));
  await expect(page.getByTestId(`filter-weekday-${day}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(state).toHaveAttribute('data-state', 'content');
  const label = cn.Rates.weekdays[String(day)] as string;
  const schedules = await page.getByTestId('rate-schedule').allTextContents();
  expect(schedules.length).toBeGreaterThan(0);
  for (const s of schedules) expect(s).toContain(label);

  // Quote the first row.
  await rows.first().getByTestId('rate-quote').click();
  await expect(page).toHaveURL(/\/lclFreight\/quotation\?rateId=\d+/);
  await expect(page.getByTestId('quotation-lane')).toContainText('上海 → 汉堡');
  await page.getByLabel(cn.Quotation.grossWeight).fill('1250.5');
  await page.getByLabel(cn.Quotation.volume).fill('3.125');
  await page.getByLabel(cn.Quotation.description).fill('家具配件');
  await page.getByTestId('quotation-calculate').click();
  await expect(page.getByTestId('quote-result')).toContainText('3.125');
  await expect(page.getByTestId('quote-totals')).toContainText(/USD \d+\.\d{2}/);
  await page.getByTestId('quotation-save').click();
  const saved = page.getByTestId('quotation-saved');
  await expect(saved).toBeVisible();
  const number = /Q\d{10}/.exec((await saved.textContent()) ?? '')![0];

  await page.getByTestId('quotation-mine').click();
  await expect(page).toHaveURL(/\/workspace\/quotations$/);
  const table = page.getByTestId('quotations-table');
  await expect(table).toContainText(number);
  await expect(table).toContainText('家具配件');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('my-quotation-pdf').first().click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const file = await download.path();
  expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a visitor sees the login message and no price in the HTML or any API answer', async ({ page }) => {
  const ids = await laneIds(page);
  const answers: string[] = [];
  page.on('response', async (res) => {
    if (res.url().includes('/api/')) answers.push(await res.text().catch(() => ''));
  });
  await page.goto(`/lclFreight?portStartId=${ids.origin}&portEndId=${ids.destination}`);
  await expect(page.getByTestId('rates-login')).toContainText(cn.LclFreight.loginTitle);
  await expect(page.getByTestId('rates-login')).toContainText(cn.LclFreight.loginText);
  await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'needsAuth');
  // Lanes, carriers and schedules are there …
  await expect(page.getByTestId('rate-row').first()).toContainText('汉堡');
  await expect(page.getByTestId('rate-schedule').first()).toContainText(/截关/);
  // … prices nowhere.
  await expect(page.getByTestId('rate-quote')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toMatch(AMOUNT);
  for (const key of PRICE_KEYS) expect(html, key).not.toContain(key);
  const rateAnswers = answers.filter((a) => a.includes('"access"'));
  expect(rateAnswers.length).toBeGreaterThan(0);
  for (const a of answers) {
    expect(a).not.toMatch(AMOUNT);
    for (const key of PRICE_KEYS) expect(a, key).not.toContain(key);
  }
  // Sorting by price is not offered without prices.
  await expect(page.getByTestId('filter-sort').locator('option[value="price"]')).toHaveCount(0);
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('on the mobile site (390 px, phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('a certified user finds rates, saves a quotation, finds it in my quotations with its PDF', async ({ page }) => {
    expect((await page.request.post('/api/webuser/login', { data: CERTIFIED })).status()).toBe(200);
    const ids = await laneIds(page);
    await page.goto(`/mobile/lclFreight?portStartId=${ids.origin}&portEndId=${ids.destination}`);
    await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'content');
    const card = page.getByTestId('rate-row').first();
    await expect(card.getByTestId('rate-price')).toContainText(/USD \d+/);
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await card.getByTestId('rate-quote').click();
    await expect(page).toHaveURL(/\/mobile\/lclFreight\/quotation\?rateId=\d+/);
    await page.getByLabel(cn.Quotation.grossWeight).fill('5200');
    await page.getByLabel(cn.Quotation.volume).fill('16.5');
    await page.getByTestId('quotation-save').click();
    await expect(page.getByTestId('quotation-saved')).toBeVisible();
    // 16.5 CBM: the sales note with the contact.
    await expect(page.getByTestId('quote-note')).toContainText(cn.Quotation.note);
    const number = /Q\d{10}/.exec((await page.getByTestId('quotation-saved').textContent()) ?? '')![0];
    await page.getByTestId('quotation-mine').click();
    await expect(page).toHaveURL(/\/mobile\/workspace\/quotations$/);
    await expect(page.getByTestId('quotations-table')).toContainText(number);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('my-quotation-pdf').first().click()]);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a visitor sees the login message and no price', async ({ page }) => {
    const ids = await laneIds(page);
    const answers: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('/api/')) answers.push(await res.text().catch(() => ''));
    });
    await page.goto(`/mobile/lclFreight?portStartId=${ids.origin}&portEndId=${ids.destination}`);
    await expect(page.getByTestId('rates-login')).toContainText(cn.LclFreight.loginTitle);
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(AMOUNT);
    expect(answers.some((a) => a.includes('"access":"login"'))).toBe(true);
    for (const a of answers) {
      expect(a).not.toMatch(AMOUNT);
      for (const key of PRICE_KEYS) expect(a, key).not.toContain(key);
    }
  });
});

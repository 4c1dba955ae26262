// Keyboard-only walks on the production build: after a page has loaded, every journey is done with
// the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing): account login in both
// languages, login with a one-time code, the port search and the rate filters, a quotation, the rate
// subscription dialog, a booking and a spot reservation up to payment. Each control is reached by
// Tab and shows a focus indicator; dialogs keep the focus inside and give it back when they close.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFocusIn, expectFocusTrapped, expectFocusVisible, retype, skipToContent, tabTo } from './keyboard';
import { cn, en } from '../e2e/messages';
import { deliveredMessage } from '../e2e/outboxDrop';
import { ANDROID } from '../e2e/phones';
import { login } from '../e2e/session';

const SHIPPER = { account: '13800000001', password: 'Demo123456', name: '演示用户' };

test.use({ viewport: { width: 1280, height: 900 } });
// A walk presses Tab many times and reads the focus after each press: slower than clicking.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

const ymd = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** Tabs to a field, checks its focus indicator, and types into it (replacing what it held). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await retype(page, text);
}

/** In a focused port field: types, then moves through the suggestions with the arrows to the one holding `code` and takes it with Enter. */
async function choosePortByKeys(page: Page, field: Locator, typed: string, code: string) {
  const input = field.getByRole('combobox');
  await expectFocusIn(input);
  await retype(page, typed);
  const options = field.getByRole('option');
  await expect(options.filter({ hasText: code }).first()).toBeVisible();
  const count = await options.count();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < count && !(await field.locator('[role=option][aria-selected=true]').textContent())?.includes(code); i++) await page.keyboard.press('ArrowDown');
  await expect(field.locator('[role=option][aria-selected=true]')).toContainText(code);
  await page.keyboard.press('Enter');
  await expect(options).toHaveCount(0);
}

test.describe('login', () => {
  test('the overlay by keyboard: tabs, focus kept inside, Escape gives focus back, then an account login', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByTestId('login-button');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const overlay = page.getByTestId('login-overlay-body');
    await expect(overlay).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expectFocusIn(dialog);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expectFocusIn(opener);
    await expectFocusVisible(page);

    await page.keyboard.press('Enter');
    await expect(overlay).toBeVisible();
    // the account tab: reached by Tab, chosen with the arrow keys
    await tabTo(page, dialog.getByRole('tab', { name: cn.Login.tabScan }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('tab', { name: cn.Login.tabAccount })).toHaveAttribute('aria-selected', 'true');
    const form = overlay.getByTestId('account-login-form');
    await typeInto(page, form.getByLabel(cn.Login.account), SHIPPER.account);
    await typeInto(page, form.getByLabel(cn.Login.password), SHIPPER.password);
    await page.keyboard.press('Enter');
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('header-user')).toContainText(`欢迎您，${SHIPPER.name}`);
  });

  test('in English: from the QR page to the account page and logged in', async ({ page }) => {
    await page.goto('/en');
    await tabTo(page, page.getByTestId('login-button'));
    await page.keyboard.press('Enter');
    const overlay = page.getByTestId('login-overlay-body');
    await tabTo(page, overlay.getByTestId('switch-account'));
    await page.keyboard.press('Enter');
    const form = overlay.getByTestId('login-account-page').getByTestId('account-login-form');
    await typeInto(page, form.getByLabel(en.Login.account), SHIPPER.account);
    await typeInto(page, form.getByLabel(en.Login.password), SHIPPER.password);
    await tabTo(page, form.getByTestId('login-submit'));
    await page.keyboard.press('Enter');
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('header-user')).toBeVisible();
  });

  test('with a one-time code sent to the phone number (mobile site)', async ({ browser, baseURL }) => {
    // the code login is on the mobile site, which phones are sent to
    const phone = await browser.newContext({ baseURL, userAgent: ANDROID, viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    const page = await phone.newPage();
    await page.goto('/mobile/login');
    await tabTo(page, page.getByTestId('login-mode-code'));
    await page.keyboard.press('Enter');
    const form = page.getByTestId('code-login-form');
    await typeInto(page, form.getByLabel(cn.Login.account), SHIPPER.account);
    await tabTo(page, form.getByTestId('send-login-code'));
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('send-login-code')).toBeDisabled();
    const code = (await deliveredMessage(SHIPPER.account, 'login-code')).body.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // the code field is before its send button
    await tabTo(page, form.getByLabel(cn.Mobile.codeLogin.code), { back: true });
    await retype(page, code);
    await tabTo(page, form.getByTestId('code-login-submit'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mobile\/profile$/);
    await phone.close();
  });
});

test('port search, rate filters, terms dialog and a quotation by keyboard', async ({ page }) => {
  await login(page, SHIPPER);
  await page.goto('/');
  const origin = page.getByTestId('origin-field');
  await tabTo(page, origin.getByRole('combobox'));
  await choosePortByKeys(page, origin, 'Shanghai', 'CNSHA');
  const destination = page.getByTestId('destination-field');
  await tabTo(page, destination.getByRole('combobox'));
  await choosePortByKeys(page, destination, 'Hamburg', 'DEHAM');
  await tabTo(page, page.getByTestId('search-button'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lclFreight\?portStartId=\d+&portEndId=\d+$/);
  const state = page.getByTestId('rates-state');
  await expect(state).toHaveAttribute('data-state', 'content');
  const rows = page.getByTestId('rate-row');
  await expect(rows.first()).toBeVisible();
  const total = page.getByTestId('rates-total');
  const before = await total.textContent();

  // a sailing weekday (a toggle button) with Space
  // the schedule cell reads "截关 周三" and then, in its second line, the sailing days ("开船 周五")
  const sail = (await rows.first().getByTestId('rate-schedule').locator('span').textContent()) ?? '';
  const day = [1, 2, 3, 4, 5, 6, 7].find((d) => sail.includes(cn.Rates.weekdays[String(d)] as string))!;
  await tabTo(page, page.getByTestId(`filter-weekday-${day}`));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`weekday=${day}`));
  await expect(page.getByTestId(`filter-weekday-${day}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(state).toHaveAttribute('data-state', 'content');
  for (const s of await page.getByTestId('rate-schedule').locator('span').allTextContents()) expect(s).toContain(cn.Rates.weekdays[String(day)]);
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/weekday=/);
  await expect(total).toHaveText(before!);

  // DIR / VIA and the sort: native selects changed with the arrow keys
  await tabTo(page, page.getByTestId('filter-transit'));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/transit=DIR/);
  await expect(page.getByTestId('filter-transit')).toHaveValue('DIR');
  await expect(state).toHaveAttribute('data-state', 'content');
  await tabTo(page, page.getByTestId('filter-sort'));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=price/);
  await expect(state).toHaveAttribute('data-state', 'content');
  const prices = (await page.getByTestId('rate-row').evaluateAll((trs) => trs.map((tr) => tr.querySelector('[data-testid=rate-price]')?.textContent ?? ''))).map((s) => Number(/\d+(\.\d+)?/.exec(s)?.[0]));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // valid on a date, typed and committed with Enter
  const validOn = page.getByTestId('filter-valid-on');
  await tabTo(page, validOn, { back: true });
  await retype(page, ymd(1).replace(/-/g, ''));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`validOn=${ymd(1)}`));
  await expect(state).toHaveAttribute('data-state', 'content');

  // the terms dialog of the first row: focus inside and kept there, Escape gives it back
  const terms = rows.first().getByRole('button', { name: cn.Rates.remarkMore });
  await tabTo(page, terms);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('show-text-dialog');
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  await expectFocusTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusIn(terms);

  // the quotation of the first row
  await tabTo(page, rows.first().getByTestId('rate-quote'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lclFreight\/quotation\?rateId=\d+/);
  const form = page.getByTestId('quotation-form');
  await expect(form).toBeVisible();
  await typeInto(page, form.getByLabel(cn.Quotation.grossWeight), '1250.5');
  await typeInto(page, form.getByLabel(cn.Quotation.volume), '3.125');
  await typeInto(page, form.getByLabel(cn.Quotation.description), '家具配件');
  await tabTo(page, page.getByTestId('quotation-calculate'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quote-result')).toContainText('3.125');
  await tabTo(page, page.getByTestId('quotation-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quotation-saved')).toContainText(/Q\d{10}/);
  await tabTo(page, page.getByTestId('quotation-mine'));
});

for (const [name, m, home] of [
  ['cn', cn, '/'],
  ['en', en, '/en'],
] as const) {
  test(`the rate subscription dialog by keyboard (${name})`, async ({ page }) => {
    await page.goto(home);
    const opener = page.getByTestId('subscribe-button');
    await skipToContent(page);
    // the call to action closes the page, after the search, the services, the lanes and the news
    await tabTo(page, opener, { max: 160 });
    await page.keyboard.press('Enter');
    const form = page.getByTestId('subscription-dialog');
    await expect(form).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expectFocusIn(dialog);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expectFocusIn(opener);

    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
    await typeInto(page, form.getByRole('textbox', { name: m.Subscription.email }), `kb-${name}-${Date.now()}@example.com`);
    await tabTo(page, form.getByTestId('subscription-origin').getByRole('combobox'));
    await choosePortByKeys(page, form.getByTestId('subscription-origin'), 'Ningbo', 'CNNGB');
    await tabTo(page, form.getByTestId('subscription-destination').getByRole('combobox'));
    await choosePortByKeys(page, form.getByTestId('subscription-destination'), 'Hamburg', 'DEHAM');
    await tabTo(page, form.getByRole('button', { name: name === 'en' ? 'Subscribe' : /订\s?阅/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(m.Subscription.success, { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expectFocusIn(opener);
  });
}

test('a booking by keyboard, with a select and a checkbox', async ({ page }) => {
  await login(page, SHIPPER);
  await page.goto(`/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&etd=${ymd(12)}&vessel=COSCO%20SHIPPING%20UNIVERSE&voyage=061W&ref=rate:7`);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel(cn.Booking.fields.contactName)).toHaveValue(SHIPPER.name);
  await skipToContent(page);

  // an antd select: opened with Enter, moved with the arrows, chosen with Enter
  const payType = form.getByTestId('booking-pay-type');
  await tabTo(page, payType);
  const shown = async () => (await payType.locator('.ant-select-selection-item, .ant-select-content').first().textContent())?.trim();
  const was = await shown();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(shown).not.toBe(was);

  await tabTo(page, page.getByTestId('booking-customs'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('booking-customs')).toBeChecked();
  await typeInto(page, page.getByTestId('booking-shipper'), 'NINGBO HAIXING HOUSEWARE CO., LTD.');
  await typeInto(page, page.getByTestId('booking-consignee'), 'EUROHOME TRADING B.V., ROTTERDAM');
  await typeInto(page, page.getByTestId('booking-goods'), 'STAINLESS STEEL COOKWARE');
  await typeInto(page, page.getByTestId('booking-packages'), '1260');
  await typeInto(page, page.getByTestId('booking-weight'), '18650.125');
  await typeInto(page, page.getByTestId('booking-volume'), '58.32');
  await typeInto(page, page.getByTestId('booking-line-price-0'), '2350');
  await expect(page.getByTestId('booking-total')).toContainText('USD 2350.00');
  await tabTo(page, page.getByTestId('booking-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('booking-done')).toBeVisible();
  await tabTo(page, page.getByTestId('booking-my-orders'));
});

test('a spot reservation by keyboard up to payment: the attorney file, the agreement dialog, review and confirm', async ({ page }) => {
  await login(page, SHIPPER);
  await page.goto('/lookPresentCabin');
  await skipToContent(page);
  await tabTo(page, page.getByTestId('spot-offer').first().getByTestId('spot-reserve'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('spot-form')).toBeVisible();

  await typeInto(page, page.getByTestId('spot-quantity'), '1');
  await typeInto(page, page.getByTestId('spot-contact'), '李敏');
  await typeInto(page, page.getByTestId('spot-company'), '宁波海星家居用品有限公司');
  await typeInto(page, page.getByTestId('spot-phone'), '13912345678');
  // the file chooser opens from the keyboard (the file itself is picked in the system dialog)
  await tabTo(page, page.getByTestId('spot-form').getByRole('button', { name: cn.Spot.chooseFile }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const pdf = Buffer.alloc(2048, 0x20);
  pdf.write('%PDF-1.7\n', 0);
  await (await chooser).setFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('spot-form')).toContainText('attorney.pdf');

  const agree = page.getByTestId('spot-agree');
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  // the agreement opens in a dialog from its link, keeps the focus and gives it back
  const link = page.getByTestId('spot-form').getByRole('link', { name: cn.Spot.agreementName });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const agreement = page.getByTestId('spot-agreement');
  await expect(agreement).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expectFocusIn(dialog);
  await expectFocusTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(agreement).toBeHidden();
  await expectFocusIn(link);
  await expect(agree).toBeChecked();

  await tabTo(page, page.getByTestId('spot-next'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('spot-review')).toBeVisible();
  await tabTo(page, page.getByTestId('spot-confirm'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('spot-pay')).toBeVisible();
  await expect(page.getByTestId('spot-countdown')).toHaveText(/^0[23]:\d\d$/);
});

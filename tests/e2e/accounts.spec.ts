// Accounts end to end on the production build: registration with a mailed/SMS code, account login and
// logout through the header and the overlay, QR login confirmed by a second browser acting as the
// phone (plus an expired and a replayed ticket), the mailed password-reset link, enterprise
// certification reviewed by staff opening the rates gate, and the workspace's server-side guard.
import { devices, expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { deliveredMessage } from './outboxDrop';
import { cn, en } from './messages';
import { staffApi } from './session';

/** The seeded staff admin (lib/server/db/seed/staff.ts). */
/** A seeded certified shipper (the "phone" of the QR tests). */
const PHONE_USER = { account: '13800000001', password: 'Demo123456', name: '演示用户' };
const QR_TICKET_SECONDS = 120;

// Every test uses its own accounts, so the file's tests may run side by side.
test.describe.configure({ mode: 'parallel' });

const uniqueMobile = () => `139${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example.com`;

/** The newest message to a recipient, as delivered (the staff outbox API masks codes and links). */
async function latestMessage(_staff: APIRequestContext, to: string, kind: string): Promise<{ body: string }> {
  return deliveredMessage(to, kind);
}

const codeIn = (body: string) => body.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';

/** Registers an account through the API of a request context (which then holds its session cookie). */
async function registerByApi(api: APIRequestContext, staff: APIRequestContext, account: string, nameCn: string) {
  const sent = await api.post('/api/webuser/sendCode', { data: { account, purpose: 'register' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { body } = await latestMessage(staff, account, 'register-code');
  const res = await api.post('/api/webuser/register', {
    data: { account, verifyCode: codeIn(body), password: 'Start1234', nameCn, nameEn: 'E2E User', companyName: '上海测试贸易有限公司', agree: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openAccountLogin(page: Page) {
  await page.getByTestId('login-button').click();
  const overlay = page.getByTestId('login-overlay-body');
  await expect(overlay).toBeVisible();
  await overlay.getByTestId('tab-mobile').click();
  return overlay.getByTestId('account-login-form');
}

async function logoutFromHeader(page: Page) {
  await page.getByTestId('header-user').getByRole('button', { name: cn.Header.userMenu }).hover();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}

async function phoneContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'zh-CN' });
}

/** The path + query of the QR code the desktop shows (its origin is the site's public origin). */
async function qrTarget(page: Page): Promise<string> {
  const img = page.getByTestId('qr-image');
  await expect(img).toBeVisible();
  const url = new URL((await img.getAttribute('data-url')) ?? '');
  expect(url.pathname).toBe('/mobile/qrConfirm');
  expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return `${url.pathname}${url.search}`;
}

test('register with a code, then log out, log in, reload and log out again', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL);
  const mobile = uniqueMobile();

  // A sales referral link: kept in localStorage and in a 1-day cookie, then sent with the registration.
  await page.goto('/register?salesCode=S1001');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('referral')).toContainText('S1001');
  expect(await page.evaluate(() => window.localStorage.getItem('salesCode'))).toBe('S1001');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'salesCode');
  expect(cookie?.value).toBe('S1001');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(0.9);
  expect(days).toBeLessThanOrEqual(1.01);

  await form.getByLabel(cn.Register.account).fill(mobile);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toContainText(/\d+ 秒后重新获取/);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  const { body } = await latestMessage(staff, mobile, 'register-code');

  await form.getByPlaceholder(cn.Register.codePlaceholder).fill(codeIn(body));
  await form.getByLabel(cn.Register.password, { exact: true }).fill('Abc12345');
  await form.getByLabel(cn.Register.confirm).fill('Abc12345');
  await form.getByLabel(cn.Register.nameCn).fill('测试用户');
  await form.getByLabel(cn.Register.nameEn).fill('Test User');
  await form.getByLabel(cn.Register.company).fill('上海测试贸易有限公司');

  // Without the agreement nothing is sent.
  await form.getByTestId('register-submit').click();
  await expect(form.getByText(cn.Register.agreeRequired)).toBeVisible();

  await form.getByTestId('agree').check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/webuser/register') && r.method() === 'POST');
  await form.getByTestId('register-submit').click();
  expect((await sent).postDataJSON()).toMatchObject({ account: mobile, salesCode: 'S1001', nameCn: '测试用户', agree: true });

  // Registered = logged in, on the workspace.
  await expect(page).toHaveURL(/\/workspace\/editInfo$/);
  await expect(page.getByTestId('header-user')).toContainText('欢迎您，测试用户');

  await logoutFromHeader(page);

  // Log in again through the overlay's account tab.
  await page.goto('/');
  const login = await openAccountLogin(page);
  await login.getByLabel(cn.Login.account).fill(mobile);
  await login.getByLabel(cn.Login.password).fill('Wrong9999');
  await login.getByTestId('login-submit').click();
  await expect(login.getByTestId('login-error')).toHaveText(cn.Api.loginFailed);
  await expect(login.getByLabel(cn.Login.account)).toHaveValue(mobile);
  await login.getByLabel(cn.Login.password).fill('Abc12345');
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-overlay-body')).toBeHidden();
  await expect(page.getByTestId('header-user')).toContainText('欢迎您，测试用户');

  await page.reload();
  await expect(page.getByTestId('header-user')).toContainText('欢迎您，测试用户');

  await logoutFromHeader(page);
  await page.reload();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userName'))).toBeNull();
});

test('QR login: a second browser acting as the phone confirms, and the ticket cannot be used again', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const overlay = page.getByTestId('login-overlay-body');
  await expect(overlay.getByTestId('qr-panel')).toHaveAttribute('data-state', 'waiting');
  const target = await qrTarget(page);

  const phone = await phoneContext(browser, baseURL);
  const mobilePage = await phone.newPage();
  await mobilePage.goto(target);
  // Not logged in on the phone yet: the inline account form.
  const inline = mobilePage.getByTestId('qr-confirm-login');
  await inline.getByLabel(cn.Login.account).fill(PHONE_USER.account);
  await inline.getByLabel(cn.Login.password).fill(PHONE_USER.password);
  await inline.getByTestId('login-submit').click();

  const confirm = mobilePage.getByTestId('qr-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('qr-device')).toContainText('Chrome');
  await expect(confirm.getByTestId('qr-device')).toContainText('Desktop');
  // Opening the page marked the ticket scanned: the desktop says so.
  await expect(overlay.getByTestId('qr-panel')).toHaveAttribute('data-state', 'scanned');
  await expect(overlay).toContainText(cn.Login.qrScannedHint);

  await confirm.getByTestId('qr-approve').click();
  await expect(mobilePage.getByTestId('qr-confirm-done')).toBeVisible();

  await expect(page.getByTestId('login-overlay-body')).toBeHidden();
  await expect(page.getByTestId('header-user')).toContainText(`欢迎您，${PHONE_USER.name}`);
  await page.reload();
  await expect(page.getByTestId('header-user')).toContainText(`欢迎您，${PHONE_USER.name}`);

  // Replayed ticket: opening the same QR again on the phone is refused with its message.
  await mobilePage.goto(target);
  await expect(mobilePage.getByTestId('qr-confirm-error')).toContainText(cn.Api.qrUsed);
  // …and polling it again from the desktop yields no second session.
  const ticket = new URL(target, 'http://x').searchParams.get('ticket');
  const replay = await page.request.get('/api/webuser/qrLogin/status', { params: { ticket: ticket ?? '' } });
  expect(replay.status()).toBeGreaterThanOrEqual(400);
  expect(((await replay.json()) as { code: string }).code).not.toBe('1');
  await phone.close();
});

test('QR login: an expired ticket is refused on the phone and the desktop offers a new code', async ({ page, browser, baseURL }) => {
  test.setTimeout((QR_TICKET_SECONDS + 120) * 1000);
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const panel = page.getByTestId('login-overlay-body').getByTestId('qr-panel');
  const target = await qrTarget(page);

  // Let the ticket run out for real: the server decides, not the page.
  await expect(panel).toHaveAttribute('data-state', 'expired', { timeout: (QR_TICKET_SECONDS + 15) * 1000 });
  await expect(panel.getByTestId('qr-message')).toHaveText(cn.Login.qrExpired);

  const phone = await phoneContext(browser, baseURL);
  const login = await phone.request.post('/api/webuser/login', { data: { account: PHONE_USER.account, password: PHONE_USER.password } });
  expect(login.status()).toBe(200);
  const mobilePage = await phone.newPage();
  await mobilePage.goto(target);
  await expect(mobilePage.getByTestId('qr-confirm-error')).toContainText(cn.Api.qrExpired);
  await expect(mobilePage.getByTestId('qr-approve')).toHaveCount(0);
  await phone.close();

  await panel.getByTestId('qr-refresh').click();
  await expect(panel).toHaveAttribute('data-state', 'waiting');
  expect(await qrTarget(page)).not.toBe(target);
});

test('password reset by the mailed link ends on the English change page, and the new password works', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL);
  const email = uniqueEmail('reset');
  const api = await playwrightRequest.newContext({ baseURL });
  await registerByApi(api, staff, email, '重置用户');

  await page.goto('/');
  const login = await openAccountLogin(page);
  await login.getByTestId('forgot-password').click();
  const forgot = page.getByTestId('forgot-form');
  await forgot.getByLabel(cn.PasswordChange.email).fill(email);
  await forgot.getByRole('button', { name: cn.PasswordChange.sendLink }).click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  const { body } = await latestMessage(staff, email, 'password-reset');
  const link = new URL(body.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.searchParams.get('sendFlag')).toBe('1');
  expect(link.searchParams.get('token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  // The token is checked, the URL cleaned, the locale English, on the change page.
  await expect(page).toHaveURL(/\/en\/change$/);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const change = page.getByTestId('change-form');
  await expect(change).toContainText(email);
  await change.getByLabel(en.PasswordChange.newPassword, { exact: true }).fill('Fresh5678');
  await change.getByLabel(en.PasswordChange.confirmPassword).fill('Fresh5678');
  await change.getByTestId('change-submit').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();

  // The new password works, the old one does not.
  const old = await api.post('/api/webuser/login', { data: { account: email, password: 'Start1234' } });
  expect(old.status()).toBe(401);
  await page.getByTestId('change-login').click();
  const form = page.getByTestId('login-account-page').getByTestId('account-login-form');
  await form.getByLabel(en.Login.account).fill(email);
  await form.getByLabel(en.Login.password).fill('Fresh5678');
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user')).toContainText('Welcome, E2E User');

  // The link was single-use: opening it again shows the server's message.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/en\/change$/);
  await expect(page.getByTestId('link-error')).toHaveText(en.Api.resetLinkInvalid);
});

test('certification: submitted with a PDF, approved by staff, then the rates gate opens', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL);
  const mobile = uniqueMobile();
  // page.request shares the browser's cookies: the page is logged in as the new user.
  await registerByApi(page.request, staff, mobile, '认证用户');

  await page.goto('/en/lclFreight');
  await expect(page.getByTestId('rates-certify')).toContainText('Please certificate to view rates detail');

  await page.goto('/en/workspace/editInfo');
  const panel = page.getByTestId('certification-panel');
  await expect(panel).toHaveAttribute('data-status', 'none');
  // The workspace content carries the 200-tile watermark: name + last 4 digits of the phone, the
  // English name on an English page.
  await expect(page.getByTestId('watermark').locator('span')).toHaveCount(200);
  await expect(page.getByTestId('watermark').locator('span').first()).toHaveAttribute('data-text', `E2E User ${mobile.slice(-4)}`);

  const form = panel.getByTestId('certification-form');
  const C = en.Certification;
  await form.getByLabel(C.companyNameCn).fill('上海认证测试贸易有限公司');
  await form.getByLabel(C.companyNameEn).fill('Shanghai Certify Trading Co., Ltd.');
  await form.getByLabel(C.creditCode).fill('91310000MA1FL4XQ01');
  await form.getByLabel(C.contactName).fill('王小明');
  await form.getByLabel(C.idCard).fill('310101199001011234');
  await form.getByLabel(C.contactPhone).fill('13911112222');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await form.getByTestId('certification-submit').click();
  await expect(panel).toHaveAttribute('data-status', 'applying');
  await expect(panel.getByTestId('certification-status')).toContainText(C.status.applying);

  // Staff approve it through the API.
  const list = await staff.get('/api/staff/certifications', { params: { status: 1, pageSize: 100 } });
  const row = ((await list.json()) as { rows: { id: number; account: string }[] }).rows.find((r) => r.account === mobile);
  expect(row, 'the application is in the staff queue').toBeTruthy();
  const approved = await staff.post('/api/staff/certifications/approve', { data: { id: row!.id } });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto('/en/lclFreight');
  await expect(page.getByTestId('rates-default')).toBeVisible();
  await expect(page.getByText('Please certificate to view rates detail')).toHaveCount(0);

  await page.goto('/en/workspace/editInfo');
  await expect(page.getByTestId('certification-panel')).toHaveAttribute('data-status', 'certified');
});

test('the workspace checks the session on the server; my orders lists the user’s orders, my quotations the user’s quotations', async ({ page, context, baseURL }) => {
  // No cookie: home (the proxy). A forged cookie passes the proxy but not the layout's session check.
  await page.goto('/workspace/editInfo');
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await context.addCookies([{ name: 'author', value: 'forged-token-forged-token-forged-token-00', url: baseURL ?? 'http://localhost:3100' }]);
  await page.goto('/en/workspace/orders');
  expect(new URL(page.url()).pathname).toBe('/en');

  await context.clearCookies();
  const login = await page.request.post('/api/webuser/login', { data: { account: PHONE_USER.account, password: PHONE_USER.password } });
  expect(login.status()).toBe(200);
  await page.goto('/en/workspace/orders');
  await expect(page.getByTestId('orders-table')).toContainText(en.Workspace['orderColumns'].order_no);
  // the demo shipper's seeded orders at stage Order (the default filter)
  await expect(page.getByTestId('my-order-row').first()).toBeVisible();
  // the demo shipper's quotations are what other specs saved before this one (the rate and keyboard
  // walks quote as this user): the page shows the server's first page of them, or says there are none
  const mine = (await (await page.request.get('/api/webfreight/myQuotations', { params: { page: 1, pageSize: 10 } })).json()) as { rows: { quotation_no: string }[]; total: number };
  await page.goto('/workspace/quotations');
  const quotations = page.getByTestId('quotations-table');
  await expect(quotations).toContainText(cn.Workspace['quotationColumns'].quotation_no);
  if (mine.total === 0) await expect(page.getByTestId('empty-title')).toHaveText(cn.Workspace.empty);
  else for (const q of mine.rows) await expect(quotations).toContainText(q.quotation_no);
  await expect(quotations.locator('tbody tr.ant-table-row')).toHaveCount(mine.rows.length);
  await page.goto('/workspace');
  await expect(page).toHaveURL(/\/workspace\/editInfo$/);
});

test('the workspace has the default layout’s contact panel and cookie notice, and my orders fits its card on a 1280 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post('/api/webuser/login', { data: { account: PHONE_USER.account, password: PHONE_USER.password } });
  expect(login.status()).toBe(200);
  for (const [path, m] of [['/workspace/orders?orderStatus=0', cn], ['/en/workspace/orders?orderStatus=0', en]] as const) {
    await page.goto(path);
    await expect(page.getByTestId('contact-button')).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    const table = page.getByTestId('orders-table');
    await expect(page.getByTestId('my-order-row').first()).toBeVisible();
    // the table is no wider than its card: nothing scrolls, the last column (the stage) is in view
    const fit = await table.evaluate((el) => {
      const wrap = el.parentElement!;
      const card = el.closest('[data-testid="my-orders"]')!.getBoundingClientRect();
      return { table: el.scrollWidth, wrap: wrap.clientWidth, right: el.getBoundingClientRect().right, cardRight: card.right };
    });
    expect(fit.table, path).toBeLessThanOrEqual(fit.wrap);
    expect(fit.right, path).toBeLessThanOrEqual(fit.cardRight);
    await expect(table.locator('thead th').last()).toHaveText(m.Orders.currentStage);
    await expect(table.locator('thead th').last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

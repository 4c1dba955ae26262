// Accounts on the mobile site, on the production build: a QR login started on a desktop and
// confirmed by a phone that logs in first (after resetting a forgotten password through the mailed
// link, opened on the phone), the mobile login continuing where it was asked for, the profile and
// its certification status.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { deliveredMessage } from './outboxDrop';
import { ANDROID, IPHONE } from './phones';
import { cn, en } from './messages';
import { staffApi } from './session';

/** Seeded shippers: certified and not (lib/server/db/seed). */
const CERTIFIED = { account: '13800000001', password: 'Demo123456' };

test.describe.configure({ mode: 'parallel' });

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example.com`;

/** The newest message to a recipient, as delivered (the staff outbox API masks codes and links). */
async function latestMessage(_staff: APIRequestContext, to: string, kind: string): Promise<string> {
  return (await deliveredMessage(to, kind)).body;
}

/** A new account with an email login (the reset link goes there), registered through the API. */
async function newEmailAccount(baseURL: string | undefined, staff: APIRequestContext): Promise<string> {
  const email = uniqueEmail('mobile');
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/webuser/sendCode', { data: { account: email, purpose: 'register' } })).status()).toBe(200);
  const code = (await latestMessage(staff, email, 'register-code')).match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';
  const res = await api.post('/api/webuser/register', {
    data: { account: email, verifyCode: code, password: 'Start1234', nameCn: '手机用户', nameEn: 'Phone User', companyName: '宁波测试贸易有限公司', agree: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
  return email;
}

const phoneContext = (browser: Browser, baseURL: string | undefined, userAgent = IPHONE) =>
  browser.newContext({ baseURL, userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });

/** The desktop opens the login overlay: the path + query its QR code points at. */
async function startQrLogin(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const img = page.getByTestId('login-overlay-body').getByTestId('qr-image');
  await expect(img).toBeVisible();
  const url = new URL((await img.getAttribute('data-url')) ?? '');
  expect(url.pathname).toBe('/mobile/qrConfirm');
  return `${url.pathname}${url.search}`;
}

test('QR login: the phone is not logged in, resets its forgotten password by the mailed link, logs in and confirms the desktop', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await staffApi(baseURL);
  const email = await newEmailAccount(baseURL, staff);
  const target = await startQrLogin(page);

  const phone = await phoneContext(browser, baseURL);
  const mobile = await phone.newPage();
  await mobile.goto(target);
  await expect(mobile.getByTestId('mobile-frame')).toBeVisible();
  const login = mobile.getByTestId('qr-confirm-login');
  await expect(login).toBeVisible();
  // forgotten password: the mobile password page, asking for a link by mail
  await login.getByTestId('forgot-password').click();
  await expect(mobile).toHaveURL(/\/mobile\/change$/);
  const forgot = mobile.getByTestId('forgot-form');
  await forgot.getByLabel(cn.PasswordChange.email).fill(email);
  await forgot.getByRole('button', { name: cn.PasswordChange.sendLink }).click();
  await expect(mobile.getByTestId('reset-sent')).toBeVisible();

  // the mailed link, opened on the phone, reaches the change step on the mobile site
  const link = new URL((await latestMessage(staff, email, 'password-reset')).match(/https?:\/\/\S+/)?.[0] ?? '');
  await mobile.goto(`${link.pathname}${link.search}`);
  await expect(mobile).toHaveURL(/\/en\/mobile\/change$/);
  await expect(mobile.getByTestId('mobile-frame')).toBeVisible();
  const change = mobile.getByTestId('change-form');
  await expect(change).toContainText(email);
  await change.getByLabel(en.PasswordChange.newPassword, { exact: true }).fill('Fresh5678');
  await change.getByLabel(en.PasswordChange.confirmPassword).fill('Fresh5678');
  await change.getByTestId('change-submit').click();
  await expect(mobile.getByTestId('password-changed')).toBeVisible();

  // log in with the new password: the phone continues to the confirmation it came from
  await mobile.getByTestId('change-login').click();
  await expect(mobile).toHaveURL(/\/en\/mobile\/login$/);
  const form = mobile.getByTestId('mobile-login').getByTestId('account-login-form');
  await form.getByLabel(en.Login.account).fill(email);
  await form.getByLabel(en.Login.password).fill('Fresh5678');
  await form.getByTestId('login-submit').click();
  await expect(mobile).toHaveURL(/\/en\/mobile\/qrConfirm\?ticket=/);
  const confirm = mobile.getByTestId('qr-confirm');
  await expect(confirm.getByTestId('qr-device')).toContainText('Desktop');
  await confirm.getByTestId('qr-approve').click();
  await expect(mobile.getByTestId('qr-confirm-done')).toBeVisible();

  // the desktop is logged in as that user
  await expect(page.getByTestId('login-overlay-body')).toBeHidden();
  await expect(page.getByTestId('header-user')).toContainText('手机用户');
  await phone.close();
});

test('QR login: a phone that logs in on the confirmation page itself confirms, and a refusal logs nobody in', async ({ page, browser, baseURL }) => {
  const target = await startQrLogin(page);
  const phone = await phoneContext(browser, baseURL, ANDROID);
  const mobile = await phone.newPage();
  await mobile.goto(target);
  const login = mobile.getByTestId('qr-confirm-login');
  await login.getByLabel(cn.Login.account).fill(CERTIFIED.account);
  await login.getByLabel(cn.Login.password).fill(CERTIFIED.password);
  await login.getByTestId('login-submit').click();
  const confirm = mobile.getByTestId('qr-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('qr-reject').click();
  await expect(mobile.getByTestId('qr-confirm-rejected')).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
  await phone.close();
});

test('mobile login continues to the page that asked for it; the profile shows the certification status; logout', async ({ browser, baseURL }) => {
  const phone = await phoneContext(browser, baseURL);
  const mobile = await phone.newPage();
  await mobile.goto('/mobile/lclFreight');
  await expect(mobile.getByTestId('rates-login')).toBeVisible();
  await mobile.getByTestId('rates-login-link').click();
  await expect(mobile).toHaveURL(/\/mobile\/login\?next=/);
  const form = mobile.getByTestId('mobile-login').getByTestId('account-login-form');
  await form.getByLabel(cn.Login.account).fill(CERTIFIED.account);
  await form.getByLabel(cn.Login.password).fill(CERTIFIED.password);
  await form.getByTestId('login-submit').click();
  await expect(mobile).toHaveURL(/\/mobile\/lclFreight$/);
  await expect(mobile.getByTestId('rates-default')).toBeVisible();

  await mobile.getByTestId('mobile-tab-me').click();
  await expect(mobile.getByTestId('profile-user')).toBeVisible();
  await expect(mobile.getByTestId('profile-cert-status')).toHaveText(cn.Certification.status.certified);
  // the desktop workspace maps to the profile on a phone
  await mobile.goto('/workspace/editInfo');
  await expect(mobile).toHaveURL(/\/mobile\/profile$/);
  await mobile.getByTestId('profile-logout').click();
  await expect(mobile).toHaveURL(/\/mobile$/);
  await mobile.goto('/mobile/profile');
  await expect(mobile.getByTestId('profile-visitor')).toBeVisible();
  await phone.close();
});

test('the sales contacts of the contact panel, as a page: the customer-service contact for a visitor', async ({ browser, baseURL }) => {
  const phone = await phoneContext(browser, baseURL);
  const mobile = await phone.newPage();
  await mobile.goto('/mobile/sales');
  const item = mobile.getByTestId('mobile-sales').getByTestId('contact-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(cn.ContactPanel.roleService);
  await phone.close();
});

test('login with a one-time code sent to the phone number', async ({ browser, baseURL }) => {
  const staff = await staffApi(baseURL);
  const phone = await phoneContext(browser, baseURL, ANDROID);
  const mobile = await phone.newPage();
  await mobile.goto('/mobile/login');
  await mobile.getByTestId('login-mode-code').click();
  const form = mobile.getByTestId('code-login-form');
  await form.getByLabel(cn.Login.account).fill(CERTIFIED.account);
  await form.getByTestId('send-login-code').click();
  await expect(form.getByTestId('send-login-code')).toBeDisabled();
  const code = (await latestMessage(staff, CERTIFIED.account, 'login-code')).match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';
  await form.getByLabel(cn.Mobile.codeLogin.code).fill(code);
  await form.getByTestId('code-login-submit').click();
  await expect(mobile).toHaveURL(/\/mobile\/profile$/);
  await expect(mobile.getByTestId('profile-cert-status')).toHaveText(cn.Certification.status.certified);
  await phone.close();
});

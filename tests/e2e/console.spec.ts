// The staff console end to end on the production build: staff log in through the console, approve a
// waiting certification from the queue and the shipper sees the certified state in another browser;
// the theme colour and slogan changed on the company screen show on the public home page on its next
// load (company south, restored afterwards); the menu follows the account's role.
import { expect, test } from '@playwright/test';
import { deliveredMessage } from './outboxDrop';
import { consoleLogin } from './session';
import { cn, en } from './messages';


const uniqueMobile = () => `136${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const southOrigin = (baseURL: string | undefined) => {
  const u = new URL(baseURL ?? 'http://localhost:3100');
  u.hostname = 'south.localhost';
  return u.origin;
};

test('staff approve a waiting certification in the console; the shipper sees it certified in another browser', async ({ browser }) => {
  // The shipper: registered with a code from the outbox, then applies with a PDF licence.
  const shipper = await browser.newContext();
  const mobile = uniqueMobile();
  const sent = await shipper.request.post('/api/webuser/sendCode', { data: { account: mobile, purpose: 'register' } });
  expect(sent.status()).toBe(200);
  // the code as delivered (the staff outbox API masks it)
  const code = (await deliveredMessage(mobile, 'register-code')).body.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? '';
  expect(code).not.toBe('');
  const reg = await shipper.request.post('/api/webuser/register', {
    data: { account: mobile, verifyCode: code, password: 'Start1234', nameCn: '控制台用户', nameEn: 'Console User', companyName: '宁波测试进出口有限公司', agree: true },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const applied = await shipper.request.post('/api/webuser/certification', {
    multipart: {
      companyNameCn: '宁波控制台测试进出口有限公司',
      companyNameEn: 'Ningbo Console Test Import & Export Co., Ltd.',
      creditCode: '91310000MA1FL4XQ01',
      contactName: '陈立',
      idCard: '310101199001011234',
      contactPhone: '13911113333',
      licence: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const shipperPage = await shipper.newPage();
  await shipperPage.goto('/workspace/editInfo');
  await expect(shipperPage.getByTestId('certification-panel')).toHaveAttribute('data-status', 'applying');

  // Staff: the console's queue, found by the shipper's mobile, approved.
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await consoleLogin(page);
  await expect(page.getByTestId('dash-certifications-value')).not.toHaveText('0');
  await page.getByTestId('menu-certifications').click();
  await expect(page.getByTestId('console-certifications')).toBeVisible();
  await page.getByPlaceholder(cn.Console.cert.searchPlaceholder).fill(mobile);
  await page.getByPlaceholder(cn.Console.cert.searchPlaceholder).press('Enter');
  const row = page.getByTestId('staff-certifications').locator('tr', { hasText: mobile });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('宁波控制台测试进出口有限公司');
  await row.getByRole('button', { name: /通\s?过/ }).click();
  await expect(page.getByText(cn.Staff.approved)).toBeVisible();
  await expect(row).toHaveCount(0); // gone from the pending queue

  // The shipper, in their own browser, on the next load.
  await shipperPage.reload();
  await expect(shipperPage.getByTestId('certification-panel')).toHaveAttribute('data-status', 'certified');

  // The approval is in the audit log with the status before and after.
  await page.getByTestId('menu-audit').click();
  const audit = page.getByTestId('audit-table').locator('tr', { hasText: '宁波控制台测试进出口有限公司' }).first();
  await expect(audit).toContainText(cn.Console.audit.actions.certification_approve);
  await shipper.close();
  await staffContext.close();
});

test('a new theme colour and slogan show on the public home page on its next load', async ({ browser, baseURL }) => {
  // Company south (Chromium resolves *.localhost; Node does not, so its API is called from the page).
  const origin = southOrigin(baseURL);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await consoleLogin(page, { origin, locale: '/en' });
  const original = await page.evaluate(async () => ((await (await fetch('/api/staff/company')).json()) as { data: Record<string, unknown> }).data);
  const { companyId: _id, code: _code, updatedAt: _u, ...saved } = original;
  const slogan = `联运华南，准班到港 ${Date.now() % 100000}`;
  const colour = '#8e24aa';
  try {
    const visitor = await browser.newPage();
    await visitor.goto(`${origin}/`);
    await expect(visitor.getByTestId('company-slogan')).not.toHaveText(slogan);

    await page.getByTestId('menu-company').click();
    const form = page.getByTestId('company-form');
    await form.getByLabel(en.Console.company.fields.slogan).fill(slogan);
    // the colour picker's hex box
    await form.getByTestId('field-webThemeColor').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill(colour.slice(1));
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await form.getByTestId('company-save').click();
    await expect(page.getByText(en.Console.company.savedNote)).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByTestId('company-slogan')).toHaveText(slogan);
    const primary = await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase());
    expect(primary).toBe(colour);
  } finally {
    const status = await page.evaluate(
      async (body) => (await fetch('/api/staff/company/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      saved,
    );
    expect(status).toBe(200);
    await staffContext.close();
  }
});

test('the menu follows the role: a content editor sees the website screens, not company settings or the audit log', async ({ page }) => {
  await consoleLogin(page, { username: 'content', locale: '/en' });
  const menu = page.getByTestId('console-menu');
  await expect(menu.getByTestId('menu-content')).toBeVisible();
  await expect(menu.getByTestId('menu-news')).toBeVisible();
  await expect(menu.getByTestId('menu-company')).toHaveCount(0);
  await expect(menu.getByTestId('menu-audit')).toHaveCount(0);
  await expect(menu.getByTestId('menu-certifications')).toHaveCount(0);
  await expect(menu.getByTestId('menu-rates')).toHaveCount(0);
  // the API refuses on its own
  expect((await page.request.get('/api/staff/company')).status()).toBe(403);
  expect((await page.request.get('/api/staff/rates')).status()).toBe(403);
});

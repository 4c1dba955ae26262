// Carrier connections and customers' DCSA API keys end to end on the production build: staff connect
// a carrier (the secret shown only by its last four characters, kept when left blank on edit), issue
// a key to a customer (shown once) that then reads the company's sailings from /dcsa/cs/v1/… through
// the front server (no locale prefix, no redirect), and revoke it. Both screens are photographed in
// both languages at 1440 px (test-results/).
import { expect, test } from '@playwright/test';
import { consoleLogin } from './session';
import { cn, en } from './messages';

test.use({ viewport: { width: 1440, height: 900 } });

test('staff connect a carrier and issue a customer a DCSA key that reads the sailings, then revoke it', async ({ page }, info) => {
  // many steps and four full-page photographs: more than the default minute on a busy machine
  test.setTimeout(150_000);
  // a retry connects another carrier: the first attempt's connection stays in the database
  const carrier = info.retry ? 'ONEY' : 'MAEU';
  await consoleLogin(page);

  // the menu leads to the carrier connections
  await page.getByRole('menuitem', { name: cn.Console.menu.carrierConnections }).click();
  const screen = page.getByTestId('console-carrier-connections');
  await expect(screen).toBeVisible();
  await screen.getByTestId('connection-new').click();
  const form = page.getByTestId('connection-form');
  await form.getByLabel(cn.Console.carrierConnections.carrier).click();
  await page.keyboard.type(carrier);
  await page.keyboard.press('Enter');
  await form.getByLabel(cn.Console.carrierConnections.baseUrl).fill('https://api.maersk.example/dcsa/cs');
  await form.getByRole('textbox', { name: cn.Console.carrierConnections.apiKey, exact: true }).fill('maersk-secret-key-7788');
  // not fetched now: the carrier's address is not reachable from here
  await form.getByRole('switch').click();
  await page.getByTestId('connection-save').click();
  const row = page.getByTestId(`connection-${carrier}`);
  await expect(row).toContainText('••••7788');
  await expect(row).not.toContainText('maersk-secret-key');
  await expect(row).toContainText(cn.Console.carrierConnections.off);

  // edit with the secret left blank: the stored one stays
  await page.getByTestId(`edit-${carrier}`).click();
  await expect(form.getByText('7788')).toBeVisible();
  await form.getByLabel(cn.Console.carrierConnections.horizon).fill('8');
  await page.getByTestId('connection-save').click();
  await expect(row).toContainText('8 周');
  await expect(row).toContainText('••••7788');
  await page.screenshot({ path: info.outputPath('carrier-connections-cn.png'), fullPage: true });
  await page.goto('/en/staff/carrierConnections');
  await expect(page.getByTestId(`connection-${carrier}`)).toContainText(en.Console.carrierConnections.off);
  await page.screenshot({ path: info.outputPath('carrier-connections-en.png'), fullPage: true });

  // a key for the seed's shipper
  await page.goto('/staff/dcsaKeys');
  const keys = page.getByTestId('console-dcsa-keys');
  await expect(keys).toBeVisible();
  await keys.getByTestId('dcsa-key-new').click();
  const keyForm = page.getByTestId('dcsa-key-form');
  await keyForm.getByLabel(cn.Console.dcsaKeys.name).fill('宁波某物流 TMS');
  await keyForm.getByLabel(cn.Console.dcsaKeys.customer).click();
  await page.keyboard.type('13800000001');
  // the demo shipper found (antd keeps its accessible options hidden: the visible item is clicked)
  await page.locator('.ant-select-item-option').filter({ hasText: 'demo@' }).first().click();
  await page.getByTestId('dcsa-key-save').click();
  const issued = page.getByRole('dialog', { name: cn.Console.dcsaKeys.issuedTitle });
  await expect(issued).toBeVisible();
  const key = (await issued.locator('code').textContent())?.trim() ?? '';
  expect(key).toMatch(/^dcsa_[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: info.outputPath('dcsa-key-issued-cn.png') });
  await issued.getByRole('button', { name: cn.Console.dcsaKeys.copiedIt }).click();
  const list = page.getByTestId('dcsa-keys');
  await expect(list).toContainText(key.slice(0, 13));
  await expect(list).not.toContainText(key);

  // the customer's system: the sailings in DCSA format, on the site's own address
  const routes = await page.request.get('/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM', { headers: { 'API-Key': key }, maxRedirects: 0 });
  expect(routes.status(), await routes.text()).toBe(200);
  expect(routes.headers()['api-version']).toBe('1.0.3');
  const body = (await routes.json()) as { legs: unknown[] }[];
  expect(body.length).toBeGreaterThan(0);
  expect(body[0]!.legs.length).toBeGreaterThan(0);
  const noKey = await page.request.get('/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM', { maxRedirects: 0 });
  expect(noKey.status()).toBe(401);

  await page.reload();
  await expect(list).toContainText(cn.Console.dcsaKeys.active);
  await page.screenshot({ path: info.outputPath('dcsa-keys-cn.png'), fullPage: true });
  await page.goto('/en/staff/dcsaKeys');
  await expect(page.getByTestId('dcsa-keys')).toContainText(en.Console.dcsaKeys.active);
  await page.screenshot({ path: info.outputPath('dcsa-keys-en.png'), fullPage: true });

  // revoked: refused at once
  await page.getByTestId('dcsa-keys').getByRole('button', { name: en.Console.dcsaKeys.revoke }).first().click();
  // the confirmation's own button (the popover is rendered last)
  await page.getByRole('button', { name: en.Console.dcsaKeys.revoke, exact: true }).last().click();
  await expect(page.getByTestId('dcsa-keys')).toContainText('Revoked');
  const after = await page.request.get('/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM', { headers: { 'API-Key': key }, maxRedirects: 0 });
  expect(after.status()).toBe(401);
});

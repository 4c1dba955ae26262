// Order tracking on the production build: the stepper shows the right stage for the seeded orders
// at each of the 8 stages; the owner sees every field and a stranger only the numbers, stage and
// dates; /orderSearchIframe loads inside an iframe of another origin (served here) while
// /orderSearch refuses to be framed; /orderSearch/api documents the JSON and answers it live.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { cn, en } from './messages';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const STAGES = ['order', 'orderConfirm', 'orderSuccess', 'inGate', 'declare', 'blConfirm', 'billConfirm', 'done'] as const;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

type Row = { order_no: string; bill_no: string; stage: number };

/** The seeded orders of the certified demo shipper, one per stage (the first of each). */
async function seededByStage(baseURL: string | undefined): Promise<Map<number, Row>> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const res = await api.get('/api/weborder/myOrders?orderStatus=0&pageSize=50');
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { rows: Row[] }).rows;
  await api.dispose();
  const out = new Map<number, Row>();
  for (const r of rows) if (!out.has(r.stage)) out.set(r.stage, r);
  return out;
}

test('the stepper shows the right stage for a seeded order at each of the 8 stages', async ({ page, baseURL }) => {
  const orders = await seededByStage(baseURL);
  expect([...orders.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  for (const [stage, o] of [...orders.entries()].sort((a, b) => a[0] - b[0])) {
    await page.goto(`/orderSearch?no=${o.order_no}`);
    const stepper = page.getByTestId('order-stepper');
    await expect(stepper).toHaveAttribute('data-stage', String(stage));
    await expect(stepper.getByTestId(`step-${stage}`)).toHaveAttribute('data-state', 'current');
    await expect(stepper.getByTestId(`step-${stage}`)).toContainText(cn.Orders.stages[STAGES[stage - 1]!]);
    if (stage > 1) await expect(stepper.getByTestId(`step-${stage - 1}`)).toHaveAttribute('data-state', 'done');
    if (stage < 8) await expect(stepper.getByTestId(`step-${stage + 1}`)).toHaveAttribute('data-state', 'todo');
  }
});

test('a stranger sees stage and dates only; the owner, logged in, every field — by order no and by bill no', async ({ page, baseURL }) => {
  const orders = await seededByStage(baseURL);
  const billed = orders.get(7)!;
  await page.goto('/en/orderSearch');
  await page.getByTestId('order-search-input').fill(billed.bill_no);
  await page.getByTestId('order-search-submit').click();
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-view', 'public');
  await expect(page.getByTestId('order-result-no')).toHaveText(billed.order_no);
  await expect(page).toHaveURL(new RegExp(`no=${billed.order_no}`));
  await page.getByTestId('order-tab-baseInfo').click();
  await expect(page.getByTestId('info-summary')).toContainText(billed.bill_no);
  await expect(page.getByTestId('info-parties')).toHaveCount(0);
  await expect(page.getByTestId('info-freight')).toHaveCount(0);
  await page.getByTestId('order-tab-history').click();
  await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(7);

  // a wrong number: a clear message, the page stays usable
  await page.getByTestId('order-search-input').fill('SO0000000000');
  await page.getByTestId('order-search-submit').click();
  await expect(page.getByTestId('order-search-error')).toHaveText(en.Api.orderNotFound);

  // the owner
  expect((await page.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  await page.goto(`/orderSearch?no=${billed.order_no}`);
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-view', 'owner');
  await page.getByTestId('order-tab-baseInfo').click();
  await expect(page.getByTestId('info-parties')).toContainText(cn.Orders.fields.consignee);
  await expect(page.getByTestId('info-freight')).toContainText('USD');
});

test.describe('embedding', () => {
  let server: Server;
  let other = '';

  test.beforeAll(async ({ baseURL }) => {
    const site = new URL(baseURL ?? 'http://localhost:3100');
    // Another origin: 127.0.0.1 on its own port, framing the site by its localhost name.
    server = createServer((req, res) => {
      const target = req.url?.startsWith('/framed-site') ? '/orderSearch' : `/orderSearchIframe${req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Partner</title><h1>Partner portal</h1><iframe id="w" src="${site.origin}${target}" width="900" height="700"></iframe>`);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((ok) => server.close(ok));
  });

  test('the iframe page loads inside an iframe on another origin; the site page refuses to be framed', async ({ page, baseURL }) => {
    const orders = await seededByStage(baseURL);
    const o = orders.get(4)!;
    await page.goto(`${other}/partner?no=${o.order_no}`);
    const frame = page.frameLocator('#w');
    await expect(frame.getByTestId('order-search-iframe')).toBeVisible();
    await expect(frame.getByTestId('order-stepper')).toHaveAttribute('data-stage', '4');
    await expect(frame.getByTestId('order-view')).toHaveAttribute('data-view', 'public');
    // no site chrome inside the frame
    await expect(frame.locator('header, footer')).toHaveCount(0);
    await frame.getByTestId('order-search-input').fill(orders.get(8)!.order_no);
    await frame.getByTestId('order-search-submit').click();
    await expect(frame.getByTestId('order-stepper')).toHaveAttribute('data-stage', '8');

    const refused = await page.request.get(`${baseURL}/orderSearch`);
    expect(refused.headers()['x-frame-options']).toBe('DENY');
    expect(refused.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.goto(`${other}/framed-site`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    const title = framed ? await framed.locator('[data-testid="order-search-title"]').count() : 0;
    expect(title).toBe(0);
  });
});

test('/orderSearch/api documents the JSON form and answers it live', async ({ page, baseURL }) => {
  const orders = await seededByStage(baseURL);
  await page.goto('/en/orderSearch/api');
  await expect(page.getByTestId('order-api-title')).toHaveText(en.Orders.apiTitle);
  await expect(page.getByTestId('order-api-request')).toContainText('/api/orderSearch?no=');
  await expect(page.getByTestId('order-api-embed')).toContainText('/en/orderSearchIframe');
  await page.getByTestId('order-api-try-input').fill(orders.get(2)!.order_no);
  await page.getByTestId('order-api-try-send').click();
  const out = page.getByTestId('order-api-try-output');
  await expect(out).toContainText('HTTP 200');
  await expect(out).toContainText('"stage": 2');
  await expect(out).toContainText('"view": "public"');
  await expect(out).not.toContainText('consignee');
});

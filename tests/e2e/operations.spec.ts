// The staff console's operations on the production build: staff find a new booking in the Orders
// screen and move it through all 8 stages with notes (the bill no at B/L Confirm); after each move
// the customer's stepper in my orders follows, and the last mail of the outbox tells the customer.
import { expect, test } from '@playwright/test';
import { consoleLogin } from './session';
import { cn } from './messages';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };
const ymd = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

test.use({ viewport: { width: 1366, height: 900 } });

test("staff move a booking through all 8 stages in the console and the customer's stepper follows", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // the customer books (API), then watches the order in my orders
  const customer = await browser.newContext({ baseURL });
  await customer.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL! }]);
  expect((await customer.request.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const booked = await customer.request.post('/api/weborder/booking', {
    data: {
      contactName: '演示用户',
      contactPhone: '13800000001',
      contactEmail: 'demo@haixing.test',
      customerName: '宁波海星家居用品有限公司',
      polCode: 'CNSHA',
      podCode: 'NLRTM',
      transferCode: '',
      etd: ymd(12),
      carrierCode: 'COSU',
      vessel: 'COSCO SHIPPING UNIVERSE',
      voyage: '061W',
      routeCode: 'AEU3',
      payType: 'prepaid',
      transportMode: 'CY-CY',
      billType: 'telex',
      goodsType: 'general',
      trailer: true,
      inContainerLoading: false,
      customs: true,
      insurance: false,
      shipper: 'NINGBO HAIXING HOUSEWARE CO., LTD.',
      consignee: 'EUROHOME TRADING B.V.',
      notifyParty: 'SAME AS CONSIGNEE',
      secondNotifyParty: '',
      remark: '',
      marks: 'N/M',
      packages: 800,
      packageUnit: 'CTNS',
      goodsDescription: 'CERAMIC TABLEWARE',
      grossWeightKg: '12000',
      volumeCbm: '56',
      freightLines: [{ containerType: '40HQ', quantity: 1, unitPrice: '2300' }],
      sourceRef: '',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { id, orderNo } = ((await booked.json()) as { data: { id: number; orderNo: string } }).data;
  const mine = await customer.newPage();
  await mine.goto(`/workspace/orders/${id}`);
  await expect(mine.getByTestId('order-stepper')).toHaveAttribute('data-stage', '1');

  // staff: the Orders screen, searched by the order no
  const page = await browser.newPage({ baseURL });
  await consoleLogin(page);
  await page.getByTestId('menu-orders').click();
  await expect(page.getByTestId('console-orders')).toBeVisible();
  const keyword = page.getByPlaceholder(cn.Console.ops.orders.keyword);
  await keyword.fill(orderNo);
  await keyword.press('Enter');
  await expect(page.getByTestId(`order-row-${orderNo}`)).toBeVisible();
  await expect(page.getByTestId('orders-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId(`order-open-${orderNo}`).click();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByTestId('order-stepper')).toHaveAttribute('data-stage', '1');

  for (let stage = 2; stage <= 8; stage++) {
    const label = cn.Orders.stages[['order', 'orderConfirm', 'orderSuccess', 'inGate', 'declare', 'blConfirm', 'billConfirm', 'done'][stage - 1]!];
    // the form proposes the next stage
    await expect(drawer.getByTestId('stage-form')).toContainText(`${stage}. ${label}`);
    if (stage === 6) {
      // B/L Confirm needs the bill no: refused without it, nothing moves
      await drawer.getByTestId('stage-submit').click();
      await expect(drawer.getByText(cn.Console.ops.orders.billNoNeeded)).toBeVisible();
      await drawer.getByTestId('stage-billno').fill('cosu6400776655');
    }
    await drawer.getByTestId('stage-note').fill(`节点 ${stage} 备注`);
    await drawer.getByTestId('stage-submit').click();
    await expect(drawer.getByTestId('order-stepper')).toHaveAttribute('data-stage', String(stage));
    await expect(drawer.getByTestId('order-history').locator('tbody tr')).toHaveCount(stage);
    await expect(drawer.getByTestId('order-history')).toContainText(`节点 ${stage} 备注`);
    // the customer's stepper follows
    await mine.reload();
    await expect(mine.getByTestId('order-stepper')).toHaveAttribute('data-stage', String(stage));
    await expect(mine.getByTestId(`step-${stage}`)).toHaveAttribute('data-state', 'current');
  }
  await expect(mine.getByTestId('order-detail')).toContainText('COSU6400776655');
  await expect(mine.getByTestId('order-history')).toContainText('节点 8 备注');

  // the list shows it at Done; each move was mailed to the customer
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`order-row-${orderNo}`)).toContainText(cn.Orders.stages.done);
  const outbox = await page.request.get('/api/staff/outbox', { params: { channel: 'mail', pageSize: 100 } });
  const rows = ((await outbox.json()) as { rows: { subject: string; body: string; kind: string }[] }).rows.filter((r) => r.kind === 'order-stage' && r.body.includes(orderNo));
  expect(rows.length).toBe(7);
  await customer.close();
  await page.close();
});

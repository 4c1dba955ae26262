// Rates in the staff console end to end on the production build: a sales account logs in, checks a
// CSV with a bad row (named by line and column, the import button stays off), then imports a clean
// XLSX of Shanghai → Hamburg rates; a certified shipper with rate access finds the new rates with
// their prices on /lclFreight in another browser.
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { consoleLogin } from './session';

const CERTIFIED = { account: '13800000001', password: 'Demo123456' };

test.use({ viewport: { width: 1366, height: 900 } });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const HEADER = ['pol', 'pod', 'carrier', 'route', 'routeEn', 'routeCode', 'transit', 'transitDays', 'validFrom', 'validTo', 'currency', 'perCbm', 'perTon', 'minCharge', 'cutoffWeekday', 'sailingWeekdays', 'spaceStatus'];

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('rates');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('staff import a clean XLSX of rates; a certified user with access sees them on /lclFreight', async ({ browser }) => {
  const staff = await browser.newContext();
  const page = await staff.newPage();
  await consoleLogin(page, { username: 'sales' });
  await page.getByTestId('menu-rates').click();
  await expect(page.getByTestId('console-rates')).toBeVisible();
  await expect(page.getByTestId('rates-table').locator('tr.ant-table-row').first()).toBeVisible();

  // A carrier that already sails Shanghai → Hamburg (from the console's own list).
  const listed = (await (await page.request.get('/api/staff/rates', { params: { q: 'DEHAM', pageSize: 100 } })).json()) as {
    rows: { pol: { id: number; code: string }; pod: { id: number; code: string }; carrier: { code: string } | null }[];
  };
  const lane = listed.rows.find((r) => r.pol.code === 'CNSHA' && r.pod.code === 'DEHAM' && r.carrier)!;
  expect(lane, 'a seeded Shanghai → Hamburg rate').toBeTruthy();
  const code = `XE${String(Date.now()).slice(-6)}`;
  const row = (over: Partial<Record<string, string | number>> = {}) => {
    const r: Record<string, string | number> = {
      pol: 'CNSHA', pod: 'DEHAM', carrier: lane.carrier!.code, route: '欧洲线', routeEn: 'Asia–North Europe', routeCode: code, transit: 'DIR', transitDays: 33,
      validFrom: day(-1), validTo: day(45), currency: 'USD', perCbm: 9, perTon: 11, minCharge: 9, cutoffWeekday: 'TUE', sailingWeekdays: 'THU', spaceStatus: 'Tight', ...over,
    };
    return HEADER.map((h) => r[h]!);
  };

  // A file with a bad row: every problem named, nothing importable.
  await page.getByTestId('rates-import').click();
  const dialog = page.getByTestId('rate-import');
  const bad = `${HEADER.join(',')}\n${row().join(',')}\n${row({ pod: 'ZZXXX', perTon: 'abc' }).join(',')}\n`;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const issues = page.getByTestId('import-issues');
  await expect(issues).toContainText('pod');
  await expect(issues).toContainText('perTon');
  await expect(issues.locator('tr.ant-table-row').first()).toContainText('3');
  await expect(page.getByTestId('import-run')).toBeDisabled();

  // The clean XLSX: checked, then imported.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([row(), row({ perCbm: 10, perTon: 12, minCharge: 10, sailingWeekdays: 'SAT', spaceStatus: 'Available' })]),
  });
  await expect(page.getByTestId('import-clean')).toBeVisible();
  await expect(page.getByTestId('import-issues')).toHaveCount(0);
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('rate-import')).toHaveCount(0);
  await page.getByTestId('rates-search').locator('input').fill(code);
  await page.getByTestId('rates-search').locator('input').press('Enter');
  await expect(page.getByTestId('rates-table').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('rate-prices').first()).toContainText('USD');

  // The shipper, in another browser: the new rates with prices, cheapest first.
  const shipper = await browser.newContext();
  const user = await shipper.newPage();
  expect((await user.request.post('/api/webuser/login', { data: CERTIFIED })).status()).toBe(200);
  await user.goto(`/lclFreight?portStartId=${lane.pol.id}&portEndId=${lane.pod.id}&sort=price`);
  await expect(user.getByTestId('rates-state')).toHaveAttribute('data-state', 'content');
  const mine = user.getByTestId('rate-row').filter({ hasText: code });
  await expect(mine).toHaveCount(2);
  await expect(mine.first().getByTestId('rate-price').first()).toContainText('USD 9');
  await expect(mine.nth(1).getByTestId('rate-price').first()).toContainText('USD 10');
  await staff.close();
  await shipper.close();
});

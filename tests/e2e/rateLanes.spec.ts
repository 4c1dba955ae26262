// The lane search of the FCL (/rates), air (/airFreight) and carrier spot (/rates/spot) lists: origin
// and destination with the home search's suggestions, the lane in the URL (kept across a reload),
// the list narrowed to it, then to a carrier; both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choosePort } from './portField';

const cn = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'cn.json'), 'utf8'));
const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));

test.use({ viewport: { width: 1280, height: 900 } });

const CERTIFIED = { account: '13800000001', password: 'Demo123456' };
const AMOUNT = /(USD|CNY)\s?\d/;

type Row = { id: number; pod: { id: number; code: string; nameCn: string; nameEn: string }; carrier: { id: number } | null };

/** Shanghai's id and the first destination the kind has rates to from there. */
async function laneOf(page: Page, kind: string) {
  const sha = ((await (await page.request.post('/api/webschedulecontroller/webquerygloblports', { data: { nameCn: 'CNSHA', types: 1 } })).json()) as { rows: { id: number }[] }).rows[0]!.id;
  const answer = (await (await page.request.get('/api/webfreight/queryRates', { params: { kind, portStartId: sha, pageSize: 50 } })).json()) as { rows: Row[] };
  const pod = answer.rows[0]!.pod;
  const lane = (await (await page.request.get('/api/webfreight/queryRates', { params: { kind, portStartId: sha, portEndId: pod.id, pageSize: 50 } })).json()) as { rows: Row[]; total: number };
  return { origin: sha, pod, lane };
}

for (const [kind, pagePath] of [
  ['fcl', '/rates'],
  ['air', '/airFreight'],
  ['spot', '/rates/spot'],
] as const) {
  test(`${pagePath}: a visitor searches Shanghai → a destination; the lane is in the URL and narrows the list, without prices`, async ({ page }) => {
    const { origin, pod, lane } = await laneOf(page, kind);
    await page.goto(pagePath);
    await expect(page.getByTestId(`rates-page-${kind}`)).toBeVisible();
    await expect(page.getByTestId('lcl-lane')).toContainText(cn.LclFreight.anyPort);
    await choosePort(page, 'origin-field', 'Shanghai', 'CNSHA');
    await choosePort(page, 'destination-field', pod.nameEn, pod.code);
    await page.getByTestId('search-button').click();
    await expect(page).toHaveURL(new RegExp(`${pagePath.replace('/', '\\/')}\\?portStartId=${origin}&portEndId=${pod.id}$`));
    await expect(page.getByTestId('rates-login')).toContainText(cn.LclFreight.loginTitle);
    await expect(page.getByTestId('lcl-lane')).toContainText(pod.nameCn);
    const rows = page.getByTestId('rate-row');
    await expect(rows).toHaveCount(lane.total);
    for (const r of lane.rows) await expect(page.locator(`[data-testid="rate-row"][data-rate-id="${r.id}"]`)).toContainText(pod.nameCn);
    expect(await page.content()).not.toMatch(AMOUNT);
    // A reload keeps the lane (it is the URL's).
    await page.reload();
    await expect(page.getByTestId('lcl-lane')).toContainText(pod.nameCn);
    await expect(rows).toHaveCount(lane.total);
  });
}

test('/en/rates: a certified user narrows a lane to one carrier; English lane, prices under the watermark', async ({ page }) => {
  expect((await page.request.post('/api/webuser/login', { data: CERTIFIED })).status()).toBe(200);
  const { origin, pod, lane } = await laneOf(page, 'fcl');
  const carrierId = lane.rows.find((r) => r.carrier)!.carrier!.id;
  await page.goto(`/en/rates?portStartId=${origin}&portEndId=${pod.id}`);
  await expect(page.getByTestId('lcl-lane')).toContainText(pod.nameEn);
  await expect(page.getByTestId('lcl-lane')).toContainText(en.LclFreight.origin);
  await expect(page.getByTestId('origin-field').getByRole('combobox')).toHaveValue(/CNSHA/);
  await expect(page.getByTestId('rates-state')).toHaveAttribute('data-state', 'content');
  await expect(page.getByTestId('rate-row').first().getByTestId('rate-price').first()).toContainText(/USD \d+/);
  await page.getByTestId('filter-carrier').selectOption(String(carrierId));
  await expect(page).toHaveURL(new RegExp(`carrierId=${carrierId}`));
  await expect(page.getByTestId('rate-row')).toHaveCount(lane.rows.filter((r) => r.carrier?.id === carrierId).length);
  await expect(page.getByTestId('watermark').first()).toBeAttached();
});

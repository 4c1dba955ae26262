import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { cn, en } from './messages';

/** Logs the page's browser in through the API (page.request shares its cookies). */
export async function login(page: Page, who: { account: string; password: string }) {
  expect((await page.request.post('/api/webuser/login', { data: who })).status()).toBe(200);
}

/** The seed's staff admin password (the e2e server seeds with it). */
export const STAFF_PASSWORD = process.env.STAFF_ADMIN_PASSWORD ?? 'Staff123456';

/** An API client logged in as the seed's staff admin (dispose it when done). */
export async function staffApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/staff/login', { data: { username: 'admin', password: STAFF_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Logs in through the console's login page (in the page's language) and lands on the dashboard. */
export async function consoleLogin(page: Page, opts: { username?: string; password?: string; origin?: string; locale?: '' | '/en' } = {}) {
  const { username = 'admin', password = STAFF_PASSWORD, origin = '', locale = '' } = opts;
  await page.goto(`${origin}${locale}/staff/login`);
  const form = page.getByTestId('staff-login-form');
  const t = locale ? en.Staff : cn.Staff;
  await form.getByLabel(t.username).fill(username);
  await form.getByLabel(t.password).fill(password);
  await form.getByTestId('staff-login-submit').click();
  await expect(page.getByTestId('console-dashboard')).toBeVisible();
}

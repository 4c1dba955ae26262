import { expect, type Page } from '@playwright/test';

/** Logs the page's browser in through the API (page.request shares its cookies). */
export async function login(page: Page, who: { account: string; password: string }) {
  expect((await page.request.post('/api/webuser/login', { data: who })).status()).toBe(200);
}

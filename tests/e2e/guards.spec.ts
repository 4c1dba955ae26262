// Route guards of spec §2 on the production build: auth (workspace needs a login token), device
// (phones go to the mobile page of the screen they asked for, desktops leave the mobile site; a
// screen without a mobile page is served to a phone as it is, an unknown path is a 404 on both). The branches the seed cannot reach (no
// scanFlag, a mobile domain) are covered in tests/unit/guards.test.ts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { IPHONE } from './phones';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Where a request is sent, without following it: path + query of the Location, or null. */
async function locationOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': DESKTOP, ...headers } });
  const location = res.headers().location;
  if (!location) return { status: res.status(), to: null };
  const url = new URL(location, 'http://localhost');
  return { status: res.status(), to: `${url.pathname}${url.search}` };
}

test.describe('device guard', () => {
  test('a phone on the home page is sent to /mobile', async ({ request }) => {
    expect(await locationOf(request, '/', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/mobile' });
  });

  test('a phone goes to the mobile page of the page it asked for, query and locale kept', async ({ request }) => {
    expect(await locationOf(request, '/lclFreight?pol=CNSHA&x=1', { 'user-agent': IPHONE })).toEqual({
      status: 307,
      to: '/mobile/lclFreight?pol=CNSHA&x=1',
    });
    expect(await locationOf(request, '/en/about?areaId=2', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/en/mobile/about?areaId=2' });
    expect(await locationOf(request, '/clientDownload?from=qr', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/mobile/clientDownload?from=qr' });
    // a booking link (a rate card, a mailed link) keeps everything the form is prefilled from
    expect(await locationOf(request, '/en/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&ref=rate:1', { 'user-agent': IPHONE })).toEqual({
      status: 307,
      to: '/en/mobile/booking?pol=CNSHA&pod=NLRTM&carrier=COSU&ref=rate:1',
    });
  });

  test('a phone asking for a screen without a mobile page gets that page, never the mobile home', async ({ request }) => {
    for (const path of ['/orderSearch/api', '/agreement/registerAgreement?from=qr', '/en/subscription?token=invalid']) {
      expect(await locationOf(request, path, { 'user-agent': IPHONE }), path).toEqual({ status: 200, to: null });
    }
  });

  test('a phone asking for the FCL, air or SPOT rates or a rate\'s terms gets their mobile screens, with the query', async ({ request }) => {
    expect(await locationOf(request, '/en/airFreight', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/en/mobile/airFreight' });
    expect(await locationOf(request, '/rates/spot?portStartId=1', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/mobile/rates/spot?portStartId=1' });
    expect(await locationOf(request, '/rates', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/mobile/rates' });
    expect(await locationOf(request, '/lclFreight/ShowTextDialog?id=1', { 'user-agent': IPHONE })).toEqual({ status: 307, to: '/mobile/lclFreight/ShowTextDialog?id=1' });
  });

  test('a phone on an unknown path gets a 404 where it is, not the mobile home', async ({ request }) => {
    expect(await locationOf(request, '/nonexistent-xyz', { 'user-agent': IPHONE })).toEqual({ status: 404, to: null });
    expect(await locationOf(request, '/nonexistent-xyz')).toEqual({ status: 404, to: null });
  });

  test('a phone already on the mobile site stays', async ({ request }) => {
    const r = await locationOf(request, '/mobile?x=1', { 'user-agent': IPHONE });
    expect(r.to).toBeNull();
  });

  test('a desktop on /mobile goes home with the query', async ({ request }) => {
    expect(await locationOf(request, '/mobile?x=1')).toEqual({ status: 307, to: '/?x=1' });
    expect(await locationOf(request, '/en/mobile?x=1')).toEqual({ status: 307, to: '/en?x=1' });
  });

  test('a phone browser lands on the mobile page with its query', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/about/contact?from=qr');
    await expect(page).toHaveURL(/\/mobile\/about\/contact\?from=qr$/);
    await context.close();
  });

  test('the API and static files are never redirected', async ({ request }) => {
    const api = await request.get('/api/mobileUser/kefuInit', { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
    expect(api.status()).toBe(200);
    const file = await request.get('/brand/hq/logo.svg', { maxRedirects: 0, headers: { 'user-agent': IPHONE } });
    expect(file.status()).toBe(200);
  });
});

test.describe('auth guard', () => {
  test('a logged-out visit to /workspace goes home', async ({ request }) => {
    expect(await locationOf(request, '/workspace')).toEqual({ status: 307, to: '/' });
    expect(await locationOf(request, '/workspace/orders')).toEqual({ status: 307, to: '/' });
  });

  test('/en/workspace/editInfo goes to /en', async ({ request }) => {
    expect(await locationOf(request, '/en/workspace/editInfo')).toEqual({ status: 307, to: '/en' });
  });

  test('with a login token the proxy lets workspace paths through (the pages and the API decide)', async ({ request }) => {
    // A workspace path no page claims: the proxy's redirect without a token, the 404 page with one
    // (the workspace layout checks the session itself, so a known page could not tell the two apart).
    const cookie = 'companyId=1; author=e2e-token-that-is-long-enough-0123';
    expect(await locationOf(request, '/workspace/no-such-page')).toEqual({ status: 307, to: '/' });
    const res = await request.get('/workspace/no-such-page', { maxRedirects: 0, headers: { 'user-agent': DESKTOP, cookie } });
    expect(res.status()).toBe(404);
  });

  test('a browser sent away from the workspace sees the home page', async ({ page }) => {
    await page.goto('/en/workspace/quotations');
    await expect(page).toHaveURL(/\/en$/);
  });
});

// The request edge on the production build behind the front server (server.mjs): forwarded headers
// are not believed from a direct caller, security headers on every answer, no framing by another
// site, nonce script policy on the per-request pages, odd paths are 404s.
import { request as http } from 'node:http';
import { expect, test } from '@playwright/test';
import { HQ, SOUTH } from '../../lib/server/db/seed/companies';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw HTTP request (any Host header, no cookie jar), to the server the tests run against. */
function raw(
  baseURL: string | undefined,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; connectTo?: string } = {},
) {
  const u = new URL(path, baseURL ?? 'http://localhost:3100');
  return new Promise<Answer>((resolve, reject) => {
    const req = http(
      { host: opts.connectTo ?? u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const SOUTH_HOST = 'south.localhost';

test.describe('forwarded headers', () => {
  test('a fresh X-Forwarded-For per request does not escape the per-address login limit; another address has its own count', async ({ baseURL }) => {
    // Company south's own counters (limits are per company), so the other tests' logins on company 1 stay free.
    const login = (i: number, connectTo: string) =>
      raw(baseURL, '/api/webuser/login', {
        method: 'POST',
        connectTo,
        headers: {
          host: SOUTH_HOST,
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
        },
        // different accounts every time: only the per-address rule can stop this
        body: JSON.stringify({ account: `139${String(10_000_000 + i).padStart(8, '0')}`, password: 'Wrong1234' }),
      });
    // The per-address count lives in fixed windows aligned to the clock (LIMITS.loginIp: 15 minutes,
    // lib/server/rateLimit.ts); 40 logins crossing a window's end would start a new count midway.
    // Start in a window with room for the whole loop.
    const windowMs = 15 * 60_000;
    const roomMs = 120_000;
    test.setTimeout(60_000 + roomMs + 60_000);
    const left = windowMs - (Date.now() % windowMs);
    if (left < roomMs) await new Promise((r) => setTimeout(r, left + 1000));
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(i, '127.0.0.1')).status);
    expect(Math.floor(Date.now() / windowMs), 'the 40 logins ran inside one window of the limit').toBe(Math.floor(started / windowMs));
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // the same server reached from another address (IPv6 loopback) is not held by that count
    expect((await login(40, '::1')).status).toBe(401);
  });

  test('a forged X-Forwarded-Host does not change the company', async ({ baseURL }) => {
    const res = await raw(baseURL, '/', { headers: { host: 'localhost', 'x-forwarded-host': SOUTH_HOST } });
    expect(res.status).toBe(200);
    expect(res.body.includes(HQ.row.companyNameCn), 'company 1 answers').toBe(true);
    expect(res.body.includes(SOUTH.row.companyNameCn), 'not company south').toBe(false);
  });
});

test.describe('page microcache', () => {
  test("each host and language gets its own page, with the answer's own security headers, however often it is asked", async ({ baseURL }) => {
    const bodies = new Map<string, string>();
    const cookieIds = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      for (const [host, path, name, other] of [
        ['localhost', '/', HQ.row.companyNameCn, SOUTH.row.companyNameCn],
        [SOUTH_HOST, '/', SOUTH.row.companyNameCn, HQ.row.companyNameCn],
        ['localhost', '/en', HQ.row.companyNameEn, SOUTH.row.companyNameCn],
      ] as const) {
        const res = await raw(baseURL, path, { headers: { host } });
        const where = `${host}${path} round ${round}`;
        expect(res.status, where).toBe(200);
        expect(res.body.includes(name), where).toBe(true);
        expect(res.body.includes(other), where).toBe(false);
        expect(res.headers['x-frame-options'], where).toBe('DENY');
        // the edge's company cookie of this host, set on this answer (a browser without cookies):
        // company 1 on localhost, south's own id on its host, never the other's from a stored answer
        const id = /^companyId=(\d+);/.exec(String(res.headers['set-cookie']))?.[1];
        expect(id, where).toBeDefined();
        if (host === 'localhost') expect(Number(id), where).toBe(HQ.id);
        else expect(Number(id), where).not.toBe(HQ.id);
        expect(cookieIds.get(host) ?? id, where).toBe(id);
        cookieIds.set(host, id!);
        // once Next serves the page from its cache, repeats are the same bytes
        const key = `${host}${path}`;
        if (round > 0 && bodies.has(key)) expect(res.body === bodies.get(key), where).toBe(true);
        if (res.headers['x-nextjs-cache'] === 'HIT') bodies.set(key, res.body);
      }
    }
  });
});

test.describe('security headers', () => {
  const expectHardened = (headers: Record<string, string | string[] | undefined>, where: string) => {
    expect(headers['x-frame-options'], where).toBe('DENY');
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    const csp = String(headers['content-security-policy'] ?? '');
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) {
      expect(csp, where).toContain(d);
    }
    // plain HTTP from a direct caller: no HSTS, whatever X-Forwarded-Proto says
    expect(headers['strict-transport-security'], where).toBeUndefined();
  };

  for (const path of ['/', '/en', '/workspace', '/api/mobileUser/getenterpriseInfo', '/brand/hq/logo.svg', '/no-such-page']) {
    test(`on ${path}`, async ({ baseURL }) => {
      const res = await raw(baseURL, path, { headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
      expect(res.status).toBeLessThan(500);
      expectHardened(res.headers, path);
    });
  }

  test('a page cannot be framed by another site', async ({ page, baseURL }) => {
    const target = new URL('/', baseURL).toString();
    await page.route('http://other-site.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>framer</title><iframe id="f" src="${target}"></iframe>` }),
    );
    await page.goto('http://other-site.test/');
    // Give the frame time to load (or be refused).
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const text = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    expect(text).not.toContain(HQ.row.companyNameCn);
  });

  test('workspace pages carry a nonce script policy that their own scripts satisfy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const login = await page.request.post('/api/webuser/login', { data: { account: '13800000002', password: 'Demo123456' } });
    expect(login.ok()).toBe(true);
    const res = await page.goto('/workspace/editInfo');
    expect(res?.status()).toBe(200);
    const csp = (await res?.headerValue('content-security-policy')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = (await res?.text()) ?? '';
    expect(html.includes(`nonce="${nonce}"`), 'the page\'s scripts carry the nonce of its CSP').toBe(true);
    // a second request gets another nonce
    const again = await page.request.get('/workspace/editInfo');
    expect(/'nonce-([^']+)'/.exec(again.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce);
    // the page works: hydrated, no script refused
    await expect(page.getByTestId('header-user')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('the staff login page carries a nonce policy and still works', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto('/staff/login');
  expect(res?.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec((await res?.headerValue('content-security-policy')) ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(((await res?.text()) ?? '').includes(`nonce="${nonce}"`), 'the page\'s scripts carry the nonce of its CSP').toBe(true);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('paths', () => {
  for (const path of ['/en/2/about.x', '/favicon.ico/x', '/en/abc.d', '/en/2/about']) {
    test(`${path} is a 404 of this host's company`, async ({ baseURL }) => {
      const res = await raw(baseURL, path, { headers: { host: 'localhost' } });
      expect(res.status).toBe(404);
      // the page of company 1 (the host's), never of the company whose id is in the path
      expect(res.body.includes(HQ.row.companyNameCn), 'company 1 answers').toBe(true);
      expect(res.body.includes(SOUTH.row.companyNameCn), 'not company south').toBe(false);
    });
  }

  test('a miss under /_next/ is a 404 in one language, with its own title', async ({ page }) => {
    for (const path of ['/_next/static/no-such-file.txt/x', '/_next/12345/about']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page).toHaveTitle('页面不存在');
      await expect(page.getByTestId('not-found')).toContainText('抱歉，您访问的页面不存在');
      await expect(page.locator('body')).not.toContainText('could not be found');
    }
  });

  test('a trailing slash is dropped without exposing the internal path', async ({ baseURL }) => {
    const res = await raw(baseURL, '/en/about/', { headers: { host: 'localhost' } });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/en/about');
  });
});

test.describe('internal paths never leave the server', () => {
  // Next sends an RSC request whose _rsc does not match its router headers to the same URL with the
  // right one, built from the path it served: the rewritten /<locale>/<companyId>/… path.
  for (const [path, publicPath] of [
    ['/lclFreight?portStartId=1&_rsc=wrong', '/lclFreight'],
    ['/en/schedules?_rsc=wrong', '/en/schedules'],
    ['/?_rsc=wrong', '/'],
  ] as const) {
    test(`an RSC request for ${path} is redirected to a public path`, async ({ baseURL }) => {
      const res = await raw(baseURL, path, { headers: { host: 'localhost', rsc: '1' } });
      expect(res.status).toBe(307);
      const location = String(res.headers.location ?? '');
      expect(location).not.toMatch(/^\/(?:zh-CN|en)\/\d+/);
      expect(new URL(location, 'http://localhost').pathname).toBe(publicPath);
      expect(location).toContain('_rsc');
    });
  }
});

test.describe('served files', () => {
  test("a downloaded document keeps its own sandbox policy beside the site's", async ({ baseURL }) => {
    const page = await raw(baseURL, '/notification/download', { headers: { host: 'localhost' } });
    const href = /\/api\/webcontent\/downloadFile\?id=\d+/.exec(page.body)?.[0];
    expect(href, 'the seeded documents are listed').toBeTruthy();
    const res = await raw(baseURL, href!, { headers: { host: 'localhost' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

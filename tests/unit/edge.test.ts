import { describe, expect, it, vi } from 'vitest';
import { createCompanyDirectory, type DirectorySnapshot, type Resolution } from '@/lib/proxy/companyDirectory';
import { parseCookies, routeRequest, type EdgeDeps, type EdgeRequest } from '@/lib/proxy/edge';
import { contentSecurityPolicy, securityHeaders } from '@/lib/proxy/securityHeaders';
import { foldQuery, unfoldQuery } from '@/lib/screens/queryFold';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

const snapshot = (): DirectorySnapshot => ({
  hosts: new Map([
    ['localhost', 1],
    ['south.localhost', 2],
  ]),
  companies: new Map([
    [1, { mobileDomainName: '', scanFlag: true }],
    [2, { mobileDomainName: '', scanFlag: true }],
  ]),
});

function depsWith(resolve: (host: string) => Promise<Resolution>): EdgeDeps {
  return { resolve, nonce: () => 'bm9uY2U=' };
}

const workingDirectory = () => createCompanyDirectory({ load: async () => snapshot(), defaultCompanyId: 1 });
const failingDirectory = () =>
  createCompanyDirectory({ load: () => Promise.reject(new Error('database down')), defaultCompanyId: 1, onError: () => {} });
const slowDirectory = () =>
  createCompanyDirectory({ load: () => new Promise<DirectorySnapshot>(() => {}), defaultCompanyId: 1, firstLoadWaitMs: 20 });

const req = (url: string, extra: Partial<EdgeRequest> = {}): EdgeRequest => ({
  url,
  host: 'localhost:3000',
  proto: 'http',
  userAgent: DESKTOP,
  cookie: null,
  ...extra,
});

const SOUTH_BROWSER = 'companyId=2; author=token-of-south; staff_author=staff-of-south';

describe('company lookup failures never log anyone out', () => {
  for (const [name, make] of [
    ['failed', failingDirectory],
    ['slow', slowDirectory],
  ] as const) {
    it(`a ${name} lookup serves the default company and leaves every cookie alone`, async () => {
      const directory = make();
      const r = await routeRequest(req('/', { cookie: SOUTH_BROWSER }), depsWith((h) => directory.resolve(h)));
      expect(r.rewrite).toBe('/zh-CN/1');
      expect(r.setCookie).toEqual([]);
    });
  }

  it('a known other company does clear them (the rule still works)', async () => {
    const directory = workingDirectory();
    const r = await routeRequest(req('/', { cookie: SOUTH_BROWSER }), depsWith((h) => directory.resolve(h)));
    expect(r.rewrite).toBe('/zh-CN/1');
    expect(r.setCookie.some((c) => c.startsWith('author=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(r.setCookie.some((c) => c.startsWith('staff_author=;'))).toBe(true);
    expect(r.setCookie.some((c) => c.startsWith('companyId=1;'))).toBe(true);
  });

  it('with an unknown company a held token still counts as logged in (no redirect from the workspace)', async () => {
    const directory = failingDirectory();
    const r = await routeRequest(req('/workspace', { cookie: SOUTH_BROWSER }), depsWith((h) => directory.resolve(h)));
    expect(r.redirect).toBeUndefined();
    expect(r.setCookie).toEqual([]);
  });
});

describe('company directory', () => {
  it('maps claimed hosts (any port or case) and serves the default on the others without caching them', async () => {
    const load = vi.fn(async () => snapshot());
    const directory = createCompanyDirectory({ load, defaultCompanyId: 1 });
    expect(await directory.resolve('SOUTH.localhost:3000')).toMatchObject({ known: true, claimed: true, companyId: 2 });
    for (let i = 0; i < 100; i++) expect(await directory.resolve(`forged-${i}.example`)).toMatchObject({ known: true, claimed: false, companyId: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the TTL in the background, serving the old snapshot meanwhile', async () => {
    let t = 0;
    let hosts = snapshot();
    const load = vi.fn(async () => hosts);
    const directory = createCompanyDirectory({ load, defaultCompanyId: 1, ttlMs: 1000, now: () => t });
    expect((await directory.resolve('new.example')).companyId).toBe(1);
    hosts = { ...snapshot(), hosts: new Map([['new.example', 2]]) };
    t = 1500;
    expect((await directory.resolve('new.example')).companyId).toBe(1);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect((await directory.resolve('new.example')).companyId).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('invalidate makes the next lookup reload', async () => {
    const load = vi.fn(async () => snapshot());
    const directory = createCompanyDirectory({ load, defaultCompanyId: 1 });
    await directory.resolve('localhost');
    directory.invalidate();
    await directory.resolve('localhost');
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops trusting a snapshot no reload could replace for too long', async () => {
    let t = 0;
    let fail = false;
    const directory = createCompanyDirectory({
      load: async () => {
        if (fail) throw new Error('down');
        return snapshot();
      },
      defaultCompanyId: 1,
      ttlMs: 10,
      maxStaleMs: 100,
      now: () => t,
      onError: () => {},
    });
    expect(await directory.resolve('south.localhost')).toMatchObject({ known: true, companyId: 2 });
    fail = true;
    t = 50;
    expect(await directory.resolve('south.localhost')).toMatchObject({ known: true, companyId: 2 });
    t = 500;
    expect(await directory.resolve('south.localhost')).toEqual({ known: false, claimed: false, companyId: 1, company: null });
  });
});

describe('routeRequest', () => {
  const deps = () => {
    const directory = workingDirectory();
    return depsWith((h) => directory.resolve(h));
  };

  it('rewrites pages to /<locale>/<company>/…, the company from the Host only', async () => {
    expect((await routeRequest(req('/'), deps())).rewrite).toBe('/zh-CN/1');
    expect((await routeRequest(req('/en'), deps())).rewrite).toBe('/en/1');
    expect((await routeRequest(req('/en/about/contact?x=1'), deps())).rewrite).toBe('/en/1/about/contact?x=1');
    expect((await routeRequest(req('/lclFreight', { host: 'south.localhost' }), deps())).rewrite).toBe('/zh-CN/2/lclFreight');
    // a company id in the URL is only a path segment of company 1's site (a 404 page)
    expect((await routeRequest(req('/en/2/about.x'), deps())).rewrite).toBe('/en/1/2/about.x');
    expect((await routeRequest(req('/favicon.ico/x'), deps())).rewrite).toBe('/zh-CN/1/favicon.ico/x');
  });

  it("folds a query screen's query into its page's last segment, the other keys kept", async () => {
    const about = (await routeRequest(req('/en/about?areaId=2&utm_source=x'), deps())).rewrite!;
    expect(about).toBe(`/en/1/about/${foldQuery(['areaId'], '?areaId=2').segment}?utm_source=x`);
    expect(unfoldQuery(about.split('?')[0]!.split('/').pop()!)).toEqual({ areaId: '2' });
    // one spelling per query: key order and keys the screen does not read change nothing
    const a = (await routeRequest(req('/notification/news?page=2&tabId=1'), deps())).rewrite;
    const b = (await routeRequest(req('/notification/news?tabId=1&page=2'), deps())).rewrite;
    expect(a).toBe(b);
    expect((await routeRequest(req('/notification/news'), deps())).rewrite).toBe('/zh-CN/1/notification/news/-');
    // a phone asking a query screen's mobile page
    const phone = (await routeRequest(req('/mobile/caseDetail?id=7', { userAgent: IPHONE }), deps())).rewrite!;
    expect(unfoldQuery(phone.split('/').pop()!)).toEqual({ id: '7' });
  });

  it('answers a folded segment asked for from outside with the page’s 404', async () => {
    expect((await routeRequest(req('/notification/news/-'), deps())).rewrite).toBe('/zh-CN/1/notification/news/404');
    expect((await routeRequest(req('/en/about/-YXJlYUlkPTI'), deps())).rewrite).toBe('/en/1/about/404');
    expect((await routeRequest(req('/about/contact'), deps())).rewrite).toBe('/zh-CN/1/about/contact');
  });

  it('redirects /cn to the bare path and drops trailing and repeated slashes', async () => {
    expect((await routeRequest(req('/cn'), deps())).redirect).toEqual({ status: 307, location: '/' });
    expect((await routeRequest(req('/cn/about?x=1'), deps())).redirect).toEqual({ status: 307, location: '/about?x=1' });
    expect((await routeRequest(req('/en/'), deps())).redirect).toEqual({ status: 308, location: '/en' });
    expect((await routeRequest(req('//evil.example/x'), deps())).redirect).toEqual({ status: 308, location: '/evil.example/x' });
  });

  it('leaves the API, the DCSA endpoints, Next’s files and public files alone, with the security headers', async () => {
    // the DCSA paths are called by customers' systems: never locale-prefixed, redirected or sent to /mobile
    for (const url of ['/api/webuser/login', '/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM', '/_next/static/chunks/a.js', '/brand/hq/logo.svg']) {
      const r = await routeRequest(req(url, { userAgent: IPHONE, publicFile: url.startsWith('/brand') }), deps());
      expect(r.rewrite, url).toBeUndefined();
      expect(r.redirect, url).toBeUndefined();
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('runs the guards: phones to /mobile, no token out of the workspace', async () => {
    expect((await routeRequest(req('/lclFreight?pol=CNSHA', { userAgent: IPHONE }), deps())).redirect?.location).toBe('/mobile/lclFreight?pol=CNSHA');
    // a phone that chose the desktop site (session cookie) stays
    const desktop = await routeRequest(req('/lclFreight?pol=CNSHA', { userAgent: IPHONE, cookie: 'companyId=1; site_view=desktop' }), deps());
    expect(desktop.redirect).toBeUndefined();
    expect(desktop.rewrite).toBe('/zh-CN/1/lclFreight?pol=CNSHA');
    expect((await routeRequest(req('/en/workspace/editInfo'), deps())).redirect?.location).toBe('/en');
    const withToken = await routeRequest(req('/workspace', { cookie: 'companyId=1; author=tok' }), deps());
    expect(withToken.rewrite).toBe('/zh-CN/1/workspace');
  });

  it('serves a phone a desktop-only screen as it is, and its unknown path from the mobile 404, the URL unchanged', async () => {
    const docs = await routeRequest(req('/orderSearch/api?from=phone', { userAgent: IPHONE }), deps());
    expect(docs.redirect).toBeUndefined();
    expect(docs.rewrite).toBe('/zh-CN/1/orderSearch/api?from=phone');
    const unknown = await routeRequest(req('/en/nonexistent-xyz', { userAgent: IPHONE }), deps());
    expect(unknown.redirect).toBeUndefined();
    expect(unknown.rewrite).toBe('/en/1/mobile/404');
    // a desktop's unknown path goes to the site's own catch-all (its 404 in the desktop layout)
    expect((await routeRequest(req('/nonexistent-xyz'), deps())).rewrite).toBe('/zh-CN/1/nonexistent-xyz');
  });

  it('puts a nonce policy on the request and the answer of workspace and staff pages only', async () => {
    const ws = await routeRequest(req('/en/workspace', { cookie: 'companyId=1; author=tok' }), deps());
    expect(ws.headers['content-security-policy']).toContain("'nonce-bm9uY2U='");
    expect(ws.requestHeaders['content-security-policy']).toBe(ws.headers['content-security-policy']);
    const staff = await routeRequest(req('/staff/login'), deps());
    expect(staff.requestHeaders['content-security-policy']).toContain("'nonce-");
    const home = await routeRequest(req('/'), deps());
    expect(home.headers['content-security-policy']).not.toContain('nonce');
    expect(home.requestHeaders['content-security-policy']).toBeUndefined();
  });

  it('lets other sites frame /orderSearchIframe only, on phones too, and nothing else', async () => {
    for (const url of ['/orderSearchIframe', '/en/orderSearchIframe?no=SO1']) {
      const r = await routeRequest(req(url, { userAgent: IPHONE }), deps());
      expect(r.redirect, url).toBeUndefined();
      expect(r.headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(r.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/orderSearch', '/orderSearch/api', '/orderSearchIframe/x', '/']) {
      const r = await routeRequest(req(url), deps());
      expect(r.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('remembers the company with a Secure cookie over HTTPS', async () => {
    const r = await routeRequest(req('/', { proto: 'https' }), deps());
    expect(r.setCookie).toEqual([expect.stringMatching(/^companyId=1; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/)]);
    expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await routeRequest(req('/'), deps())).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('forbid framing and plugins everywhere, and name an absolute API origin for fetches', () => {
    const h = securityHeaders({ proto: 'http', apiOrigin: 'https://api.example.com' });
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = h['content-security-policy']!;
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self' https://api.example.com"]) {
      expect(csp).toContain(d);
    }
    expect(contentSecurityPolicy({})).not.toContain('script-src');
  });
});

describe('parseCookies', () => {
  it('reads the first value of each name', () => {
    expect(parseCookies('a=1; b="x%20y"; a=2; junk')).toEqual(new Map([['a', '1'], ['b', 'x y']]));
  });
});

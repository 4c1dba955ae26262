// Search engines on the production build: sitemap.xml of each company host lists every public route
// in both languages (news articles and cases included), every URL in it answers 200 and each
// hreflang pair points at the other; pages carry a per-locale title and description, a canonical
// URL, hreflang alternates and Open Graph, JSON-LD of the company (and of an article); robots.txt
// keeps crawlers out of the workspace, the staff console and the API. Content is in the served HTML.
import { expect, test, type APIRequestContext } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOSTS = [`localhost:${PORT}`, `south.localhost:${PORT}`];

type Entry = { loc: string; alternates: Record<string, string> };

function parse(xml: string): Entry[] {
  const unescape = (s: string) => s.replace(/&amp;/g, '&');
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(body!.match(/<loc>(.*?)<\/loc>/)![1]!),
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l!, unescape(h!)])),
  }));
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** The mobile host of company south (its mobileDomainName in the seed): its sitemap lists the mobile pages there. */
const SOUTH_MOBILE = 'http://m.south-freight.test';

/** GET a URL of any company host on the test server: the host goes in the Host header; a mobile page as a phone asks for it. */
async function fetchOn(request: APIRequestContext, url: string) {
  const u = new URL(url);
  const phone: Record<string, string> = /^\/(en\/)?mobile(\/|$)/.test(u.pathname) ? { 'user-agent': PHONE } : {};
  return request.get(`http://localhost:${PORT}${u.pathname}${u.search}`, { headers: { host: u.host, ...phone }, maxRedirects: 0 });
}

for (const host of HOSTS) {
  test(`sitemap.xml of ${host}: every public route in both languages, each URL 200, hreflang pairs point at each other`, async ({ request }) => {
    test.setTimeout(300_000);
    const res = await request.get('/sitemap.xml', { headers: { host } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const entries = parse(await res.text());
    const locs = new Set(entries.map((e) => e.loc));
    const origin = `http://${host}`;
    for (const path of ['/', '/about/contact', '/about/contact/data', '/joinUs/socialRecruitment', '/notification', '/notification/download', '/serviceCases', '/advantageServices', '/clientCases', '/clientDownload', '/lclFreight']) {
      expect(locs, path).toContain(`${origin}${path}`);
      expect(locs, path).toContain(`${origin}${path === '/' ? '/en' : `/en${path}`}`);
    }
    for (const q of ['/service?areaIndex=0', '/service?areaIndex=9', '/about?areaId=1', '/about?areaId=6', '/notification/news?tabId=1', '/notification/news?tabId=2']) {
      expect(locs, q).toContain(`${origin}${q}`);
      expect(locs, q).toContain(`${origin}/en${q}`);
    }
    expect([...locs].filter((l) => l.includes('/notification/newsInfo?id=')).length).toBeGreaterThanOrEqual(2 * 16);
    expect([...locs].filter((l) => l.includes('/caseDetail?id=')).length).toBeGreaterThanOrEqual(2 * 5);
    // this host's pages; on south, which has a mobile domain, its mobile pages too (on that host)
    const mobileLocs = [...locs].filter((l) => !l.startsWith(origin));
    expect(mobileLocs.every((l) => host.startsWith('south.') && l.startsWith(`${SOUTH_MOBILE}/`))).toBe(true);
    if (host.startsWith('south.')) {
      for (const path of ['/mobile', '/en/mobile', '/mobile/about/contact', '/mobile/notification/download', '/mobile/serviceCases', '/mobile/about/contact/data']) {
        expect(locs, path).toContain(`${SOUTH_MOBILE}${path}`);
      }
      expect(mobileLocs.some((l) => l.includes('/mobile/caseDetail?id='))).toBe(true);
    } else {
      expect(mobileLocs).toEqual([]);
    }

    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    for (const e of entries) {
      expect(e.alternates['x-default']).toBe(e.alternates['zh-CN']);
      for (const lang of ['zh-CN', 'en']) expect(byLoc.get(e.alternates[lang]!)?.alternates, `${e.loc} ↔ ${lang}`).toEqual(e.alternates);
    }
    for (const e of entries) {
      const page = await fetchOn(request, e.loc);
      expect(page.status(), e.loc).toBe(200);
      // as served, before any script: a heading with text, a title, a description, a canonical URL
      // of this page (the company's site origin; a mobile page names its desktop page) and Open Graph
      const head = parseHead(await page.text());
      expect(head.h1, `${e.loc} has no server-rendered heading`).toBeTruthy();
      expect(head.title, e.loc).toBeTruthy();
      expect(head.description, e.loc).toBeTruthy();
      const loc = new URL(e.loc);
      const desktop = `${loc.pathname.replace(/^(\/en)?\/mobile(?=\/|$)/, '$1') || '/'}${loc.search}`.replace(/^\/en\/$/, '/en');
      expect(head.canonical && `${new URL(head.canonical).pathname}${new URL(head.canonical).search}`, e.loc).toBe(desktop);
      expect(head.og.url, e.loc).toBe(head.canonical);
      expect(Object.keys(head.alternates).sort(), e.loc).toEqual(['en', 'x-default', 'zh-CN']);
      expect(head.alternates[loc.pathname.startsWith('/en') ? 'en' : 'zh-CN'], e.loc).toBe(head.canonical);
      expect(head.jsonLd.some((j) => j['@type'] === 'Organization'), e.loc).toBe(true);
      if (loc.pathname.endsWith('/notification/newsInfo')) expect(head.jsonLd.find((j) => j['@type'] === 'NewsArticle')?.url, e.loc).toBe(head.canonical);
    }
  });
}

test('robots.txt per host: private areas disallowed, this host’s sitemap named', async ({ request }) => {
  for (const host of HOSTS) {
    const text = await (await request.get('/robots.txt', { headers: { host } })).text();
    for (const line of ['Disallow: /workspace', 'Disallow: /en/workspace', 'Disallow: /staff', 'Disallow: /en/staff', 'Disallow: /api/']) expect(text).toContain(line);
    expect(text).toContain(`Sitemap: http://${host}/sitemap.xml`);
  }
  expect((await request.get('/en/sitemap.xml')).status()).toBe(404);
});

/** The SEO tags of a page as served (no JavaScript run). */
async function headOf(request: APIRequestContext, path: string, host?: string) {
  return parseHead(await (await request.get(path, host ? { headers: { host } } : {})).text());
}

function parseHead(html: string) {
  const attr = (re: RegExp) => html.match(re)?.[1]?.replace(/&amp;/g, '&');
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l!, h!.replace(/&amp;/g, '&')])),
    og: Object.fromEntries([...html.matchAll(/<meta property="og:([a-z_:]+)" content="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, j]) => JSON.parse(j!) as Record<string, unknown>),
    /** The text of the first h1 in the served HTML. */
    h1: html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '').trim(),
  };
}

test('every public page has a per-locale title and description, canonical URL, reciprocal hreflang and Open Graph', async ({ request }) => {
  const pages = ['/', '/service?areaIndex=3', '/about?areaId=4', '/about/contact', '/about/contact/data', '/notification/download?category=schedule', '/joinUs/socialRecruitment', '/advantageServices', '/clientDownload', '/notification/news?tabId=2', '/lclFreight', '/schedules'];
  for (const path of pages) {
    const zh = await headOf(request, path);
    const en = await headOf(request, path === '/' ? '/en' : `/en${path}`);
    expect(zh.title, path).toBeTruthy();
    expect(en.title, path).toBeTruthy();
    expect(en.title, path).not.toBe(zh.title);
    expect(zh.description, path).toBeTruthy();
    expect(en.description, path).toBeTruthy();
    // the canonical URL is the company's site, the same whatever host served the page
    expect(zh.canonical, path).toMatch(/^http:\/\/www\.globalink-demo\.test\//);
    expect(zh.alternates['zh-CN']).toBe(zh.canonical);
    expect(en.alternates.en).toBe(en.canonical);
    expect(zh.alternates.en).toBe(en.canonical);
    expect(en.alternates['zh-CN']).toBe(zh.canonical);
    expect(zh.alternates['x-default']).toBe(zh.canonical);
    expect(zh.og).toMatchObject({ url: zh.canonical, locale: 'zh_CN', type: 'website' });
    expect(en.og).toMatchObject({ url: en.canonical, locale: 'en_US' });
    expect(zh.og.title).toBeTruthy();
    // JSON-LD of the company on every page
    expect(zh.jsonLd.find((j) => j['@type'] === 'Organization')).toMatchObject({ name: '环宇海运物流集团有限公司' });
    expect(en.jsonLd.find((j) => j['@type'] === 'Organization')).toMatchObject({ name: 'Globalink Sea Logistics Group Co., Ltd.' });
  }
  // the home page keeps the company's own SEO title and description (spec §3)
  const home = await headOf(request, '/');
  expect(home.title).toBe('环宇海运物流集团 - 海运拼箱整箱 | 运价查询 船期查询 货物跟踪');
  expect(home.description).toContain('环宇海运物流集团总部位于上海');
  // /main is the home page: its canonical URL is the home page's
  expect((await headOf(request, '/main')).canonical).toBe(home.canonical);
  // another company on its own host: its own names and canonical origin
  const south = await headOf(request, '/about/contact', `south.localhost:${PORT}`);
  expect(south.canonical).toBe('http://www.south-freight.test/about/contact');
  expect(south.jsonLd.find((j) => j['@type'] === 'Organization')).toMatchObject({ name: '深圳鹏程海联国际物流有限公司' });
});

test('a news article is a NewsArticle with its own title, description and canonical URL; its text is in the HTML', async ({ request }) => {
  const list = await (await request.get('/en/notification/news?tabId=1')).text();
  const href = list.match(/href="(\/en\/notification\/newsInfo\?id=\d+)"/)![1]!;
  const page = await headOf(request, href);
  const article = page.jsonLd.find((j) => j['@type'] === 'NewsArticle')!;
  expect(article).toMatchObject({ inLanguage: 'en', url: page.canonical });
  expect(page.title).toContain(article.headline as string);
  expect(page.og.type).toBe('article');
  expect(page.canonical).toMatch(/\/en\/notification\/newsInfo\?id=\d+$/);
  // server-rendered: the body text is there before any script runs
  expect(page.html).toContain(`<h1`);
  expect(page.html).toContain((article.headline as string).slice(0, 20));
});

test('service, about and case pages are rendered on the server: their text is in the HTML', async ({ request }) => {
  const service = await (await request.get('/service?areaIndex=7')).text();
  expect(service).toContain('跨境陆运');
  expect(service).toContain('凭祥');
  const about = await (await request.get('/en/about?areaId=4')).text();
  expect(about).toContain('History');
  expect(about).toContain('Founded in Shanghai');
  const contact = await (await request.get('/about/contact')).text();
  expect(contact).toContain('宁波分公司');
});

// sitemap.xml and robots.txt per company host: every registered public route in both languages on
// the requesting host, the company's own services, about sections, news, documents and cases as
// pages of their own, hreflang pairs that point at each other; the mobile host's pages when the
// company has a mobileDomainName. The edge rewrites /sitemap.xml to /zh-CN/<companyId>/sitemap.xml.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as sitemapRoute } from '@/app/[locale]/[company]/sitemap.xml/route';
import { GET as robotsRoute } from '@/app/[locale]/[company]/robots.txt/route';
import { pageMetadata } from '@/lib/seo/metadata';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';
import { QUERY_SEGMENT } from '@/lib/screens/queryFold';
import { getDb } from '@/lib/server/db';
import { news } from '@/lib/server/db/schema';
import { seedSiteContent } from '@/lib/server/db/seed/siteContent';
import { HQ } from '@/lib/server/db/seed/companies';
import { listCases, listServicePages } from '@/lib/server/siteContent';
import { createCompany, type TestCompany } from './helpers';
import { withTempFilesDir } from './accountFixtures';

withTempFilesDir();

let a: TestCompany;
let m: TestCompany;
let articleId: number;

beforeAll(async () => {
  a = await createCompany();
  m = await createCompany({ mobileDomainName: 'm.mobile-co.test', domains: ['www.mobile-co.test', 'm.mobile-co.test'] });
  const db = await getDb();
  await db.transaction((tx) => seedSiteContent(tx, a.id, HQ));
  await db.transaction((tx) => seedSiteContent(tx, m.id, HQ));
  const [row] = await db.insert(news).values({ companyId: a.id, tabId: 2, titleCn: '公司开通宁波至汉堡直拼', titleEn: 'Direct Ningbo–Hamburg LCL' }).returning({ id: news.id });
  articleId = row!.id;
});

async function sitemap(c: TestCompany, host: string, locale = 'zh-CN', proto = 'http') {
  const res = await sitemapRoute(new NextRequest(`${proto}://${host}/zh-CN/${c.id}/sitemap.xml`, { headers: { host, 'x-forwarded-proto': proto } }), {
    params: Promise.resolve({ locale, company: String(c.id) }),
  });
  return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() };
}

type Entry = { loc: string; alternates: Record<string, string>; mobile?: string };

function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: body!.match(/<loc>(.*?)<\/loc>/)![1]!.replace(/&amp;/g, '&'),
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!.replace(/&amp;/g, '&')])),
    mobile: body!.match(/media="[^"]+" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&'),
  }));
}

describe('sitemap.xml', () => {
  it('lists every registered route in both languages on the requesting host, and the company’s pages of content', async () => {
    const host = a.domains[0]!;
    const res = await sitemap(a, host);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml; charset=utf-8');
    const locs = new Set(entries(res.xml).map((e) => e.loc));
    const origin = `http://${host}`;
    for (const route of PUBLIC_ROUTES.filter((r) => !r.variants)) {
      expect(locs, route.path).toContain(`${origin}${route.path}`);
      expect(locs, route.path).toContain(`${origin}${route.path === '/' ? '/en' : `/en${route.path}`}`);
    }
    for (const s of await listServicePages(a.id, 'zh-CN')) {
      expect(locs).toContain(`${origin}/service?areaIndex=${s.areaIndex}`);
      expect(locs).toContain(`${origin}/en/service?areaIndex=${s.areaIndex}`);
    }
    for (const areaId of [1, 2, 3, 4, 5, 6]) expect(locs).toContain(`${origin}/en/about?areaId=${areaId}`);
    expect(locs).toContain(`${origin}/notification/newsInfo?id=${articleId}`);
    for (const c of await listCases(a.id, 'zh-CN')) expect(locs).toContain(`${origin}/en/caseDetail?id=${c.id}`);
    for (const cat of ['guarantee', 'schedule', 'freight', 'form']) expect(locs).toContain(`${origin}/notification/download?category=${cat}`);
    // never the private areas
    // (by the first segment of the path: /orderSearch/api is a public page, /api/… is not)
    expect([...locs].filter((l) => /^(\/en)?\/(workspace|staff|api|subscription)(\/|$)/.test(new URL(l).pathname))).toEqual([]);
  });

  it('registers every indexable page of the site: a page file that is no noindex page is a sitemap route', () => {
    const site = path.join(process.cwd(), 'app/[locale]/[company]/(site)');
    /**
     * Page paths of the site (route groups left out), with their source; dynamic segments are no
     * public pages of their own, except a query screen's `[q]`: the page of its parent path.
     */
    const pages = (dir: string, segments: string[] = []): { path: string; source: string }[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        if (e.isFile() && e.name === 'page.tsx') return [{ path: `/${segments.join('/')}`, source: readFileSync(path.join(dir, e.name), 'utf8') }];
        if (e.isDirectory() && e.name === QUERY_SEGMENT) return pages(path.join(dir, e.name), segments);
        if (!e.isDirectory() || e.name.startsWith('[')) return [];
        return pages(path.join(dir, e.name), e.name.startsWith('(') ? segments : [...segments, e.name]);
      });
    // a page whose canonical URL is another page's (/main is the home page)
    const ALIASES: Record<string, string> = { '/main': '/' };
    const registered = new Set(PUBLIC_ROUTES.map((r) => r.path));
    const found = pages(site);
    expect(found.length).toBeGreaterThan(30);
    // a page's metadata is written in the page file, or in the screen's loader (lib/pages/*) it names
    const loaderMetadata = (source: string): string =>
      [...source.matchAll(/import \{([^}]*)\} from '@\/lib\/pages\/(\w+)'/g)]
        .flatMap(([, names = '', loader]) => {
          const text = readFileSync(path.join(process.cwd(), 'lib/pages', `${loader}.ts`), 'utf8');
          return names
            .split(',')
            .map((n) => n.trim())
            .filter((n) => /Metadata$/.test(n))
            .map((n) => text.slice(text.search(new RegExp(`export (const|async function|function) ${n}\\b`))).split('\nexport ')[0] ?? '');
        })
        .join('\n');
    const indexable = found.filter((p) => !/noIndex: true|index: false/.test(p.source + loaderMetadata(p.source)));
    expect(indexable.map((p) => ALIASES[p.path] ?? p.path).filter((p) => !registered.has(p))).toEqual([]);
    // the footer's rate and space pages are among them
    for (const p of ['/rates', '/airFreight', '/rates/spot', '/lookPresentCabin', '/register']) expect(registered, p).toContain(p);
  });

  it('leaves out the screens a company does not offer', async () => {
    const paths = async (c: TestCompany) => new Set(entries((await sitemap(c, c.domains[0]!)).xml).map((e) => new URL(e.loc).pathname));
    const open = await paths(a);
    for (const p of ['/rates', '/en/rates', '/airFreight', '/rates/spot', '/lookPresentCabin', '/en/lookPresentCabin']) expect(open, p).toContain(p);
    const closed = await paths(await createCompany({ webPubFclFlag: false, bookingSpaceFlag: false }));
    for (const p of ['/rates', '/en/rates', '/airFreight', '/rates/spot', '/lookPresentCabin', '/en/lookPresentCabin']) expect(closed, p).not.toContain(p);
    expect(closed).toContain('/lclFreight');
    // FCL prices only: no carrier SPOT rates
    const fclOnly = await paths(await createCompany({ containerFclShow: 1 }));
    expect([fclOnly.has('/rates'), fclOnly.has('/airFreight'), fclOnly.has('/rates/spot')]).toEqual([true, true, false]);
  });

  it('a page the company does not offer is noindex (followed), an offered one is indexable', async () => {
    const closed = await createCompany({ bookingSpaceFlag: false });
    const seo = { path: '/lookPresentCabin', title: '优质舱位', noIndex: (s: { bookingSpaceFlag: boolean }) => !s.bookingSpaceFlag };
    expect((await pageMetadata({ locale: 'zh-CN', company: String(closed.id) }, seo)).robots).toEqual({ index: false, follow: true });
    expect((await pageMetadata({ locale: 'zh-CN', company: String(a.id) }, seo)).robots).toBeUndefined();
  });

  it('gives each URL its hreflang pair and x-default, and the pair points back', async () => {
    const list = entries((await sitemap(a, a.domains[0]!)).xml);
    const byLoc = new Map(list.map((e) => [e.loc, e]));
    for (const e of list) {
      expect(Object.keys(e.alternates).sort()).toEqual(['en', 'x-default', 'zh-CN']);
      expect(e.alternates['x-default']).toBe(e.alternates['zh-CN']);
      expect([e.alternates['zh-CN'], e.alternates.en]).toContain(e.loc);
      for (const lang of ['zh-CN', 'en']) expect(byLoc.get(e.alternates[lang]!)?.alternates, `${e.loc} → ${lang}`).toEqual(e.alternates);
    }
  });

  it('follows the host and scheme of the request (one sitemap per host)', async () => {
    const res = await sitemap(a, 'alias.example.test:8443', 'zh-CN', 'https');
    expect(entries(res.xml)[0]!.loc).toBe('https://alias.example.test:8443/');
  });

  it('lists the mobile host’s pages when the company has a mobileDomainName', async () => {
    const desktop = entries((await sitemap(m, 'www.mobile-co.test')).xml);
    const home = desktop.find((e) => e.loc === 'http://www.mobile-co.test/');
    expect(home?.mobile).toBe('http://m.mobile-co.test/mobile');
    const mobileLocs = desktop.filter((e) => e.loc.startsWith('http://m.mobile-co.test/')).map((e) => e.loc);
    expect(mobileLocs).toEqual(expect.arrayContaining(['http://m.mobile-co.test/mobile', 'http://m.mobile-co.test/en/mobile']));
    // every page with a mobile page has it as a media alternate, with the same query
    expect(desktop.find((e) => e.loc === 'http://www.mobile-co.test/about/contact')?.mobile).toBe('http://m.mobile-co.test/mobile/about/contact');
    expect(desktop.find((e) => e.loc === 'http://www.mobile-co.test/en/notification/news?tabId=2')?.mobile).toBe('http://m.mobile-co.test/en/mobile/notification/news?tabId=2');
    // on the mobile host itself, its own pages only: the mobile pages, both languages, hreflang pairs
    const onMobile = entries((await sitemap(m, 'm.mobile-co.test')).xml);
    const locs = onMobile.map((e) => e.loc);
    expect(locs.every((l) => /^http:\/\/m\.mobile-co\.test\/(en\/)?mobile(\/|\?|$)/.test(l))).toBe(true);
    for (const page of ['/mobile', '/mobile/lclFreight', '/mobile/about/contact', '/mobile/joinUs/socialRecruitment', '/mobile/notification/news?tabId=1']) {
      expect(locs, page).toContain(`http://m.mobile-co.test${page}`);
      expect(locs, page).toContain(`http://m.mobile-co.test/en${page}`);
    }
    // account and per-person pages are no sitemap entries
    expect(locs.some((l) => /\/mobile\/(login|profile|sales|qrConfirm)/.test(l))).toBe(false);
    // a company without one lists no mobile pages
    expect(entries((await sitemap(a, a.domains[0]!)).xml).some((e) => e.mobile || e.loc.includes('/mobile'))).toBe(false);
  });

  it('is only /sitemap.xml: the English path and an unknown company answer 404', async () => {
    expect((await sitemap(a, a.domains[0]!, 'en')).status).toBe(404);
    const res = await sitemapRoute(new NextRequest('http://x.test/zh-CN/999999/sitemap.xml', { headers: { host: 'x.test' } }), { params: Promise.resolve({ locale: 'zh-CN', company: '999999' }) });
    expect(res.status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('disallows the workspace, the staff console and the API in both languages, and names this host’s sitemap', async () => {
    const res = await robotsRoute(new NextRequest('https://www.mobile-co.test/zh-CN/1/robots.txt', { headers: { host: 'www.mobile-co.test', 'x-forwarded-proto': 'https' } }), {
      params: Promise.resolve({ locale: 'zh-CN' }),
    });
    const text = await res.text();
    for (const line of ['Disallow: /workspace', 'Disallow: /en/workspace', 'Disallow: /staff', 'Disallow: /en/staff', 'Disallow: /api/', 'Disallow: /dcsa/']) expect(text).toContain(line);
    expect(text).toContain('Sitemap: https://www.mobile-co.test/sitemap.xml');
  });
});

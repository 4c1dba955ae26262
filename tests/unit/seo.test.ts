import { describe, expect, it } from 'vitest';
import { createCompanyDirectory } from '@/lib/proxy/companyDirectory';
import { routeRequest } from '@/lib/proxy/edge';
import { organizationJsonLd, jsonLdText, newsArticleJsonLd } from '@/lib/seo/jsonLd';
import { buildRobots, buildSitemap, MOBILE_MEDIA } from '@/lib/seo/sitemap';
import { alternates, localizedPath, originOf, pageUrl } from '@/lib/seo/urls';
import type { CompanySettings } from '@/lib/contracts/company';

describe('page URLs', () => {
  it('are bare for Chinese and under /en for English, with the query that makes the page', () => {
    expect(localizedPath('/', 'zh-CN')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/about', 'en')).toBe('/en/about');
    expect(pageUrl('https://a.test', { path: '/service', query: { areaIndex: '3' } }, 'en')).toBe('https://a.test/en/service?areaIndex=3');
    expect(pageUrl('https://a.test', { path: '/notification/download', query: { category: '' } }, 'zh-CN')).toBe('https://a.test/notification/download');
  });

  it('name zh-CN, en and x-default (the Chinese page) as alternates', () => {
    expect(alternates('https://a.test', { path: '/about/contact' })).toEqual({
      'zh-CN': 'https://a.test/about/contact',
      en: 'https://a.test/en/about/contact',
      'x-default': 'https://a.test/about/contact',
    });
  });

  it('take an origin from a configured URL or host name, refusing other schemes', () => {
    expect(originOf('www.a.test')).toBe('https://www.a.test');
    expect(originOf('www.a.test', 'http')).toBe('http://www.a.test');
    expect(originOf('http://www.a.test/some/path')).toBe('http://www.a.test');
    expect(originOf('m.a.test:8080')).toBe('https://m.a.test:8080');
    expect(originOf('javascript:alert(1)')).toBe('');
    expect(originOf('')).toBe('');
  });
});

describe('sitemap', () => {
  const xml = buildSitemap({
    origin: 'https://www.a.test',
    mobileOrigin: 'https://m.a.test',
    entries: [
      { page: { path: '/' }, priority: 1, changefreq: 'daily', mobile: { path: '/mobile' } },
      { page: { path: '/service', query: { areaIndex: '2' } }, lastModified: '2026-11-20T08:00:00.000Z' },
    ],
  });

  it('lists each page in both languages with its hreflang pair, x-default and the mobile alternate', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g)!;
    expect(urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)![1])).toEqual([
      'https://www.a.test/',
      'https://www.a.test/en',
      'https://www.a.test/service?areaIndex=2',
      'https://www.a.test/en/service?areaIndex=2',
      'https://m.a.test/mobile',
      'https://m.a.test/en/mobile',
    ]);
    expect(urls[1]).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://www.a.test/"/>');
    expect(urls[1]).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.a.test/"/>');
    expect(urls[1]).toContain(`<xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="https://m.a.test/en/mobile"/>`);
    expect(urls[2]).toContain('<lastmod>2026-11-20</lastmod>');
  });

  it('escapes what XML needs escaped', () => {
    const out = buildSitemap({ origin: 'https://a.test', entries: [{ page: { path: '/x', query: { a: '1', b: '<2>' } } }] });
    expect(out).toContain('<loc>https://a.test/x?a=1&amp;b=%3C2%3E</loc>');
  });

  it('robots.txt disallows the private areas in both languages and names the host’s sitemap', () => {
    const robots = buildRobots('https://www.a.test');
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const p of ['/workspace', '/en/workspace', '/staff', '/en/staff', '/api/']) expect(robots).toContain(`Disallow: ${p}\n`);
    expect(robots).toContain('Sitemap: https://www.a.test/sitemap.xml');
  });
});

describe('the edge serves sitemap.xml and robots.txt per host', () => {
  const directory = createCompanyDirectory({
    load: async () => ({ hosts: new Map([['localhost', 1], ['south.localhost', 2]]), companies: new Map([[1, { mobileDomainName: '', scanFlag: true }], [2, { mobileDomainName: 'm.south.test', scanFlag: true }]]) }),
    defaultCompanyId: 1,
  });
  const deps = { resolve: (h: string) => directory.resolve(h), nonce: () => 'n' };
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';

  it('rewrites them to the host’s company, never redirects a crawler (even a phone one) and adds no hreflang header', async () => {
    const r = await routeRequest({ url: '/sitemap.xml', host: 'south.localhost:3000', proto: 'http', userAgent: phone, cookie: null }, deps);
    expect(r.redirect).toBeUndefined();
    expect(r.rewrite).toBe('/zh-CN/2/sitemap.xml');
    expect(r.headers.link).toBeUndefined();
    expect((await routeRequest({ url: '/robots.txt', host: 'localhost:3000', proto: 'http', userAgent: null, cookie: null }, deps)).rewrite).toBe('/zh-CN/1/robots.txt');
  });
});

describe('JSON-LD', () => {
  const settings = { companyId: 1, companyNameCn: '环宇海运物流集团有限公司', companyNameEn: 'Globalink Sea Logistics Group', companyAddr: '上海市虹口区', companyAddrEn: 'Hongkou, Shanghai', linkAddress: '', contactPhone: '021-6588 7200', contactEmail: 's@a.test', webInLogo: '/brand/hq/logo.svg' } as CompanySettings;

  it('describes the company as an Organization with its offices, in the page’s language', () => {
    const org = organizationJsonLd(settings, 'https://a.test', 'en', [{ name: 'Ningbo Branch', address: 'Beilun, Ningbo', phone: '0574-1', email: '' }]);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Globalink Sea Logistics Group', alternateName: '环宇海运物流集团有限公司', url: 'https://a.test/en', logo: 'https://a.test/brand/hq/logo.svg', telephone: '021-6588 7200' });
    expect(org.department?.[0]).toMatchObject({ name: 'Globalink Sea Logistics Group Ningbo Branch', telephone: '0574-1' });
  });

  it('describes an article as a NewsArticle, and its text cannot close the script element', () => {
    const art = newsArticleJsonLd({ url: 'https://a.test/notification/newsInfo?id=1', headline: '运价上涨</script><script>x', description: '', datePublished: '2026-11-18T02:00:00.000Z', locale: 'zh-CN', origin: 'https://a.test', publisher: '环宇海运', logo: '/l.svg' });
    expect(art).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-11-18T02:00:00.000Z', inLanguage: 'zh-CN' });
    expect(jsonLdText(art)).not.toContain('</script>');
    expect(JSON.parse(jsonLdText(art)).headline).toBe('运价上涨</script><script>x');
  });
});

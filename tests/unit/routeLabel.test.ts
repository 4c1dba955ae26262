// Request metrics are labelled by route pattern (lib/server/ops/routeLabel.ts): an endpoint's path
// in the table, a page's screen, a few fixed groups — never a raw URL, so ids and made-up paths add
// no series.
import { describe, expect, it } from 'vitest';
import { routeLabel } from '@/lib/server/ops/routeLabel';

const get = (pathname: string, more: { rewrite?: string; redirect?: boolean; publicFile?: boolean } = {}) => routeLabel({ method: 'GET', pathname, ...more });

describe('route label', () => {
  it('an API call is its endpoint’s path; an unknown API path is one label', () => {
    expect(get('/api/webfreight/queryRates')).toBe('/api/webfreight/queryRates');
    expect(get('/api/staff/news/save')).toBe('/api/staff/news/save');
    expect(get('/api/staff/news/save/123')).toBe('api:unknown');
    expect(get('/api/anything-at-all')).toBe('api:unknown');
  });

  it('a page is its screen on its surface, whatever its id, locale or company', () => {
    expect(get('/workspace/orders/123', { rewrite: '/zh-CN/1/workspace/orders/123?tab=2' })).toBe('page:orderDetail');
    expect(get('/en/workspace/orders/456', { rewrite: '/en/7/workspace/orders/456' })).toBe('page:orderDetail');
    expect(get('/mobile/orders/9', { rewrite: '/zh-CN/1/mobile/orders/9' })).toBe('page:orderDetail:mobile');
    expect(get('/', { rewrite: '/zh-CN/1' })).toBe('page:home');
    expect(get('/en', { rewrite: '/en/1' })).toBe('page:home');
    expect(get('/lclFreight', { rewrite: '/zh-CN/2/lclFreight?portStartId=1' })).toBe('page:lclFreight');
    expect(get('/no/such/page/42', { rewrite: '/zh-CN/1/no/such/page/42' })).toBe('page:unknown');
    expect(get('/sitemap.xml', { rewrite: '/zh-CN/1/sitemap.xml' })).toBe('seo:sitemap.xml');
  });

  it('redirects, Next’s files, public files and the operations endpoints have labels of their own', () => {
    expect(get('/cn/lclFreight', { redirect: true })).toBe('redirect');
    expect(get('/_next/static/chunks/abc123.js')).toBe('next:static');
    expect(get('/_next/image')).toBe('next:image');
    expect(get('/_next/data/x.json')).toBe('next:other');
    expect(get('/favicon.ico', { publicFile: true })).toBe('public:file');
    expect(get('/healthz')).toBe('/healthz');
    expect(get('/metrics')).toBe('/metrics');
    expect(get('/odd')).toBe('other');
  });
});

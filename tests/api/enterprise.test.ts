// The shell's API: footer enterprise info, the mini-program link, and the news service behind
// /notification/news and /notification/newsInfo — each scoped to the company of the host.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as getEnterpriseInfo } from '@/app/api/mobileUser/getenterpriseInfo/route';
import { GET as getWxUrlNewScheme } from '@/app/api/webuser/getWxUrlNewScheme/route';
import { enterpriseInfoAnswer, wxSchemeAnswer } from '@/lib/contracts/enterprise';
import { NEWS_PAGE_SIZE } from '@/lib/contracts/news';
import { getDb } from '@/lib/server/db';
import { companies, companyDomains, news } from '@/lib/server/db/schema';
import { env } from '@/lib/env';
import { getNewsArticle, listNews } from '@/lib/server/news';
import { call, createCompany } from './helpers';

describe('POST /mobileUser/getenterpriseInfo', () => {
  it("answers the host's company info, English falling back to Chinese", async () => {
    const a = await createCompany({
      companyNameCn: '甲物流',
      companyNameEn: '',
      companyAddr: '上海市甲路1号',
      companyAddrEn: '1 Jia Road, Shanghai',
      contactPhone: '021-1234 5678',
      contactEmail: 'hi@jia.test',
      webSiteRegisterNo: '沪ICP备00000001号',
      webOutLogo: '/brand/a/logo-light.svg',
      wxPubQrCodePic: '/brand/a/wx.svg',
      qrCodePicUrl: '/brand/a/app.svg',
    });
    const res = await call(getEnterpriseInfo, { host: a.domains[0], body: { companyId: a.id } });
    expect(res.status).toBe(200);
    const body = enterpriseInfoAnswer.parse(res.json);
    expect(body.data).toEqual({
      companyId: a.id,
      companyNameCn: '甲物流',
      companyNameEn: '甲物流',
      companyAddr: '上海市甲路1号',
      companyAddrEn: '1 Jia Road, Shanghai',
      phone: '021-1234 5678',
      email: 'hi@jia.test',
      webSiteRegisterNo: '沪ICP备00000001号',
      webOutLogo: '/brand/a/logo-light.svg',
      wxPubQrCodePic: '/brand/a/wx.svg',
      qrCodePicUrl: '/brand/a/app.svg',
    });
  });

  it('works without a body companyId and refuses another company’s id', async () => {
    const a = await createCompany({ companyNameCn: '甲' });
    const b = await createCompany({ companyNameCn: '乙' });
    const own = await call(getEnterpriseInfo, { host: a.domains[0], body: {} });
    expect(enterpriseInfoAnswer.parse(own.json).data?.companyNameCn).toBe('甲');
    const other = await call<{ code: string; message: string }>(getEnterpriseInfo, { host: a.domains[0], body: { companyId: b.id } });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('0');
    expect(JSON.stringify(other.json)).not.toContain('乙');
  });

  it('rejects a malformed companyId with 422', async () => {
    const a = await createCompany();
    const res = await call(getEnterpriseInfo, { host: a.domains[0], body: { companyId: 'abc' } });
    expect(res.status).toBe(422);
  });
});

describe('GET /webuser/getWxUrlNewScheme', () => {
  it('links to the mobile site on the request origin when the company has no mobile domain', async () => {
    const a = await createCompany({ wxPubQrCodePic: '/brand/a/wx.svg' });
    const res = await call(getWxUrlNewScheme, { method: 'GET', host: a.domains[0], url: '/api/webuser/getWxUrlNewScheme?query=from%3Dweb%26x%3D1' });
    expect(res.status).toBe(200);
    const { data } = wxSchemeAnswer.parse(res.json);
    const link = new URL(data!.openlink);
    expect(link.origin).toBe(`http://${a.domains[0]}`);
    expect(link.pathname).toBe('/mobile');
    expect(Object.fromEntries(link.searchParams)).toEqual({ from: 'miniprogram', path: 'pages/index/index', x: '1' });
    expect(data!.mode).toBe('builtin');
    expect(data!.qrCodePic).toBe('/brand/a/wx.svg');
    expect(data!.expireTime).toBeGreaterThan(Date.now() / 1000);
  });

  it("uses the company's mobile domain over https when it has one", async () => {
    const a = await createCompany({ mobileDomainName: 'm.jia.test' });
    const res = await call(getWxUrlNewScheme, { method: 'GET', host: a.domains[0], url: '/api/webuser/getWxUrlNewScheme?path=pages/rates/index' });
    const { data } = wxSchemeAnswer.parse(res.json);
    expect(data!.openlink).toBe('https://m.jia.test/mobile?from=miniprogram&path=pages%2Frates%2Findex');
  });

  it('never puts a forged Host into the public, cacheable link: a host no company claims gets the default company\'s domain', async () => {
    // A forged Host is a host no company claims: it is served by the default company, whose link must
    // point to that company's registered domain. (This run's database may not hold the default company.)
    const db = await getDb();
    const fallback = env().DEFAULT_COMPANY_ID;
    const existed = (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, fallback))).length > 0;
    if (!existed) {
      await db.insert(companies).values({ id: fallback, code: `default-${Date.now()}`, companyNameCn: '默认公司' });
      await db.insert(companyDomains).values({ companyId: fallback, domain: `default-${Date.now()}.test` });
    }
    try {
      const res = await call(getWxUrlNewScheme, { method: 'GET', host: 'forged-host.evil.test', url: '/api/webuser/getWxUrlNewScheme' });
      expect(res.status).toBe(200);
      const { data } = wxSchemeAnswer.parse(res.json);
      const link = new URL(data!.openlink);
      expect(link.hostname).not.toContain('evil');
      const [settings] = await db.select({ mobileDomainName: companies.mobileDomainName }).from(companies).where(eq(companies.id, fallback));
      const registered = (await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, fallback))).map((d) => d.domain);
      expect([...registered, settings!.mobileDomainName]).toContain(link.host);
    } finally {
      if (!existed) {
        await db.delete(companyDomains).where(eq(companyDomains.companyId, fallback));
        await db.delete(companies).where(eq(companies.id, fallback));
      }
    }
  });

  it('refuses a page path that is not a plain path', async () => {
    const a = await createCompany();
    const res = await call(getWxUrlNewScheme, { method: 'GET', host: a.domains[0], url: '/api/webuser/getWxUrlNewScheme?path=https://evil.test' });
    expect(res.status).toBe(422);
  });
});

describe('news service', () => {
  async function addNews(companyId: number, tabId: 1 | 2, count: number, start = Date.UTC(2026, 0, 1)) {
    const db = await getDb();
    return db
      .insert(news)
      .values(
        Array.from({ length: count }, (_, i) => ({
          companyId,
          tabId,
          titleCn: `新闻${tabId}-${i}`,
          titleEn: i % 2 ? `News ${tabId}-${i}` : '',
          contentCn: `第一段${i}\n\n第二段`,
          publishedAt: new Date(start + i * 86_400_000),
        })),
      )
      .returning({ id: news.id });
  }

  it('pages 10 at a time, newest first, within one company and tab', async () => {
    const a = await createCompany();
    const b = await createCompany();
    await addNews(a.id, 1, 23);
    await addNews(a.id, 2, 2);
    await addNews(b.id, 1, 5);
    const first = await listNews(a.id, 1, 1, 'cn');
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(NEWS_PAGE_SIZE);
    expect(first.rows[0]!.title).toBe('新闻1-22');
    const last = await listNews(a.id, 1, 3, 'cn');
    expect(last.rows.map((r) => r.title)).toEqual(['新闻1-2', '新闻1-1', '新闻1-0']);
    // a page past the end shows the last page
    expect((await listNews(a.id, 1, 99, 'cn')).page).toBe(3);
    expect((await listNews(a.id, 2, 1, 'cn')).total).toBe(2);
  });

  it('shows English titles, falling back to Chinese', async () => {
    const a = await createCompany();
    await addNews(a.id, 1, 2);
    const rows = (await listNews(a.id, 1, 1, 'en')).rows.map((r) => r.title);
    expect(rows).toEqual(['News 1-1', '新闻1-0']);
  });

  it("finds an article with its neighbours, never another company's", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const ids = (await addNews(a.id, 1, 3)).map((r) => r.id);
    const middle = await getNewsArticle(a.id, ids[1]!, 'cn');
    expect(middle?.title).toBe('新闻1-1');
    expect(middle?.content).toContain('第二段');
    expect(middle?.prev?.id).toBe(ids[2]); // newer
    expect(middle?.next?.id).toBe(ids[0]); // older
    expect((await getNewsArticle(a.id, ids[2]!, 'cn'))?.prev).toBeNull();
    expect(await getNewsArticle(b.id, ids[1]!, 'cn')).toBeNull();
  });
});

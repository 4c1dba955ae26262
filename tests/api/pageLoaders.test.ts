// The page loaders of lib/pages: one per screen, called by its desktop and its mobile page alike, so
// both surfaces show the same data, make the same 404 decisions and carry the same metadata.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { seedSiteContent } from '@/lib/server/db/seed/siteContent';
import { HQ } from '@/lib/server/db/seed/companies';
import { loadDownloads } from '@/lib/pages/downloads';
import { loadContact, loadContactData } from '@/lib/pages/contact';
import { loadCaseDetail, loadCaseList } from '@/lib/pages/cases';
import { loadNewsArticle, loadNewsList } from '@/lib/pages/news';
import { loadAbout } from '@/lib/pages/about';
import { loadService } from '@/lib/pages/service';
import { loadJoinUs } from '@/lib/pages/joinUs';
import { loadClientDownload } from '@/lib/pages/clientDownload';
import { news, siteContent } from '@/lib/server/db/schema';
import { createCompany, type TestCompany } from './helpers';
import { withTempFilesDir } from './accountFixtures';

withTempFilesDir();

let a: TestCompany;
let m: TestCompany;
let articleId: number;

beforeAll(async () => {
  a = await createCompany({ contactPhone: '+86 21 6000-0000', contactEmail: '' });
  m = await createCompany({ mobileDomainName: 'm.page-loaders.test', domains: ['www.page-loaders.test', 'm.page-loaders.test'] });
  const db = await getDb();
  await db.transaction((tx) => seedSiteContent(tx, a.id, HQ));
  await db.transaction((tx) => seedSiteContent(tx, m.id, HQ));
  const [row] = await db
    .insert(news)
    .values({ companyId: a.id, tabId: 2, titleCn: '公司开通宁波至汉堡直拼', titleEn: 'Direct Ningbo–Hamburg LCL', contentCn: '第一段。\n\n  第二段。  \n' })
    .returning({ id: news.id });
  articleId = row!.id;
  // m does not publish its profile (about areaId 1) nor its default service (areaIndex 0)
  await db.update(siteContent).set({ published: false }).where(and(eq(siteContent.companyId, m.id), eq(siteContent.kind, 'about'), eq(siteContent.areaIndex, 1)));
  await db.update(siteContent).set({ published: false }).where(and(eq(siteContent.companyId, m.id), eq(siteContent.kind, 'service'), eq(siteContent.areaIndex, 0)));
  // no published form: its tab goes, its page stays (and says it is empty)
  await db.update(siteContent).set({ published: false }).where(and(eq(siteContent.companyId, a.id), eq(siteContent.kind, 'document'), eq(siteContent.category, 'form')));
});

const props = (c: TestCompany, query: Record<string, string | string[]> = {}, locale = 'zh-CN') => ({
  params: Promise.resolve({ locale, company: String(c.id) }),
  searchParams: Promise.resolve(query),
});

/** The digest Next gives the error notFound() throws. */
async function status(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;')) return Number(digest.split(';')[1]);
    throw error;
  }
}

describe('documents (/notification/download and /mobile/notification/download)', () => {
  it('lists as tabs "all" and each category that has a document, in the categories’ order', async () => {
    const page = await loadDownloads(props(a));
    expect(page.category).toBe('all');
    expect(page.tabs).toEqual(['all', 'guarantee', 'schedule', 'freight']);
    expect(page.groups.map((g) => g.category)).toEqual(['guarantee', 'schedule', 'freight']);
    for (const g of page.groups) {
      expect(g.items.length).toBeGreaterThan(0);
      expect(g.items.every((d) => d.category === g.category)).toBe(true);
    }
  });

  it('shows one category, and an empty one as an empty group rather than a 404', async () => {
    const one = await loadDownloads(props(a, { category: 'schedule' }));
    expect(one.tabs).toEqual(['all', 'guarantee', 'schedule', 'freight']);
    expect(one.groups.map((g) => g.category)).toEqual(['schedule']);
    const empty = await loadDownloads(props(a, { category: 'form' }));
    expect(empty.groups).toEqual([{ category: 'form', items: [] }]);
  });

  // its metadata is then the 404 page's (tests/e2e/content.spec.ts: the title a browser keeps)
  it('is a 404 for an unknown or repeated category', async () => {
    expect(await status(loadDownloads(props(a, { category: 'nope' })))).toBe(404);
    expect(await status(loadDownloads(props(a, { category: ['schedule', 'freight'] })))).toBe(404);
  });
});

describe('contact (/about/contact, /about/contact/data and their mobile pages)', () => {
  it('lists only the data the company has, a phone as a tel: link, the mobile site only when it has one', async () => {
    const { rows } = await loadContactData(props(a));
    const labels = rows.map((r) => r.label);
    expect(labels).not.toContain('email');
    expect(labels).not.toContain('mobileSite');
    expect(rows.find((r) => r.label === 'phone')).toEqual({ label: 'phone', value: '+86 21 6000-0000', href: 'tel:+862160000000' });
    const mobile = (await loadContactData(props(m))).rows.find((r) => r.label === 'mobileSite');
    expect(mobile?.value).toMatch(/^https?:\/\/m\.page-loaders\.test$/);
    expect(mobile?.href).toBe(mobile?.value);
  });

  it('describes the company with its offices as JSON-LD, the same on the contact and the data page', async () => {
    const [contact, data] = await Promise.all([loadContact(props(a, {}, 'en')), loadContactData(props(a, {}, 'en'))]);
    expect(contact.offices.length).toBeGreaterThan(0);
    expect(contact.jsonLd).toEqual(data.jsonLd);
    expect(contact.jsonLd.department).toHaveLength(contact.offices.length);
    expect(data.lang).toBe('en');
    expect(data.otherLang).toBe('cn');
  });
});

describe('cases (the three lists, /caseDetail and their mobile pages)', () => {
  it('lists a category’s cases, and opens one with related cases of the company', async () => {
    const list = await loadCaseList(props(a), 'advantage');
    expect(list.items.length).toBeGreaterThan(0);
    const first = list.items[0]!;
    const detail = await loadCaseDetail(props(a, { id: String(first.id) }, 'en'));
    expect(detail.item.id).toBe(first.id);
    expect(detail.related.map((r) => r.id)).not.toContain(first.id);
  });

  it('is a 404 for a malformed id, another company’s case, or a segment that is no company', async () => {
    const [own] = (await loadCaseList(props(a), 'client')).items;
    expect(await status(loadCaseDetail(props(a, { id: 'x1' })))).toBe(404);
    expect(await status(loadCaseDetail(props(m, { id: String(own!.id) })))).toBe(404);
    expect(await status(loadCaseList({ params: Promise.resolve({ locale: 'zh-CN', company: '999999999' }) }, 'client'))).toBe(404);
  });
});

describe('news (/notification/news, /notification/newsInfo and their mobile pages)', () => {
  it('reads the tab and page of the query, anything malformed as the first page of industry news', async () => {
    expect((await loadNewsList(props(a, { tabId: '2' }))).list.rows.map((r) => r.id)).toContain(articleId);
    const fallback = await loadNewsList(props(a, { tabId: '9', page: '-3' }));
    expect([fallback.tabId, fallback.tabKey, fallback.list.page]).toEqual([1, 'industry', 1]);
  });

  it('gives an article its paragraphs and a NewsArticle JSON-LD naming the desktop page; another company’s is a 404', async () => {
    const page = await loadNewsArticle(props(a, { id: String(articleId) }));
    expect(page.tabKey).toBe('company');
    expect(page.paragraphs).toEqual(['第一段。', '第二段。']);
    expect(page.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: '公司开通宁波至汉堡直拼' });
    expect(page.jsonLd.url).toMatch(new RegExp(`/notification/newsInfo\\?id=${articleId}$`));
    expect(await status(loadNewsArticle(props(m, { id: String(articleId) })))).toBe(404);
    expect(await status(loadNewsArticle(props(a, { id: 'abc' })))).toBe(404);
  });
});

describe('about and services (/about, /service and their mobile pages)', () => {
  it('opens /about on the profile, or on the first section the company publishes; an unpublished or unknown areaId is a 404', async () => {
    expect((await loadAbout(props(a))).section.areaId).toBe(1);
    expect((await loadAbout(props(a, { areaId: '4' }))).section.areaId).toBe(4);
    expect((await loadAbout(props(m))).section.areaId).toBe(2);
    for (const areaId of ['1', '7', '0', 'x']) expect(await status(loadAbout(props(m, { areaId })))).toBe(404);
  });

  it('opens /service on the default service (the mobile page then lists them), or the first published one', async () => {
    const plain = await loadService(props(a));
    expect([plain.chosen, plain.service.areaIndex]).toEqual([false, 0]);
    expect(plain.others).toHaveLength(plain.services.length - 1);
    const nine = await loadService(props(a, { areaIndex: '9' }));
    expect([nine.chosen, nine.service.areaIndex]).toEqual([true, 9]);
    expect((await loadService(props(m))).service.areaIndex).toBe(1);
    expect(await status(loadService(props(m, { areaIndex: '0' })))).toBe(404);
    expect(await status(loadService(props(a, { areaIndex: '99' })))).toBe(404);
  });
});

describe('join us and client download', () => {
  it('gives both surfaces the openings and the address to apply to', async () => {
    const page = await loadJoinUs(props(a, {}, 'en'));
    expect(page.openings.length).toBeGreaterThan(0);
    expect(page.email).toBe(a.contactEmail);
  });

  it('offers the codes the company has, captioned by message keys, and no client host when it has none', async () => {
    const page = await loadClientDownload(props(a));
    expect(page.clientOrigin).toBe('');
    for (const code of page.codes) expect(['appCode', 'miniProgramCode', 'wechatCode']).toContain(code.caption);
  });
});

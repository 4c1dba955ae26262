// The content screens on the production build, in Chinese and English: every route of spec §2 that
// this build serves answers 200 with real content and no missing-translation marker; a change made
// through the staff API shows on the next page load (per-request and cached pages alike); the job
// application refuses a renamed program and stores a real résumé for staff; the contact form's
// message reaches the outbox; documents and contact cards download as files.
import { readFileSync } from 'node:fs';
import { devices, expect, test, type Page } from '@playwright/test';
import { cn, en } from './messages';
import { staffApi } from './session';

const SHIPPER = { account: '13800000001', password: 'Demo123456' };

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

/**
 * The routes of spec §2 (besides /mobile and the workspace, checked below), the footer-only paths,
 * and the screens of "Other screens".
 */
const ROUTES = [
  '/',
  '/main',
  '/lclFreight',
  '/lclFreight/quotation?rateId=1',
  '/schedules',
  '/tracking',
  '/tracking/mock',
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/service?areaIndex=${n}`),
  '/notification',
  '/notification/news?tabId=1',
  '/notification/news?tabId=1&page=2',
  '/notification/news?tabId=2',
  '/notification/download',
  '/notification/download?category=guarantee',
  '/notification/download?category=schedule',
  '/notification/download?category=freight',
  ...[1, 2, 3, 4, 5, 6].map((n) => `/about?areaId=${n}`),
  '/about/contact',
  '/about/contact/data',
  '/joinUs/socialRecruitment',
  '/agreement/registerAgreement',
  '/register',
  '/orderSearch',
  '/orderSearch/api',
  '/rates',
  '/rates/spot',
  '/lookPresentCabin',
  '/airFreight',
  '/serviceCases',
  '/advantageServices',
  '/clientCases',
  '/clientDownload',
];

/** Routes of spec §2 without a page heading of their own: the rate's text dialog and the embeddable order search. */
const HEADLESS_ROUTES = ['/lclFreight/ShowTextDialog?id=1', '/orderSearchIframe'];

/** A message key shown instead of its text (next-intl prints "Namespace.key" for a missing message). */
const MISSING = /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*\b/;

async function expectRealPage(page: Page, url: string, { heading = true, minText = 30 } = {}) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  if (heading) await expect(page.locator('h1:visible').first(), url).not.toBeEmpty();
  else await page.waitForLoadState('networkidle');
  const text = await page.locator('main').first().innerText();
  expect(text.replace(/\s+/g, '').length, `${url} has little text`).toBeGreaterThan(minText);
  // emails and host names are the only dotted words the pages may show
  const body = (await page.locator('body').innerText()).replace(/[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+\.(test|com|cn|org)\b/g, '');
  expect(body.match(MISSING)?.[0], `${url} shows a message key`).toBeUndefined();
}

for (const [name, prefix] of [['cn', ''], ['en', '/en']] as const) {
  test(`every public route answers 200 with real content, no message key (${name})`, async ({ page }) => {
    test.setTimeout(300_000);
    for (const route of ROUTES) await expectRealPage(page, `${prefix}${route === '/' ? '' : route}` || '/');
    for (const route of HEADLESS_ROUTES) await expectRealPage(page, `${prefix}${route}`, { heading: false, minText: 12 });
    // an article and a case, reached from their lists
    await page.goto(`${prefix}/notification/news?tabId=2`);
    const article = await page.getByTestId('news-list').getByRole('link').first().getAttribute('href');
    await expectRealPage(page, article!);
    await expect(page.getByRole('link', { name: name === 'cn' ? cn.News.backToList : en.News.backToList })).toBeVisible();
    await page.goto(`${prefix}/clientCases`);
    const caseLink = await page.getByTestId('case').first().getByRole('link').first().getAttribute('href');
    await expectRealPage(page, caseLink!);
  });

  test(`the mobile entry and the workspace answer 200 (${name})`, async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL });
    const mobile = await phone.newPage();
    expect((await mobile.goto(`${prefix}/mobile`))?.status()).toBe(200);
    await expect(mobile.getByTestId('mobile-company-name')).not.toBeEmpty();
    await phone.close();

    const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const login = await desk.request.post('/api/webuser/login', { data: SHIPPER });
    expect(login.status(), await login.text()).toBe(200);
    for (const route of ['/workspace', '/workspace/editInfo']) {
      // served to the logged-in shipper itself, not a redirect home
      const res = await desk.request.get(`${prefix}${route}`, { maxRedirects: 0 });
      expect(res.status(), route).toBe(200);
      expect(await res.text(), route).toMatch(/<main|<h1/);
    }
    await desk.close();
  });
}

test('a page that reads its query is a cached page per query, its unknown ids 404s, its internal URL no page', async ({ request }) => {
  // the edge folds the query into the page's last segment (lib/screens/queryFold.ts)
  for (const route of ['/notification/news?tabId=2&page=2', '/en/about?areaId=3', '/service?areaIndex=2&utm_source=mail']) {
    await request.get(route);
    const again = await request.get(route);
    expect(again.status(), route).toBe(200);
    expect(again.headers()['x-nextjs-cache'], route).toBe('HIT');
  }
  for (const route of ['/about?areaId=9', '/en/notification/newsInfo?id=999999', '/caseDetail?id=abc', '/notification/news/-', '/en/about/-YXJlYUlkPTI']) {
    expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(404);
  }
});

test('a query page’s 404 keeps the 404 title in the browser, in the page’s language', async ({ page }) => {
  for (const [route, texts] of [['/about?areaId=9', cn], ['/en/caseDetail?id=abc', en], ['/en/notification/download?category=nope', en]] as const) {
    await page.goto(route);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page, route).toHaveTitle(new RegExp(`^${texts.NotFound.metaTitle}`));
  }
});

test('the news list pages through its articles, and an article links its neighbours', async ({ page }) => {
  await page.goto('/notification/news?tabId=1');
  const first = await page.getByTestId('news-list').locator('h2').allInnerTexts();
  expect(first).toHaveLength(10);
  await page.getByTestId('pagination').getByRole('link', { name: cn.News.pageN.replace('{page}', '2') }).click();
  await expect(page).toHaveURL(/tabId=1&page=2/);
  const second = await page.getByTestId('news-list').locator('h2').allInnerTexts();
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((t) => first.includes(t))).toBe(false);
  await page.getByTestId('news-list').getByRole('link').first().click();
  await expect(page.getByText(cn.News.prev)).toBeVisible();
  await expect(page.getByText(cn.News.next)).toBeVisible();
});

test('a service page changed through the staff API shows on the next load, in both languages; so does an office on the cached contact page', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL);
  const services = (await (await staff.get('/api/staff/content', { params: { kind: 'service', pageSize: 50 } })).json()) as { rows: { id: number; slug: string; areaIndex: number; sort: number; doc: Record<string, unknown> }[] };
  const ocean = services.rows.find((r) => r.slug === 'oceanFreight')!;
  await page.goto('/service?areaIndex=8');
  await expect(page.getByTestId('service-title')).toHaveText('海运服务');
  const stamp = Date.now().toString(36);
  const tagline = { cn: `每周四班直航欧洲（${stamp}）`, en: `Four direct sailings to Europe a week (${stamp})` };
  const saved = await staff.post('/api/staff/content/save', { data: { kind: 'service', id: ocean.id, slug: ocean.slug, areaIndex: ocean.areaIndex, sort: ocean.sort, doc: { ...ocean.doc, tagline } } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/service?areaIndex=8');
  await expect(page.getByText(tagline.cn)).toBeVisible();
  await page.goto('/en/service?areaIndex=8');
  await expect(page.getByText(tagline.en)).toBeVisible();
  // the old text is gone
  await page.goto('/service?areaIndex=8');
  await expect(page.getByText((ocean.doc.tagline as { cn: string }).cn)).toHaveCount(0);

  // /about/contact is a cached page: an office changed through the API shows on its next load,
  // also to a plain GET that the front server's microcache answered a moment before
  await page.goto('/about/contact');
  for (let i = 0; i < 3; i++) expect((await page.request.get('/about/contact')).status()).toBe(200);
  const offices = (await (await staff.get('/api/staff/content', { params: { kind: 'office', pageSize: 50 } })).json()) as { rows: { id: number; slug: string; sort: number; doc: Record<string, unknown> }[] };
  const ningbo = offices.rows.find((r) => r.slug === 'ningbo')!;
  const phone = `0574-8685 ${String(Date.now()).slice(-4)}`;
  const office = await staff.post('/api/staff/content/save', { data: { kind: 'office', id: ningbo.id, slug: ningbo.slug, sort: ningbo.sort, doc: { ...ningbo.doc, phone } } });
  expect(office.status(), await office.text()).toBe(200);
  expect(await (await page.request.get('/about/contact')).text()).toContain(phone);
  await page.goto('/about/contact');
  await expect(page.getByTestId('offices').getByText(phone)).toBeVisible();
  await staff.dispose();
});

test('a job application: a renamed program is refused, a PDF résumé is stored and listed for staff', async ({ page, baseURL }) => {
  await page.goto('/joinUs/socialRecruitment');
  const job = page.getByTestId('job').first();
  const title = await job.locator('h3').innerText();
  await job.getByTestId('job-apply').click();
  const dialog = page.getByTestId('job-dialog');
  const name = `求职者${Date.now().toString(36)}`;
  await dialog.getByLabel(cn.JobApplication.name).fill(name);
  await dialog.getByLabel(cn.JobApplication.phone).fill('13812345678');
  await dialog.getByLabel(cn.JobApplication.email).fill('applicant@example.com');
  const input = dialog.locator('input[type=file]');
  // an executable named like a PDF: the browser lets it through, the server refuses it by content
  const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(4000, 0x41)]);
  await input.setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: exe });
  await dialog.getByTestId('job-submit').click();
  await expect(dialog.getByTestId('job-error')).toHaveText(cn.Api.resumeTypeNotAllowed);
  // what was typed is kept
  await expect(dialog.getByLabel(cn.JobApplication.name)).toHaveValue(name);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);
  await input.setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByTestId('job-submit').click();
  await expect(dialog.getByTestId('job-sent')).toBeVisible();

  const staff = await staffApi(baseURL);
  const list = (await (await staff.get('/api/staff/jobApplications', { params: { pageSize: 50 } })).json()) as { rows: { name: string; jobTitle: string; resume: { name: string; url: string; size: number } }[] };
  const row = list.rows.find((r) => r.name === name)!;
  expect(row).toMatchObject({ jobTitle: title, resume: { name: `${name}.pdf`, size: pdf.length } });
  const file = await staff.get(row.resume.url);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  // no one else gets the résumé
  expect((await page.request.get(row.resume.url)).status()).toBe(401);
  await staff.dispose();
});

test('the contact form sends a message that reaches the sales mailbox through the outbox', async ({ page, baseURL }) => {
  await page.goto('/en/about/contact');
  const form = page.getByTestId('contact-form');
  const tag = Date.now().toString(36);
  await form.getByLabel(en.ContactForm.name).fill(`Jane ${tag}`);
  await form.getByLabel(en.ContactForm.message).fill(`Please quote 3 CBM Ningbo to Hamburg (${tag}).`);
  await form.getByTestId('contact-submit').click();
  // neither phone nor email: the form says so and sends nothing
  await expect(form.getByText(en.Validation.contactRequired, { exact: true })).toBeVisible();
  await form.getByLabel(en.ContactForm.email).fill(`jane.${tag}@example.com`);
  await form.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  const staff = await staffApi(baseURL);
  await expect
    .poll(async () => {
      const res = await staff.get('/api/staff/outbox', { params: { channel: 'mail', pageSize: 50 } });
      const rows = ((await res.json()) as { rows: { kind: string; body: string }[] }).rows;
      return rows.some((r) => r.kind === 'contact-message' && r.body.includes(tag));
    })
    .toBe(true);
  const stored = (await (await staff.get('/api/staff/contactMessages')).json()) as { rows: { name: string; email: string; locale: string }[] };
  expect(stored.rows.find((r) => r.name === `Jane ${tag}`)).toMatchObject({ email: `jane.${tag}@example.com`, locale: 'en' });
  await staff.dispose();
});

test('documents download as real files with their size and date; contact cards download as vCards', async ({ page }) => {
  await page.goto('/notification/download?category=freight');
  const doc = page.getByTestId('document').first();
  await expect(doc.getByTestId('document-size')).toContainText(/\d+(\.\d)? KB/);
  await expect(doc.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), doc.getByTestId('document-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
  expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);

  await page.goto('/about/contact/data');
  const [card] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-vcard').click()]);
  expect(card.suggestedFilename()).toMatch(/\.vcf$/);
  const vcard = readFileSync((await card.path())!, 'utf8');
  expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0/);
  expect(vcard).toContain('环宇海运物流集团有限公司');
});

test('the footer’s service links open the services their labels name, customs sits in the services menu', async ({ page }) => {
  for (const [prefix, labels] of [['', ['海运', '空运', '进口', '拼箱', '跨境陆运', '仓储']], ['/en', ['Ocean Freight', 'Air Freight', 'Import', 'LCL', 'Cross-border Land Transport', 'Warehousing']]] as const) {
    await page.goto(`${prefix}/about/contact`);
    const links = page.getByTestId('footer-link');
    for (const label of labels) {
      const href = await links.filter({ hasText: new RegExp(`^${label}$`) }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByTestId('service-title'), `${label} → ${href}`).toContainText(label, { ignoreCase: true });
      await page.goto(`${prefix}/about/contact`);
    }
  }
  await page.goto('/service?areaIndex=9');
  await expect(page.getByTestId('service-title')).toHaveText('报关报检');
  await expect(page.getByTestId('service-documents').locator('li')).toHaveCount(4);
});

/** Every picture in a locator has loaded (a broken image has no natural width). */
async function picturesLoaded(page: Page, selector: string): Promise<{ total: number; broken: string[] }> {
  return page.evaluate(async (sel) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(sel)];
    await Promise.all(imgs.map((i) => { i.loading = 'eager'; return i.decode().catch(() => undefined); }));
    return { total: imgs.length, broken: imgs.filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src) };
  }, selector);
}

for (const [name, prefix, m] of [['cn', '', cn], ['en', '/en', en]] as const) {
  test(`about: the history is a timeline, team moments a gallery of pictures, partners the carriers’ and partners’ logos (${name})`, async ({ page }) => {
    await page.goto(`${prefix}/about?areaId=4`);
    const events = page.getByTestId('history-timeline').locator('li');
    expect(await events.count()).toBeGreaterThanOrEqual(6);
    for (const year of await events.locator('span').first().allInnerTexts()) expect(year).toMatch(/^\d{4}/);
    expect(await page.getByTestId('history-timeline').locator('li h3').allInnerTexts()).not.toContain('');

    await page.goto(`${prefix}/about?areaId=5`);
    const gallery = await picturesLoaded(page, '[data-testid=team-gallery] img');
    expect(gallery.total).toBeGreaterThanOrEqual(4);
    expect(gallery.broken).toEqual([]);
    expect(await page.getByTestId('team-gallery').locator('figcaption h3').count()).toBe(gallery.total);

    await page.goto(`${prefix}/about?areaId=6`);
    const walls = page.getByTestId('partner-wall');
    expect(await walls.count()).toBeGreaterThanOrEqual(2);
    const logos = await picturesLoaded(page, '[data-testid=partner-wall] img');
    expect(logos.total).toBeGreaterThanOrEqual(20);
    expect(logos.broken).toEqual([]);
    await expect(walls.first().getByRole('img', { name: name === 'cn' ? '马士基' : 'Maersk' })).toBeVisible();
    await expect(page.getByRole('heading', { name: name === 'cn' ? '船公司' : 'Carriers', exact: true })).toBeVisible();
  });

  test(`the notification centre lists the five categories of the spec and the forms, each with entries (${name})`, async ({ page }) => {
    await page.goto(`${prefix}/notification`);
    const cards = page.getByTestId('notice-category');
    const titles = await cards.locator('h2').allInnerTexts();
    expect(titles).toEqual([m.News.industry, m.News.company, m.Downloads.categories.guarantee, m.Downloads.categories.schedule, m.Downloads.categories.freight, m.Downloads.categories.form]);
    for (let i = 0; i < titles.length; i++) expect(await cards.nth(i).locator('ul li a').count(), titles[i]).toBeGreaterThan(0);
  });
}

test('client software: each platform downloads from the company’s clientDomainName; a company without one shows its app codes instead', async ({ request }) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  for (const prefix of ['', '/en']) {
    const html = await (await request.get(`${prefix}/clientDownload`)).text();
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*data-testid="client-download-link"/g)].map(([, href]) => href);
    expect(links).toEqual(['windows/latest', 'macos/latest', 'android/latest', 'ios'].map((p) => `http://download.globalink-demo.test/client/${p}`));
  }
  const south = await (await request.get('/clientDownload', { headers: { host: `south.localhost:${port}` } })).text();
  expect(south).not.toContain('client-download-link');
  expect(south).toContain('data-testid="client-soon"');
});

// The mobile site on the production build, as phones see it: every mobile page at 320 and 390 px
// with iPhone and Android user agents (no horizontal scroll, the header and bottom navigation,
// 44 px touch targets), the root font size of spec §9, the language switch, the desktop-site link
// that sticks for the session, and the home search leading to the mobile rates page.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ANDROID, IPHONE } from './phones';
import { cn, en } from './messages';

const PHONES = [
  { name: 'iPhone', userAgent: IPHONE },
  { name: 'Android', userAgent: ANDROID },
] as const;

/** A message key shown instead of its text (next-intl prints "Namespace.key" for a missing message). */
const MISSING = /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*\b/;

/** Every mobile page (the news article is found from the list). */
const PAGES = [
  '/mobile',
  '/mobile/lclFreight',
  '/mobile/lclFreight?portStartId=1&portEndId=2',
  '/mobile/schedules',
  '/mobile/schedules?pol=CNSHA&pod=NLRTM&weeks=3',
  '/mobile/tracking',
  '/mobile/tracking?type=hbl&no=GLSHA25110318',
  '/mobile/tracking/mock',
  '/mobile/lclFreight/quotation?rateId=1',
  '/mobile/lclFreight/ShowTextDialog',
  '/mobile/lclFreight/ShowTextDialog?id=1',
  '/mobile/rates',
  '/mobile/airFreight',
  '/mobile/rates/spot',
  '/mobile/workspace/quotations',
  '/mobile/service',
  '/mobile/service?areaIndex=0',
  '/mobile/service?areaIndex=9',
  '/mobile/notification/news?tabId=1',
  '/mobile/notification/news?tabId=2',
  '/mobile/about?areaId=1',
  '/mobile/about?areaId=4',
  '/mobile/about?areaId=5',
  '/mobile/about?areaId=6',
  '/mobile/about/contact',
  '/mobile/joinUs/socialRecruitment',
  '/mobile/login',
  '/mobile/register',
  '/mobile/change',
  '/mobile/certification',
  '/mobile/profile',
  '/mobile/sales',
  '/mobile/qrConfirm?ticket=invalid',
  '/mobile/orderSearch',
  '/mobile/orders',
  '/mobile/spotCargo',
  '/mobile/spotPay?code=SPINVALID',
  '/mobile/lookPresentCabin',
  '/mobile/lookPresentCabin/reserve',
  '/mobile/lookPresentCabin/reserve?offerId=1',
  '/mobile/notification/download',
  '/mobile/notification/download?category=form',
  '/mobile/serviceCases',
  '/mobile/advantageServices',
  '/mobile/clientCases',
  '/mobile/about/contact/data',
  '/mobile/clientDownload',
];

async function phone(browser: Browser, baseURL: string | undefined, userAgent: string, width: number, locale = 'zh-CN') {
  return browser.newContext({ baseURL, userAgent, viewport: { width, height: 780 }, isMobile: true, hasTouch: true, locale });
}

/** Page width against the viewport: a horizontal scroll shows as scrollWidth > innerWidth. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth }));

/** Visible links and buttons of the layout's chrome smaller than 44 px in height or width. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=mobile-header] a, [data-testid=mobile-header] button, [data-testid=mobile-tabbar] a, [data-testid=mobile-footer] a, [data-testid=mobile-footer] button')]
      .map((el) => ({ el: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ el, box }) => `${el} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );

async function newsArticlePath(page: Page): Promise<string> {
  await page.goto('/mobile/notification/news?tabId=1');
  const href = await page.getByTestId('news-row').first().getAttribute('href');
  expect(href).toMatch(/^\/mobile\/notification\/newsInfo\?id=\d+$/);
  return href!;
}

async function caseDetailPath(page: Page): Promise<string> {
  await page.goto('/mobile/clientCases');
  const href = await page.getByTestId('case').first().getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/mobile\/caseDetail\?id=\d+$/);
  return href!;
}

for (const device of PHONES) {
  for (const width of [320, 390]) {
    test(`every mobile page fits ${width} px on ${device.name}: no horizontal scroll, header, bottom navigation, real text`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const context = await phone(browser, baseURL, device.userAgent, width);
      const page = await context.newPage();
      const pages = [...PAGES, await newsArticlePath(page), await caseDetailPath(page)];
      for (const p of pages) {
        const res = await page.goto(p);
        expect(res?.status(), p).toBe(200);
        expect(new URL(page.url()).pathname, `${p} stays on the mobile site`).toMatch(/^\/mobile/);
        await expect(page.getByTestId('mobile-header'), p).toBeVisible();
        await expect(page.getByTestId('mobile-tabbar'), p).toBeVisible();
        await expect(page.locator('main'), p).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        const w = await widths(page);
        expect(w.scroll, `${p}: page ${w.scroll} px wide at ${w.viewport}`).toBeLessThanOrEqual(w.viewport);
        expect(w.body, `${p}: body ${w.body} px wide at ${w.viewport}`).toBeLessThanOrEqual(w.viewport);
        expect(await smallTargets(page), `${p}: touch targets under 44 px`).toEqual([]);
        const text = await page.locator('body').innerText();
        expect(text.match(MISSING)?.[0], `${p} shows a message key`).toBeUndefined();
      }
      await context.close();
    });
  }
}

test('the root font size is 32 px at 320 px, 54 px at 768 px, linear between and fixed outside', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL, IPHONE, 320);
  const page = await context.newPage();
  await page.goto('/mobile');
  const rootFont = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  for (const [width, px] of [
    [300, 32],
    [320, 32],
    [390, 32 + (22 * 70) / 448],
    [544, 43],
    [768, 54],
    [1024, 54],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect(await rootFont(), `${width} px`).toBeCloseTo(px, 1);
  }
  // the body never gets narrower than 300 px
  await page.setViewportSize({ width: 280, height: 800 });
  expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBeGreaterThanOrEqual(300);
  await context.close();
});

test('the mobile home: search with suggestions and recent ports to the mobile rates page, lanes, subscription, news, contact', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL, ANDROID, 390);
  const page = await context.newPage();
  await page.goto('/mobile');
  await expect(page.getByTestId('mobile-company-name')).not.toBeEmpty();
  await expect(page.getByTestId('lane-card').first()).toBeVisible();
  await expect(page.getByTestId('news-row').first()).toBeVisible();
  await expect(page.getByTestId('mobile-contact').getByTestId('call-link')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.getByTestId('mobile-tab-home')).toHaveAttribute('aria-current', 'page');

  // suggestions as you type; choosing one fills the field
  const origin = page.getByTestId('origin-field').getByRole('combobox');
  await origin.fill('ningbo');
  await page.getByTestId('port-option').first().click();
  await expect(origin).toHaveValue(/宁波/);
  const destination = page.getByTestId('destination-field').getByRole('combobox');
  await destination.fill('hamburg');
  await page.getByTestId('port-option').first().click();
  await expect(destination).toHaveValue(/汉堡/);
  await page.getByTestId('search-button').click();
  await expect(page).toHaveURL(/\/mobile\/lclFreight\?portStartId=\d+&portEndId=\d+$/);
  await expect(page.getByTestId('lcl-lane')).toContainText('宁波');
  await expect(page.getByTestId('lcl-lane')).toContainText('汉堡');
  await expect(page.getByTestId('mobile-tab-rates')).toHaveAttribute('aria-current', 'page');
  // a visitor is asked to log in, on the mobile login page
  await expect(page.getByTestId('rates-login')).toBeVisible();
  await expect(page.getByTestId('rates-login-link')).toHaveAttribute('href', /\/mobile\/login\?next=/);

  // back home, an empty origin offers the port just chosen as a recent one
  await page.getByTestId('mobile-tab-home').click();
  await expect(page).toHaveURL(/\/mobile$/);
  await page.getByTestId('origin-field').getByRole('combobox').click();
  await expect(page.getByTestId('recent-ports')).toContainText('宁波');

  // the rate-alert subscription opens its dialog inside the screen
  await page.getByTestId('subscribe-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('the language switch keeps the page; English pages read English', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL, IPHONE, 390);
  const page = await context.newPage();
  await page.goto('/mobile/about/contact');
  await expect(page.locator('h1')).toHaveText(cn.Contact.title);
  await page.getByTestId('mobile-header').getByTestId('locale-en').click();
  await expect(page).toHaveURL(/\/en\/mobile\/about\/contact$/);
  await expect(page.locator('h1')).toHaveText(en.Contact.title);
  await expect(page.getByTestId('mobile-tab-home')).toContainText(en.Mobile.tabs.home);
  await page.getByTestId('mobile-header').getByTestId('locale-cn').click();
  await expect(page).toHaveURL(/\/mobile\/about\/contact$/);
  await expect(page.getByTestId('mobile-tab-home')).toContainText(cn.Mobile.tabs.home);
  await context.close();
});

test('copying a phone number says so with the spec message', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL, IPHONE, 390);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/mobile/about/contact');
  await page.getByTestId('copy-button').first().click();
  await expect(page.getByTestId('copy-toast')).toHaveText(cn.Copy.success);
  await context.close();
});

test('the desktop-site link sticks for the session; the desktop footer leads back', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await phone(browser, baseURL, IPHONE, 390);
  const page = await context.newPage();
  await page.goto('/mobile/about/contact');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('desktop-site-link').click();
  await expect(page).toHaveURL(`${baseURL}/about/contact`);
  await expect(page.getByTestId('mobile-frame')).toHaveCount(0);
  // other pages of the session stay on the desktop site
  await page.goto('/lclFreight', { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).pathname).toBe('/lclFreight');
  // a session cookie: gone with the browser session
  const cookie = (await context.cookies()).find((c) => c.name === 'site_view');
  expect(cookie?.expires).toBe(-1);
  // the desktop footer offers the mobile site back, which forgets the choice (the 1280 px desktop
  // page overflows a phone's viewport: the tap goes straight to the link)
  await page.getByTestId('mobile-site-link').dispatchEvent('click');
  await expect(page).toHaveURL(/\/mobile$/);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).pathname).toBe('/mobile/about');
  await context.close();

  // a new session starts on the mobile site again
  const next = await phone(browser, baseURL, IPHONE, 390);
  const again = await next.newPage();
  await again.goto('/about/contact');
  expect(new URL(again.url()).pathname).toBe('/mobile/about/contact');
  await next.close();
});

test('device routing with a mobileDomainName: a phone goes to that host, path and query mapped; the mobile host serves it', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  // company south (seed) runs its mobile site on m.south-freight.test
  const on = (host: string, path: string, userAgent?: string) =>
    request.get(path, { maxRedirects: 0, headers: { host, ...(userAgent ? { 'user-agent': userAgent } : {}) } });
  for (const [asked, to] of [
    ['/', 'http://m.south-freight.test/mobile'],
    ['/about/contact?x=1&y=2', 'http://m.south-freight.test/mobile/about/contact?x=1&y=2'],
    ['/en/lclFreight?portEndId=5', 'http://m.south-freight.test/en/mobile/lclFreight?portEndId=5'],
    ['/clientDownload?from=qr', 'http://m.south-freight.test/mobile/clientDownload?from=qr'],
    // a desktop-only screen (lib/screens/registry.ts): the same page on the mobile host
    ['/agreement/registerAgreement?from=qr', 'http://m.south-freight.test/agreement/registerAgreement?from=qr'],
    ['/mobile/service?areaIndex=2', 'http://m.south-freight.test/mobile/service?areaIndex=2'],
  ]) {
    for (const ua of [IPHONE, ANDROID]) {
      const res = await on(`south.localhost:${port}`, asked!, ua);
      expect(res.status(), asked).toBe(307);
      expect(res.headers().location, asked).toBe(to);
    }
  }
  // on the mobile host itself, a phone is served there (no loop), as company south
  const page = await on(`m.south-freight.test:${port}`, '/mobile/about/contact', IPHONE);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('鹏程海联');
  // …and a phone asking for a desktop page there gets its mobile page on the same host
  const desk = await on(`m.south-freight.test:${port}`, '/about?areaId=2', ANDROID);
  expect(desk.status()).toBe(307);
  expect(new URL(desk.headers().location!, 'http://x').pathname + new URL(desk.headers().location!, 'http://x').search).toBe('/mobile/about?areaId=2');
  // …and is served a desktop-only screen there as it is, an unknown path as the mobile 404
  expect((await on(`m.south-freight.test:${port}`, '/agreement/registerAgreement?from=qr', IPHONE)).status()).toBe(200);
  const unknown = await on(`m.south-freight.test:${port}`, '/nonexistent-xyz', IPHONE);
  expect(unknown.status()).toBe(404);
  // the 404 is streamed: the mobile layout is in the answer's payload, rendered by the browser
  expect(await unknown.text()).toContain('mobile-frame');
  // a desktop on a mobile path goes home with its query; on the main host it is not sent anywhere
  const desktopOnMobile = await on(`m.south-freight.test:${port}`, '/mobile/about?areaId=2');
  expect(desktopOnMobile.status()).toBe(307);
  expect(desktopOnMobile.headers().location).toBe('/?areaId=2');
  expect((await on(`south.localhost:${port}`, '/about/contact')).status()).toBe(200);
  // company 1 has no mobile domain: its phones stay on this host's /mobile
  expect((await on(`localhost:${port}`, '/about/contact', IPHONE)).headers().location).toBe('/mobile/about/contact');
});

test('the new content screens on a phone: a document and the company card download as files, a case opens, a job is applied for with a résumé', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL, IPHONE, 390);
  const page = await context.newPage();

  await page.goto('/mobile/notification/download?category=freight');
  const doc = page.getByTestId('document').first();
  await expect(doc.getByTestId('document-size')).toContainText(/\d+(\.\d)? KB/);
  const [file] = await Promise.all([page.waitForEvent('download'), doc.getByTestId('document-download').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(readFileSync((await file.path())!).subarray(0, 2).toString()).toBe('PK');

  await page.goto('/mobile/about/contact/data');
  await expect(page.getByTestId('contact-data')).toContainText('021-6588 7200');
  const [card] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-vcard').click()]);
  expect(readFileSync((await card.path())!, 'utf8')).toMatch(/^BEGIN:VCARD\r\n/);

  await page.goto('/mobile/serviceCases');
  const cardText = await page.getByTestId('case').first().getByRole('link').innerText();
  await page.getByTestId('case').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/mobile\/caseDetail\?id=\d+$/);
  const heading = (await page.locator('h1').innerText()).trim();
  expect(heading.length).toBeGreaterThan(4);
  expect(cardText).toContain(heading);

  // a phone asking for the client software gets its mobile page: the phone apps first, from the client download host
  await page.goto('/clientDownload');
  await expect(page).toHaveURL(/\/mobile\/clientDownload$/);
  const clients = await page.getByTestId('client-download-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(clients).toEqual(['android/latest', 'ios', 'windows/latest', 'macos/latest'].map((p) => `http://download.globalink-demo.test/client/${p}`));

  await page.goto('/mobile/joinUs/socialRecruitment');
  await page.getByTestId('job').first().getByTestId('job-apply').click();
  const dialog = page.getByTestId('job-dialog');
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const name = `手机求职${Date.now().toString(36)}`;
  await dialog.getByLabel(cn.JobApplication.name).fill(name);
  await dialog.getByLabel(cn.JobApplication.phone).fill('13812345679');
  await dialog.getByLabel(cn.JobApplication.email).fill('phone.applicant@example.com');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
  await dialog.locator('input[type=file]').setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByTestId('job-submit').click();
  await expect(dialog.getByTestId('job-sent')).toBeVisible();
  await context.close();
});

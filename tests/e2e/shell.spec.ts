// The site shell on the production build at 1280 px, in Chinese and English: navbar sizes, the
// active top-menu entry, every footer link, back-to-top, the language switch, the cookie notice
// and the 404 page.
import { expect, test, type Page } from '@playwright/test';
import { businessToday } from '../../lib/businessTime';

const LOCALES = [
  { name: 'cn', prefix: '', home: '首页', lcl: '拼箱运价', contact: '联系我们', news: '新闻资讯', notFound: '抱歉，您访问的页面不存在', notFoundTitle: /^页面不存在/, other: 'This page could not be found' },
  { name: 'en', prefix: '/en', home: 'Home', lcl: 'LCL Price', contact: 'Contact Us', news: 'News', notFound: 'This page could not be found', notFoundTitle: /^Page not found/, other: '抱歉' },
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice floats over the page bottom; the footer tests click under it.
  await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL ?? 'http://localhost:3100' }]);
});

/** The header's user island has asked the server who is logged in: the page is hydrated. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('login-button')).toBeVisible();
}

const activeItem = (page: Page) => page.locator('[data-testid="menu-item"][data-active]');

for (const l of LOCALES) {
  test.describe(`shell (${l.name})`, () => {
    test('navbar: top 42 px, bottom 72 px, 114 px in all', async ({ page }) => {
      await page.goto(`${l.prefix}/about/contact`);
      const [top, bottom, all] = await Promise.all(['navbar-top', 'navbar-bottom', 'navbar'].map((id) => page.getByTestId(id).boundingBox()));
      expect([top?.height, bottom?.height, all?.height]).toEqual([42, 72, 114]);
      expect(bottom!.y).toBe(top!.y + 42);
      const vars = await page.evaluate(() => ['--nav-top-height', '--nav-bottom-height', '--nav-height'].map((v) => getComputedStyle(document.documentElement).getPropertyValue(v).trim()));
      expect(vars).toEqual(['42px', '72px', '114px']);
    });

    test('the active menu entry follows the path', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await hydrated(page);
      await expect(activeItem(page)).toHaveText(l.home);

      await page.goto(`${l.prefix}/lclFreight`);
      await expect(activeItem(page)).toHaveText(l.lcl);

      await page.goto(`${l.prefix}/about/contact`);
      await expect(activeItem(page)).toHaveText(l.contact);

      // an article lies under the news centre (/notification, in the News dropdown): News stays lit
      await page.goto(`${l.prefix}/notification/news`);
      await hydrated(page);
      await expect(activeItem(page)).toHaveCount(1);
      await page.getByTestId('news-list').locator('h2 a').first().click();
      await expect(page).toHaveURL(/\/notification\/newsInfo\?id=\d+$/);
      await expect(page.locator('h1')).toBeVisible();
      await expect(activeItem(page)).toHaveText(new RegExp(`^${l.news}`));

      await page.goto(`${l.prefix}/no-such-page`);
      await hydrated(page);
      await expect(activeItem(page)).toHaveCount(0);
    });

    test('every footer link opens a page whose heading names it', async ({ page }) => {
      test.setTimeout(240_000); // 16 page loads
      await page.goto(`${l.prefix}/about/contact`);
      const links = page.getByTestId('footer-link');
      const count = await links.count();
      expect(count).toBe(16);
      for (let i = 0; i < count; i++) {
        await page.goto(`${l.prefix}/about/contact`);
        const link = links.nth(i);
        const label = (await link.getAttribute('data-label'))!;
        const href = (await link.getAttribute('href'))!;
        await link.click();
        await expect(page, `${label} → ${href}`).toHaveURL((url) => `${url.pathname}${url.search}` === href);
        await expect(page.locator('h1:visible'), `${label} → ${href}`).toContainText(label, { ignoreCase: true });
      }
    });

    test('back-to-top appears from 615 px of scroll and takes the page up', async ({ page }) => {
      await page.goto(`${l.prefix}/service?areaIndex=0`);
      await hydrated(page);
      const button = page.getByTestId('back-to-top');
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForTimeout(300);
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 615));
      await expect(button).toBeVisible();
      // 54 px, fixed 106 px from the bottom and 24 px from the right (once its fade-in has ended)
      await expect
        .poll(async () => {
          const box = await button.boundingBox();
          return box && [box.width, box.height, 900 - box.y - box.height, 1280 - box.x - box.width];
        })
        .toEqual([54, 54, 106, 24]);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
      await expect(button).toBeHidden();
    });

    test('an unknown path is a 404 inside the site layout, in the page’s language only, with its own title', async ({ page }) => {
      const res = await page.goto(`${l.prefix}/no-such-page/at-all`);
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('not-found').getByRole('heading')).toHaveText(l.notFound);
      await expect(page.getByTestId('not-found')).not.toContainText(l.other);
      await expect(page).toHaveTitle(l.notFoundTitle);
      await expect(page.getByTestId('navbar')).toBeVisible();
      await page.getByTestId('back-home').click();
      await expect(page).toHaveURL((url) => url.pathname === (l.prefix || '/'));
    });
  });
}

test('the language switch keeps the page and its query', async ({ page }) => {
  await page.goto('/about/contact?x=1');
  await hydrated(page);
  await page.getByTestId('locale-en').click();
  await expect(page).toHaveURL(/\/en\/about\/contact\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Contact Us');
  await hydrated(page);
  await page.getByTestId('locale-cn').click();
  await expect(page).toHaveURL((url) => url.pathname === '/about/contact' && url.search === '?x=1');
  await expect(page.locator('h1')).toHaveText('联系我们');
});

test('service and about sections follow the query, also on client navigation', async ({ page }) => {
  await page.goto('/service?areaIndex=2');
  await expect(page.locator('h1:visible')).toHaveText('中欧班列');
  await expect(page).toHaveTitle(/^中欧班列/);
  await hydrated(page);
  await page.getByRole('link', { name: '仓储服务' }).click();
  await expect(page).toHaveURL(/areaIndex=6$/);
  await expect(page.locator('h1:visible')).toHaveText('仓储服务');
  await page.goto('/en/about?areaId=4');
  await expect(page.locator('h2:visible').first()).toHaveText('History');
  await expect(page.getByTestId('history-timeline')).toBeVisible();
});

test('the cookie notice stays away once accepted', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // in the cached page's HTML for everyone, hidden; the visitor's browser decides before the first paint
  const html = await (await page.request.get('/en/about/contact')).text();
  expect(html).toMatch(/<div id="cookie-notice"[^>]* hidden=""/);
  await page.goto('/en/about/contact');
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  await page.getByTestId('cookie-accept').click();
  await expect(page.getByTestId('cookie-notice')).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('cookie-notice')).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookieConsent')?.value).toBe('1');
  // accepted on another page of the site (localStorage only, as the workspace's notice also writes it): hidden too
  await context.clearCookies();
  await page.goto('/about/contact');
  await hydrated(page);
  await expect(page.getByTestId('cookie-notice')).toBeHidden();
  await page.evaluate(() => window.localStorage.removeItem('cookieConsent'));
  await page.reload();
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  await context.close();
});

// The copyright year is the year in China, the portal's business day (not the test machine's zone).
const chinaYear = () => businessToday().getUTCFullYear();

test('the footer shows the enterprise info and keeps it locally', async ({ page }) => {
  await page.goto('/about/contact');
  await expect(page.getByTestId('footer-address')).toContainText('021-6588 7200');
  await expect(page.getByTestId('filing-link')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(page.getByTestId('filing-link')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('copyright')).toContainText(String(chinaYear()));
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('footerInfo') ?? '{}').phone)).toBe('021-6588 7200');
  await page.goto('/en/about/contact');
  await expect(page.getByTestId('copyright')).toHaveText(`Copyright © ${chinaYear()} Globalink Sea Logistics Group Co., Ltd. All rights reserved.`);
});

test('the mini-program popover shows a QR code of the mini-program link', async ({ page }) => {
  await page.goto('/about/contact');
  await hydrated(page);
  await page.getByTestId('mini-program').hover();
  await expect(page.getByTestId('mini-program-qr')).toBeVisible();
  await expect(page.getByTestId('mini-program-link')).toHaveAttribute('href', /\/mobile\?from=miniprogram/);
});

test('a logged-in visitor sees the welcome, the user menu, and can log out', async ({ page }) => {
  const login = await page.request.post('/api/webuser/login', { data: { account: '13800000002', password: 'Demo123456' } });
  expect(login.ok()).toBe(true);
  await page.goto('/about/contact');
  const user = page.getByTestId('header-user');
  await expect(user).toContainText('欢迎您，待认证用户');
  await expect(user.getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '/workspace/editInfo');
  await user.getByRole('button', { name: '我的' }).hover();
  await expect(user.getByRole('menuitem', { name: '我的订单' })).toHaveAttribute('href', '/workspace/orders');
  await expect(user.getByRole('menuitem', { name: '我的报价' })).toHaveAttribute('href', '/workspace/quotations');
  await user.getByRole('menuitem', { name: '退出登录' }).click();
  await hydrated(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});

test('a code chunk that fails to load (an open tab after a deployment) reloads the page, at most once per 60 s', async ({ page }) => {
  await page.goto('/about/contact');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // What the page has loaded stays available; any other chunk now fails, as when a new build replaced it.
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  await page.route('**/_next/static/chunks/**', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));

  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-button').click(); // the login overlay's chunk fails
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);

  // Again within 60 s: no reload loop; the localized error page instead of a raw message.
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { afterReload: true }));
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByTestId('error-page')).toContainText('出错了');
  await expect(page.getByTestId('error-page')).not.toContainText('chunk');
  expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
});

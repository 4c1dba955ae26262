import { describe, expect, it } from 'vitest';
import { isMobilePath, isMobileUserAgent, isOnHost, mobileDomainHost } from '@/lib/routing/device';
import {
  authGuard,
  firstMenuTab,
  deviceGuard,
  isGuardedPath,
  isWorkspacePath,
  normalizePath,
  permissionGuard,
  runGuards,
  splitLocale,
  tabGuard,
  workspaceTab,
  type GuardInput,
} from '@/lib/routing/guards';
import { workspaceMenu, workspaceUserMenu } from '@/lib/config/workspaceMenu';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36';

const base: GuardInput = {
  pathname: '/',
  search: '',
  userAgent: DESKTOP,
  hasAuthor: false,
  host: 'localhost:3000',
  protocol: 'http:',
  company: { mobileDomainName: '', scanFlag: true },
};
const input = (over: Partial<GuardInput>): GuardInput => ({ ...base, ...over });
const redirect = (location: string, reason: string) => ({ action: 'redirect', location, reason });
const NEXT = { action: 'next' };

describe('device detection', () => {
  it.each([
    IPHONE,
    ANDROID,
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)',
    'SymbianOS/9.4; Series60/5.0 NokiaN97',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0)',
    'mozilla/5.0 (linux; ANDROID 10)',
  ])('mobile: %s', (ua) => expect(isMobileUserAgent(ua)).toBe(true));
  it.each([DESKTOP, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', '', null, undefined])(
    'desktop: %j',
    (ua) => expect(isMobileUserAgent(ua)).toBe(false),
  );
  it('mobile paths are /mobile and below only', () => {
    expect(isMobilePath('/mobile')).toBe(true);
    expect(isMobilePath('/mobile/scan')).toBe(true);
    expect(isMobilePath('/mobileApp')).toBe(false);
    expect(isMobilePath('/')).toBe(false);
  });
  it('reads the mobile domain in any of its written forms', () => {
    expect(mobileDomainHost('m.example.com')).toBe('m.example.com');
    expect(mobileDomainHost('https://M.Example.com/')).toBe('m.example.com');
    expect(mobileDomainHost('m.example.com:8080')).toBe('m.example.com:8080');
    expect(mobileDomainHost('  ')).toBe('');
    expect(mobileDomainHost('http://')).toBe('');
    expect(isOnHost('m.example.com:3000', 'm.example.com')).toBe(true);
    expect(isOnHost('m.example.com:3000', 'm.example.com:8080')).toBe(false);
    expect(isOnHost('www.example.com', 'm.example.com')).toBe(false);
  });
});

describe('paths', () => {
  it('splits the locale prefix, keeping what redirects must keep', () => {
    expect(splitLocale('/en/workspace/editInfo')).toEqual({ prefix: '/en', path: '/workspace/editInfo' });
    expect(splitLocale('/en')).toEqual({ prefix: '/en', path: '/' });
    expect(splitLocale('/workspace/')).toEqual({ prefix: '', path: '/workspace' });
    expect(splitLocale('/cn/workspace')).toEqual({ prefix: '', path: '/workspace' });
    expect(splitLocale('/english')).toEqual({ prefix: '', path: '/english' });
    expect(normalizePath('/a/b/?x=1#h')).toBe('/a/b');
  });
  it('workspace paths are /workspace and below, every workspace menu item included', () => {
    for (const item of [...workspaceMenu, ...workspaceUserMenu]) expect(isWorkspacePath(item.path)).toBe(true);
    expect(isWorkspacePath('/workspace')).toBe(true);
    expect(isWorkspacePath('/workspaces')).toBe(false);
    expect(isWorkspacePath('/about')).toBe(false);
  });
  it('never guards the API, static files, Next files or the staff console', () => {
    for (const p of ['/api/webuser/session', '/_next/static/x.js', '/brand/hq/logo.svg', '/favicon.ico', '/staff', '/en/staff/login', '/staff/orders'])
      expect(isGuardedPath(p), p).toBe(false);
    for (const p of ['/', '/en', '/workspace', '/mobile', '/staffing']) expect(isGuardedPath(p), p).toBe(true);
  });
});

describe('1. auth guard', () => {
  it('passes anyone holding an author cookie', () => {
    expect(authGuard({ pathname: '/workspace/orders', hasAuthor: true })).toEqual(NEXT);
  });
  it('sends a logged-out visitor of a workspace path home, in the same locale', () => {
    expect(authGuard({ pathname: '/workspace', hasAuthor: false })).toEqual(redirect('/', 'auth'));
    expect(authGuard({ pathname: '/workspace/quotations/', hasAuthor: false })).toEqual(redirect('/', 'auth'));
    expect(authGuard({ pathname: '/en/workspace/editInfo', hasAuthor: false })).toEqual(redirect('/en', 'auth'));
  });
  it('lets logged-out visitors see every other page', () => {
    expect(authGuard({ pathname: '/lclFreight', hasAuthor: false })).toEqual(NEXT);
    expect(authGuard({ pathname: '/en', hasAuthor: false })).toEqual(NEXT);
  });
});

describe('2. device guard', () => {
  it('mobile with a mobile domain: that domain, the path mapped to its mobile page, query kept, request protocol', () => {
    const co = { mobileDomainName: 'm.globalink.test', scanFlag: true };
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/en/lclFreight', search: '?pol=1' }))).toEqual(
      redirect('http://m.globalink.test/en/mobile/lclFreight?pol=1', 'mobileDomain'),
    );
    expect(deviceGuard(input({ userAgent: ANDROID, company: co, protocol: 'https', pathname: '/mobile' }))).toEqual(
      redirect('https://m.globalink.test/mobile', 'mobileDomain'),
    );
  });
  it('the mobile domain wins over scanFlag (spec order)', () => {
    const co = { mobileDomainName: 'https://m.globalink.test/', scanFlag: false };
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/mobile' }))).toEqual(
      redirect('http://m.globalink.test/mobile', 'mobileDomain'),
    );
  });
  it('already on the mobile domain: no loop, the remaining rules apply', () => {
    const co = { mobileDomainName: 'm.globalink.test', scanFlag: true };
    const d = deviceGuard(input({ userAgent: IPHONE, company: co, host: 'm.globalink.test:3000', pathname: '/about' }));
    expect(d).toEqual(redirect('/mobile/about', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, host: 'm.globalink.test', pathname: '/mobile' }))).toEqual(NEXT);
  });
  it('mobile, no domain, scanFlag set, not on a mobile path: /mobile with the query', () => {
    expect(deviceGuard(input({ userAgent: IPHONE }))).toEqual(redirect('/mobile', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/lclFreight', search: '?a=1&b=2' }))).toEqual(
      redirect('/mobile/lclFreight?a=1&b=2', 'toMobile'),
    );
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/en/about' }))).toEqual(redirect('/en/mobile/about', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/lclFreight' }))).toEqual(redirect('/mobile/lclFreight', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/schedules', search: '?pol=CNSHA' }))).toEqual(redirect('/mobile/schedules?pol=CNSHA', 'toMobile'));
    // every rate screen and a rate's terms have their mobile page (the footer's eCommerce links)
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/rates', search: '?portStartId=1' }))).toEqual(redirect('/mobile/rates?portStartId=1', 'toMobile'));
    expect(deviceGuard(input({ userAgent: ANDROID, pathname: '/rates/spot' }))).toEqual(redirect('/mobile/rates/spot', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/airFreight' }))).toEqual(redirect('/mobile/airFreight', 'toMobile'));
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/lclFreight/ShowTextDialog', search: '?id=7' }))).toEqual(redirect('/mobile/lclFreight/ShowTextDialog?id=7', 'toMobile'));
    // a rate alert's spot link opened from a phone's mail keeps its offer and prefill flag
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/lookPresentCabin/reserve', search: '?offerId=7&prefill=1' }))).toEqual(
      redirect('/mobile/lookPresentCabin/reserve?offerId=7&prefill=1', 'toMobile'),
    );
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/en/lookPresentCabin' }))).toEqual(redirect('/en/mobile/lookPresentCabin', 'toMobile'));
    // a booking link (the rate cards' "Book", a mailed link) keeps what the form is prefilled from
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/en/booking', search: '?pol=CNSHA&pod=NLRTM&ref=rate:1' }))).toEqual(
      redirect('/en/mobile/booking?pol=CNSHA&pod=NLRTM&ref=rate:1', 'toMobile'),
    );
  });
  it('a phone asking for a desktop-only screen gets the desktop page: no redirect, never the mobile home', () => {
    // the API documentation, the registration agreement and the subscription page
    for (const pathname of ['/orderSearch/api', '/agreement/registerAgreement', '/subscription']) {
      expect(deviceGuard(input({ userAgent: IPHONE, pathname, search: '?pol=CNSHA&pod=NLRTM' })), pathname).toEqual(NEXT);
      expect(runGuards(input({ userAgent: ANDROID, pathname })), pathname).toEqual(NEXT);
    }
  });
  it('a phone on a path no screen claims is served the mobile 404, the URL unchanged', () => {
    const notFound = { action: 'rewrite', path: '/mobile/404', reason: 'mobileNotFound' };
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/nonexistent-xyz' }))).toEqual(notFound);
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/en/nonexistent-xyz', search: '?a=1' }))).toEqual(notFound);
    // a path one segment past a screen is no screen either
    expect(runGuards(input({ userAgent: ANDROID, pathname: '/lclFreight/nope' }))).toEqual(notFound);
    // a desktop on the same path is not sent anywhere: the desktop site's own 404 answers it
    expect(deviceGuard(input({ pathname: '/nonexistent-xyz' }))).toEqual(NEXT);
    // without scanFlag the mobile site is off: the desktop 404
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/nonexistent-xyz', company: { mobileDomainName: '', scanFlag: false } }))).toEqual(NEXT);
  });
  it('a phone keeps the id of a page with a dynamic segment', () => {
    expect(runGuards(input({ userAgent: IPHONE, pathname: '/en/workspace/orders/42', hasAuthor: true }))).toEqual(redirect('/en/mobile/orders/42', 'toMobile'));
  });
  it('with a mobile domain, a desktop-only screen keeps its path on that domain', () => {
    const co = { mobileDomainName: 'm.globalink.test', scanFlag: true };
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/orderSearch/api', search: '?pol=CNSHA' }))).toEqual(
      redirect('http://m.globalink.test/orderSearch/api?pol=CNSHA', 'mobileDomain'),
    );
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, host: 'm.globalink.test', pathname: '/orderSearch/api' }))).toEqual(NEXT);
  });
  it('mobile, scanFlag set, already on a mobile path: stays', () => {
    expect(deviceGuard(input({ userAgent: IPHONE, pathname: '/mobile/scan', search: '?code=x' }))).toEqual(NEXT);
  });
  it('mobile without scanFlag on a mobile path: home (same locale)', () => {
    const co = { mobileDomainName: '', scanFlag: false };
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/mobile', search: '?x=1' }))).toEqual(
      redirect('/', 'mobileNoScan'),
    );
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/en/mobile/scan' }))).toEqual(redirect('/en', 'mobileNoScan'));
  });
  it('mobile without scanFlag elsewhere: the desktop site', () => {
    const co = { mobileDomainName: '', scanFlag: false };
    expect(deviceGuard(input({ userAgent: IPHONE, company: co, pathname: '/about' }))).toEqual(NEXT);
  });
  it('desktop on a mobile path: home with the query', () => {
    expect(deviceGuard(input({ pathname: '/mobile', search: '?x=1' }))).toEqual(redirect('/?x=1', 'desktopOnMobile'));
    expect(deviceGuard(input({ pathname: '/en/mobile/scan', search: '?x=1' }))).toEqual(redirect('/en?x=1', 'desktopOnMobile'));
    expect(deviceGuard(input({ pathname: '/mobile', search: '?' }))).toEqual(redirect('/', 'desktopOnMobile'));
  });
  it('desktop elsewhere, even with a mobile domain: stays', () => {
    expect(deviceGuard(input({ pathname: '/about', company: { mobileDomainName: 'm.x.test', scanFlag: true } }))).toEqual(NEXT);
  });
  it('a phone that chose the desktop site for the session is served as a desktop', () => {
    expect(deviceGuard(input({ userAgent: IPHONE, prefersDesktop: true, pathname: '/about' }))).toEqual(NEXT);
    expect(deviceGuard(input({ userAgent: ANDROID, prefersDesktop: true, company: { mobileDomainName: 'm.x.test', scanFlag: true } }))).toEqual(NEXT);
    expect(deviceGuard(input({ userAgent: IPHONE, prefersDesktop: true, pathname: '/mobile', search: '?x=1' }))).toEqual(redirect('/?x=1', 'desktopOnMobile'));
  });
  it('stays out of the way when the company is unknown', () => {
    expect(deviceGuard(input({ userAgent: IPHONE, company: null }))).toEqual(NEXT);
    expect(deviceGuard(input({ pathname: '/mobile', company: null }))).toEqual(NEXT);
  });
});

describe('3. tab and 4. permission', () => {
  it('the workspace tab is the item whose path equals the current path', () => {
    expect(workspaceTab('/workspace/editInfo')?.key).toBe('editInfo');
    expect(workspaceTab('/en/workspace/orders/')?.key).toBe('orders');
    expect(workspaceTab('/workspace/quotations?page=2')?.key).toBe('quotations');
    expect(workspaceTab('/workspace')).toBeNull();
    expect(workspaceTab('/workspace/editInfo/more')).toBeNull();
  });
  it('the first-menu tab is the top-menu entry of the path, -1 for none', () => {
    expect(firstMenuTab('/')).toBe(0);
    expect(firstMenuTab('/en/lclFreight?x=1')).toBe(1);
    expect(firstMenuTab('/workspace/editInfo')).toBe(-1);
  });
  it('tab and permission steps never redirect', () => {
    expect(tabGuard()).toEqual(NEXT);
    expect(permissionGuard()).toEqual(NEXT);
  });
});

describe('runGuards', () => {
  it('auth comes before device: a logged-out phone on /workspace goes home first', () => {
    expect(runGuards(input({ userAgent: IPHONE, pathname: '/workspace' }))).toEqual(redirect('/', 'auth'));
  });
  it('a logged-in phone on /workspace meets the device guard', () => {
    expect(runGuards(input({ userAgent: IPHONE, pathname: '/workspace', hasAuthor: true }))).toEqual(redirect('/mobile/profile', 'toMobile'));
  });
  it('a logged-in desktop on the workspace passes', () => {
    expect(runGuards(input({ pathname: '/en/workspace/editInfo', hasAuthor: true }))).toEqual(NEXT);
  });
  it('skips unguarded paths entirely', () => {
    expect(runGuards(input({ userAgent: IPHONE, pathname: '/api/webuser/session' }))).toEqual(NEXT);
    expect(runGuards(input({ userAgent: IPHONE, pathname: '/staff/login' }))).toEqual(NEXT);
    expect(runGuards(input({ pathname: '/workspace/logo.png' }))).toEqual(NEXT);
  });
});

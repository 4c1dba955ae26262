// The screen registry (lib/screens/registry.ts) against the page files under app/: every page is a
// screen's page and every screen's page exists; every screen has its mobile page or says why not.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { href, MOBILE_NOT_FOUND_PATH, MOBILE_LATER, needsLogin, pageRoute, pathOf, screenAt, SCREENS } from '@/lib/screens/registry';
import { MENU, type MenuItem } from '@/lib/config/menu';
import { FOOTER } from '@/lib/config/footer';
import { workspaceItems } from '@/lib/config/workspaceMenu';
import { MOBILE_FOOTER_LINKS, MOBILE_SHORTCUTS, MOBILE_TABS, mobilePathFor } from '@/lib/config/mobile';

const PAGES_ROOT = path.join(process.cwd(), 'app', '[locale]', '[company]');

/** The URL path of every page file under app/[locale]/[company] (route groups dropped), with its file. */
function pageFiles(dir = PAGES_ROOT): { url: string; file: string }[] {
  const found: { url: string; file: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...pageFiles(full));
    else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      const segments = path
        .relative(PAGES_ROOT, dir)
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s));
      found.push({ url: `/${segments.join('/')}`, file: path.relative(process.cwd(), full) });
    }
  }
  return found;
}

const CATCH_ALL = /\/\[\.\.\.\w+\]$/;
const pages = pageFiles();
const pageUrls = new Set(pages.filter((p) => !CATCH_ALL.test(p.url)).map((p) => p.url));
// a query screen's page sits in `[q]/` below its path (lib/screens/queryFold.ts)
const screenUrls = new Set(SCREENS.flatMap((s) => [s.desktop, s.mobile].filter((p): p is string => !!p).map((p) => pageRoute(p))));

describe('screen registry and the page files', () => {
  it('finds the pages (the walk itself works)', () => {
    expect(pageUrls.has('/')).toBe(true);
    expect(pageUrls.has('/mobile/lclFreight')).toBe(true);
    expect(pageUrls.has('/workspace/orders/[id]')).toBe(true);
    expect(pageUrls.has('/staff/login')).toBe(true);
  });

  it('every page file is the page of a registered screen', () => {
    const orphans = pages.filter((p) => !CATCH_ALL.test(p.url) && !screenUrls.has(p.url)).map((p) => `${p.file} (${p.url})`);
    expect(orphans, 'page files no screen of lib/screens/registry.ts names').toEqual([]);
  });

  it("every screen's desktop and mobile page exists", () => {
    const missing = SCREENS.flatMap((s) => [s.desktop, s.mobile].filter((p): p is string => !!p && !pageUrls.has(pageRoute(p))).map((p) => `${s.id}: ${p}`));
    expect(missing, 'registered paths without a page file').toEqual([]);
  });

  it('the only catch-alls are the two 404s: the site and the mobile site', () => {
    expect(pages.filter((p) => CATCH_ALL.test(p.url)).map((p) => p.url).sort()).toEqual(['/[...rest]', '/mobile/[...rest]']);
  });

  it('a phone’s unknown path lands on the mobile catch-all, a path no screen claims', () => {
    expect(screenAt(MOBILE_NOT_FOUND_PATH)).toBeNull();
    expect(MOBILE_NOT_FOUND_PATH.split('/').length).toBe(3);
  });
});

describe('every screen is on both surfaces or says why not', () => {
  it.each(SCREENS.map((s) => [s.id, s] as const))('%s', (_, s) => {
    if (s.desktopOnly) {
      expect(s.mobile, 'a desktop-only screen has no mobile page').toBeUndefined();
      expect(s.desktop).toBeTruthy();
      expect(s.desktopOnly.length, 'the reason, in words').toBeGreaterThan(20);
    } else {
      expect(s.mobile, 'a screen that is not desktop-only needs its mobile page').toBeTruthy();
      expect(s.mobile === '/mobile' || s.mobile!.startsWith('/mobile/')).toBe(true);
    }
    if (!s.desktop) {
      const counterpart = SCREENS.find((x) => x.id === s.desktopCounterpart);
      expect(counterpart?.desktop, 'a mobile-only screen names the desktop screen serving the same purpose').toBeTruthy();
    } else {
      expect(s.desktop === '/' || !s.desktop.startsWith('/mobile')).toBe(true);
      expect(s.desktopCounterpart).toBeUndefined();
    }
    expect(['public', 'user', 'certified', 'staff']).toContain(s.access);
  });

  it('ids and desktop paths are unique', () => {
    const desktops = SCREENS.flatMap((s) => (s.desktop ? [s.desktop] : []));
    expect(new Set(desktops).size).toBe(desktops.length);
  });

  it('the screens waiting for their mobile form are desktop-only with the honest reason', () => {
    for (const id of ['subscription', 'registerAgreement'] as const) expect(SCREENS.find((s) => s.id === id)?.desktopOnly).toBe(MOBILE_LATER);
  });

  it('the FCL, air and SPOT rates and a rate\'s terms have their mobile pages', () => {
    expect(href('fclRates', {}, 'mobile')).toBe('/mobile/rates');
    expect(href('airFreight', {}, 'mobile')).toBe('/mobile/airFreight');
    expect(href('spotRates', { portStartId: 1 }, 'mobile')).toBe('/mobile/rates/spot?portStartId=1');
    expect(href('rateText', { id: 7 }, 'mobile')).toBe('/mobile/lclFreight/ShowTextDialog?id=7');
    expect(mobilePathFor('/rates/spot')).toBe('/mobile/rates/spot');
  });

  it('staff screens are desktop-only and never indexed; indexed screens are public', () => {
    for (const s of SCREENS) {
      if (s.access === 'staff') expect(s.desktopOnly && !s.indexed && s.desktop?.startsWith('/staff')).toBeTruthy();
      if (s.indexed) expect(s.access, s.id).toBe('public');
    }
  });
});

describe('paths and links from the registry', () => {
  it('finds the screen of a path on its surface, dynamic segments included', () => {
    expect(screenAt('/lclFreight')?.screen.id).toBe('lclFreight');
    expect(screenAt('/mobile/lclFreight')).toMatchObject({ surface: 'mobile', screen: { id: 'lclFreight' } });
    expect(screenAt('/workspace/orders/12')).toMatchObject({ screen: { id: 'orderDetail' }, params: { id: '12' } });
    expect(screenAt('/nonexistent-xyz')).toBeNull();
    expect(screenAt('/lclFreight/nope')).toBeNull();
  });

  it('href: the page on the surface asked for, params in the path or the query', () => {
    expect(href('lclFreight')).toBe('/lclFreight');
    expect(href('lclFreight', { portEndId: 3 }, 'mobile')).toBe('/mobile/lclFreight?portEndId=3');
    expect(href('orderDetail', { id: 42 }, 'mobile')).toBe('/mobile/orders/42');
    expect(href('orderDetail', { id: 42, tab: 'history' })).toBe('/workspace/orders/42?tab=history');
    // a desktop-only screen from the mobile site: its desktop page
    expect(href('pdf', { quotation: 'Q1', carrier: undefined }, 'mobile')).toBe('/pdf?quotation=Q1');
    // the booking screen on a phone, its link's query kept
    expect(href('booking', { pol: 'CNSHA', carrier: undefined, ref: 'rate:7' }, 'mobile')).toBe('/mobile/booking?pol=CNSHA&ref=rate%3A7');
    // a mobile-only screen from the desktop site: its counterpart
    expect(href('sales', {}, 'desktop')).toBe('/about/contact');
    expect(pathOf('spotPay', 'desktop')).toBe('/lookPresentCabin');
  });

  it('the auth guard’s pages are the login screens’ desktop pages and below', () => {
    for (const s of SCREENS.filter((x) => x.access === 'user' && x.desktop)) expect(needsLogin(s.desktop!.replace('[id]', '1')), s.id).toBe(true);
    expect(needsLogin('/workspace/no-such-page')).toBe(true);
    expect(needsLogin('/lclFreight')).toBe(false);
    expect(needsLogin('/mobile/profile')).toBe(false);
  });
});

describe('navigation leads to screens of its surface', () => {
  const publicDesktop = (p: string) => {
    const at = screenAt(p.split('?')[0]!);
    return at && at.surface === 'desktop' && at.screen.access === 'public' ? at.screen.id : null;
  };
  const menuPaths = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.clickEvent ? [i.clickEvent.path] : []), ...menuPaths(i.children ?? [])]);

  it('the top menu and the footer link public desktop screens only', () => {
    for (const p of [...menuPaths(MENU), ...FOOTER.groups.flat().map((l) => l.path)]) expect(publicDesktop(p), p).not.toBeNull();
  });

  it('the workspace menus link login screens', () => {
    for (const item of workspaceItems) expect(screenAt(item.path)?.screen.access, item.path).toBe('user');
  });

  it('the mobile tabs, shortcuts and footer link mobile pages', () => {
    for (const { path: p } of [...MOBILE_TABS, ...MOBILE_SHORTCUTS, ...MOBILE_FOOTER_LINKS]) expect(screenAt(p)?.surface, p).toBe('mobile');
    expect(MOBILE_FOOTER_LINKS.map((l) => l.key)).toEqual(['about', 'contact', 'joinUs']);
  });
});

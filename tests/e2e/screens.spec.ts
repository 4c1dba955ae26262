// Every screen of the registry (lib/screens/registry.ts) on the production build, driven by the
// registry itself: each screen open without a login answers 200 on its surface in both languages —
// at 1280 and 1440 px with a desktop browser, at 390 px on a phone (iPhone 13, in Chromium) — without
// a horizontal scroll, with no raw message key, no English interface text on a Chinese page (an
// English message shown where its Chinese one belongs), and its primary actions inside the viewport; a phone asking for a desktop-only screen is served that screen where it asked
// (no redirect, not the mobile home); an unknown path is a 404 on both surfaces, the phone's inside
// the mobile layout. Screens that need a login (access 'user': the workspace and the phone's profile,
// orders, quotations, spot cargo, alerts) and those for certified users (booking, space reservation)
// are walked the same way as the certified demo shipper, at 1280 and 1440 px and on the phone.
// At 1280 px and on the phone each page is also checked with axe (tests/a11y/axe.ts): no serious or
// critical violation of WCAG 2.0/2.1 A and AA or axe's best practices.
import { expect, test, type Page } from '@playwright/test';
import { at, DESKTOP, DESKTOP_1280, LOCALES, OPEN, openStops, PHONE, sampleIds, signedInStops, visit } from './screenWalk';
import { cn as CN, en as EN } from './messages';
import { axeViolations } from '../a11y/axe';

// Each walk is a browser context of its own: the walks spread over the workers instead of one
// worker walking all of them after the others are done.
test.describe.configure({ mode: 'parallel' });

const NOT_FOUND = { zh: CN.NotFound.title as string, en: EN.NotFound.title as string };

/** Every message as [key path, text], e.g. ['Console.rates.space.available', 'Available']. */
function flat(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v as Record<string, unknown>, `${prefix}${k}.`)));
}
const CN_FLAT = new Map(flat(CN));
/** Message keys as next-intl prints a missing one ('Namespace.key'): none may reach a page. */
const KEYS = [...CN_FLAT.keys()].filter((k) => k.includes('.'));
/**
 * English interface texts whose Chinese differs: on a Chinese page, a text node that reads exactly
 * one of these is an untranslated label (names and codes are data, not messages, and stay allowed).
 */
const ENGLISH_ONLY = new Set(
  flat(EN)
    .filter(([k, en]) => /[a-z]{2,}/.test(en) && !/[{<]/.test(en) && en.trim().length >= 4 && CN_FLAT.has(k) && CN_FLAT.get(k) !== en)
    .map(([, en]) => en.trim())
    .filter((en) => ![...CN_FLAT.values()].includes(en)),
);

/** What a page shows that it should not: raw keys, English labels on a Chinese page, primary actions out of view. */
async function contentProblems(page: Page, lang: 'zh' | 'en'): Promise<string[]> {
  const { texts, actions } = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const t = n.textContent?.trim();
      if (!t || !el || el.closest('script,style,noscript,[hidden],[aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      texts.push(t);
    }
    // primary actions: the primary and submit buttons a person sees
    const actions: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.ant-btn-primary, button[type="submit"], [data-primary-action]'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let clipped = r.left < 0 || r.right > window.innerWidth + 1;
      for (let a = el.parentElement; a && !clipped; a = a.parentElement) {
        const ox = getComputedStyle(a).overflowX;
        if (ox === 'visible') continue;
        const ar = a.getBoundingClientRect();
        if (r.left < ar.left - 1 || r.right > ar.right + 1) clipped = true;
      }
      if (clipped) actions.push((el.innerText || el.getAttribute('aria-label') || el.outerHTML.slice(0, 60)).trim());
    }
    return { texts, actions };
  });
  const all = texts.join('\n');
  const problems: string[] = [];
  for (const key of KEYS) if (all.includes(key)) problems.push(`raw message key ${key}`);
  if (lang === 'zh') for (const t of texts) if (ENGLISH_ONLY.has(t)) problems.push(`English text on a Chinese page: "${t}"`);
  for (const a of actions) problems.push(`primary action outside the viewport: "${a}"`);
  return problems;
}

/** A horizontal scroll shows as a page wider than the viewport. */
const overflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

for (const { lang, prefix, locale } of LOCALES) {
  test.describe(`${lang}`, () => {
    for (const surface of [
      { name: 'desktop, 1280 px', options: DESKTOP_1280, on: 'desktop' as const, axe: true },
      { name: 'desktop, 1440 px', options: DESKTOP, on: 'desktop' as const, axe: false },
      { name: 'phone, 390 px', options: PHONE, on: 'mobile' as const, axe: true },
    ]) {
      test(`${surface.name}, logged in as a certified shipper: every screen of theirs answers 200, no horizontal scroll, no raw key or stray English, primary actions in view`, async ({ browser, baseURL }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({ ...surface.options, baseURL, locale });
        const page = await context.newPage();
        for (const { screen: s, url } of await signedInStops(page, surface.on, prefix)) {
          const res = await visit(page, url);
          expect.soft(res?.status(), `${s.id} ${url}`).toBe(200);
          // the workspace opens on its first page, edit info (lib/config/workspaceMenu.ts)
          const landing = s.id === 'workspace' && surface.on === 'desktop' ? at(prefix, '/workspace/editInfo') : new URL(url, 'http://x').pathname;
          // /workspace's redirect arrives in the streamed page (Next's client redirect after the shell)
          if (new URL(page.url()).pathname !== landing) await page.waitForURL((u) => u.pathname === landing, { timeout: 10_000 }).catch(() => {});
          expect.soft(new URL(page.url()).pathname, `${s.id} ${url} stays`).toBe(landing);
          expect.soft(await page.getByTestId('not-found').count(), `${s.id} ${url} is no 404`).toBe(0);
          const w = await overflow(page);
          expect.soft(w.scroll, `${s.id} ${url}: ${w.scroll} px wide at ${w.viewport}`).toBeLessThanOrEqual(w.viewport);
          expect.soft(await contentProblems(page, lang), `${s.id} ${url}`).toEqual([]);
          if (surface.axe) expect.soft(await axeViolations(page), `axe: ${s.id} ${url}`).toEqual([]);
        }
        await context.close();
      });
    }

    for (const options of [DESKTOP_1280, DESKTOP]) {
      test(`desktop, ${options.viewport!.width} px: every open screen answers 200 on its desktop page, no horizontal scroll, no raw key or stray English, primary actions in view`, async ({ browser, baseURL }) => {
        test.setTimeout(420_000);
        const sample = await sampleIds(browser, baseURL);
        const context = await browser.newContext({ ...options, baseURL, locale });
        const page = await context.newPage();
        for (const { screen: s, url } of openStops('desktop', prefix, sample)) {
          const res = await visit(page, url);
          expect.soft(res?.status(), `${s.id} ${url}`).toBe(200);
          expect.soft(new URL(page.url()).pathname, `${s.id} ${url} stays`).toBe(at(prefix, s.desktop!));
          expect.soft(await page.getByTestId('not-found').count(), `${s.id} ${url} is no 404`).toBe(0);
          const w = await overflow(page);
          expect.soft(w.scroll, `${s.id} ${url}: ${w.scroll} px wide at ${w.viewport}`).toBeLessThanOrEqual(w.viewport);
          expect.soft(await contentProblems(page, lang), `${s.id} ${url}`).toEqual([]);
          if (options === DESKTOP_1280) expect.soft(await axeViolations(page), `axe: ${s.id} ${url}`).toEqual([]);
        }
        await context.close();
      });
    }

    test(`phone, 390 px: every open screen with a mobile page answers 200 inside the mobile layout, no horizontal scroll, no raw key or stray English, primary actions in view`, async ({ browser, baseURL }) => {
      test.setTimeout(360_000);
      const sample = await sampleIds(browser, baseURL);
      const context = await browser.newContext({ ...PHONE, baseURL, locale });
      const page = await context.newPage();
      for (const { screen: s, url } of openStops('mobile', prefix, sample)) {
        const res = await visit(page, url);
        expect.soft(res?.status(), `${s.id} ${url}`).toBe(200);
        expect.soft(new URL(page.url()).pathname, `${s.id} ${url} stays`).toBe(at(prefix, s.mobile!));
        expect.soft(await page.getByTestId('mobile-frame').count(), `${s.id} ${url} in the mobile layout`).toBe(1);
        expect.soft(await page.getByTestId('not-found').count(), `${s.id} ${url} is no 404`).toBe(0);
        const w = await overflow(page);
        expect.soft(w.scroll, `${s.id} ${url}: ${w.scroll} px wide at ${w.viewport}`).toBeLessThanOrEqual(w.viewport);
        expect.soft(await contentProblems(page, lang), `${s.id} ${url}`).toEqual([]);
        expect.soft(await axeViolations(page), `axe: ${s.id} ${url}`).toEqual([]);
      }
      await context.close();
    });

    test(`phone: a desktop-only screen is served where it was asked for, not the mobile home`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const sample = await sampleIds(browser, baseURL);
      const context = await browser.newContext({ ...PHONE, baseURL, locale });
      const page = await context.newPage();
      const desktopOnly = OPEN.filter((s) => s.desktopOnly);
      expect(desktopOnly.map((s) => s.id)).toEqual(expect.arrayContaining(['orderSearchApi', 'registerAgreement', 'subscription']));
      for (const s of desktopOnly) {
        const url = `${at(prefix, s.desktop!)}${sample[s.id] ?? '?from=phone'}`;
        const res = await visit(page, url);
        expect.soft(res?.status(), `${s.id} ${url}`).toBe(200);
        // the response of the URL asked for, not of a redirect's target
        expect.soft(res?.request().redirectedFrom(), `${s.id} ${url} is not redirected`).toBeNull();
        expect.soft(new URL(page.url()).pathname, `${s.id} ${url} stays`).toBe(at(prefix, s.desktop!));
        expect.soft(await page.getByTestId('mobile-frame').count(), `${s.id} ${url} is the desktop page, not the mobile site`).toBe(0);
        expect.soft(await page.getByTestId('not-found').count(), `${s.id} ${url} is no 404`).toBe(0);
      }
      await context.close();
    });

    test(`an unknown path is a 404 on both surfaces, the phone's in the mobile layout`, async ({ browser, baseURL }) => {
      const title = NOT_FOUND[lang];
      const desktop = await browser.newContext({ ...DESKTOP, baseURL, locale });
      const dp = await desktop.newPage();
      const res = await dp.goto(`${prefix}/nonexistent-xyz`);
      expect(res?.status()).toBe(404);
      await expect(dp.getByTestId('not-found')).toContainText(title);
      await expect(dp.getByTestId('mobile-frame')).toHaveCount(0);
      await desktop.close();

      const phone = await browser.newContext({ ...PHONE, baseURL, locale });
      const pp = await phone.newPage();
      for (const unknown of [`${prefix}/nonexistent-xyz`, `${prefix}/lclFreight/nope`, `${prefix}/mobile/nonexistent-xyz`]) {
        const r = await pp.goto(`${unknown}?x=1`);
        expect(r?.status(), unknown).toBe(404);
        expect(r?.request().redirectedFrom(), `${unknown} is not redirected`).toBeNull();
        expect(new URL(pp.url()).pathname, `${unknown}: the URL unchanged`).toBe(unknown);
        await expect(pp.getByTestId('mobile-frame')).toHaveCount(1);
        await expect(pp.getByTestId('mobile-tabbar')).toBeVisible();
        await expect(pp.getByTestId('not-found')).toContainText(title);
        await expect(pp.getByTestId('back-home')).toHaveAttribute('href', `${prefix}/mobile`);
        const w = await overflow(pp);
        expect(w.scroll).toBeLessThanOrEqual(w.viewport);
      }
      await phone.close();
    });
  });
}

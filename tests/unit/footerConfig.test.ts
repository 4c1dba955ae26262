import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER, FOOTER_SERVICE_KEYS } from '@/lib/config/footer';
import { MENU, SERVICE_SOLUTIONS, type MenuItem } from '@/lib/config/menu';
import { SERVICE_AREAS } from '@/lib/config/services';
import { SERVICE_PAGES } from '@/lib/server/db/seed/services';
import { pageRoute } from '@/lib/screens/registry';

const SITE = path.join(process.cwd(), 'app/[locale]/[company]/(site)');

/** Whether a page file exists for a spec path (bare Chinese path, query ignored). */
function pageExists(href: string): boolean {
  const pathname = href.split(/[?#]/)[0]!;
  // a query screen's page sits in [q]/ below its path (lib/screens/queryFold.ts)
  const route = pageRoute(pathname);
  const dir = route === '/' ? SITE : path.join(SITE, ...route.split('/').filter(Boolean));
  return existsSync(path.join(dir, 'page.tsx'));
}

const areaIndexOf = (href: string) => Number(new URL(href, 'http://x').searchParams.get('areaIndex'));

const allFooterLinks = FOOTER.groups.flat();

const areaOf = (n: number) => SERVICE_AREAS.find((s) => s.areaIndex === n);
const pageOf = (n: number) => SERVICE_PAGES.find((s) => s.areaIndex === n);

describe('footer config', () => {
  it('has three titled columns with the spec’s links', () => {
    expect(FOOTER.titleList.map((t) => t.labelEn)).toEqual(['Services', 'eCommerce', 'About']);
    expect(FOOTER.groups[1].map((l) => l.path)).toEqual(['/rates', '/lookPresentCabin', '/lclFreight', '/airFreight', '/schedules', '/tracking', '/notification/download']);
    expect(FOOTER.groups[2].map((l) => l.path)).toEqual(['/about', '/joinUs/socialRecruitment', '/about/contact']);
    expect(FOOTER.groups[0].map((l) => l.labelEn)).toEqual(['Ocean Freight', 'Air Freight', 'Import', 'LCL', 'Cross-border Land Transport', 'Warehousing']);
  });

  it.each(allFooterLinks.map((l) => [l.labelEn, l] as const))('%s has both labels and a page', (_, link) => {
    expect(link.label.trim()).not.toBe('');
    expect(link.labelEn.trim()).not.toBe('');
    expect(pageExists(link.path), `${link.path} has no page`).toBe(true);
  });

  it.each(FOOTER.groups[0].map((l) => [l.labelEn, l] as const))('service link %s opens the service its label names', (_, link) => {
    expect(link.path).toMatch(/^\/service\?areaIndex=\d+$/);
    const area = areaOf(areaIndexOf(link.path))!;
    expect(area.label.cn).toContain(link.label);
    expect(area.label.en.toLowerCase()).toContain(link.labelEn.toLowerCase());
    // the seeded page of that areaIndex is titled like the link (its h1 names the label)
    const page = pageOf(areaIndexOf(link.path))!;
    expect(page.title.cn).toContain(link.label);
    expect(page.title.en.toLowerCase()).toContain(link.labelEn.toLowerCase());
  });

  it('does not follow the spec’s colliding footer numbers (0 would open Export LCL under "Ocean Freight")', () => {
    const ocean = FOOTER.groups[0][0]!;
    expect(areaOf(0)!.key).toBe('exportLcl');
    expect(areaIndexOf(ocean.path)).not.toBe(0);
    expect(FOOTER_SERVICE_KEYS).toEqual(['oceanFreight', 'air', 'import', 'exportLcl', 'crossBorderLand', 'warehousing']);
  });
});

describe('service pages', () => {
  it('keep the top menu’s areaIndex meanings 0..5 and give the services the top menu lacks 6..9', () => {
    const byIndex = Object.fromEntries(SERVICE_AREAS.map((s) => [s.areaIndex, s.key]));
    expect(byIndex).toEqual({ 0: 'exportLcl', 1: 'fba', 2: 'railway', 3: 'import', 4: 'fcl', 5: 'air', 6: 'warehousing', 7: 'crossBorderLand', 8: 'oceanFreight', 9: 'customs' });
  });

  it('are seeded for every area the navigation links to, under the same key and title', () => {
    for (const area of SERVICE_AREAS) {
      const page = pageOf(area.areaIndex);
      expect(page?.key, `areaIndex ${area.areaIndex}`).toBe(area.key);
      expect(page?.title).toEqual(area.label);
    }
  });

  it('have unique keys and areaIndex values and complete bilingual copy: what, lanes, process, documents, advantages', () => {
    expect(new Set(SERVICE_PAGES.map((s) => s.key)).size).toBe(SERVICE_PAGES.length);
    expect(new Set(SERVICE_PAGES.map((s) => s.areaIndex)).size).toBe(SERVICE_PAGES.length);
    for (const s of SERVICE_PAGES) {
      const texts = [
        s.title, s.tagline, s.intro, ...s.process, ...s.advantages,
        ...s.included.flatMap((i) => [i.title, i.text]),
        ...s.lanes.flatMap((l) => [l.lane, l.transit]),
        ...s.documents.flatMap((d) => [d.name, d.note]),
      ];
      for (const text of texts) {
        expect(text.cn.trim(), `${s.key}`).not.toBe('');
        expect(text.en.trim(), `${s.key}`).not.toBe('');
      }
      expect(s.included.length).toBeGreaterThanOrEqual(3);
      expect(s.process.length).toBeGreaterThanOrEqual(3);
      expect(s.lanes.length).toBeGreaterThanOrEqual(3);
      expect(s.documents.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('top menu', () => {
  const paths = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.clickEvent ? [i.clickEvent.path] : []), ...paths(i.children ?? [])]);

  it('has the spec’s entries in order, Services flagged for the workspace', () => {
    expect(MENU.map((m) => m.labelEn)).toEqual(['Home', 'LCL Price', 'Shipping Schedules', 'FCL Cargo Tracking', 'Services', 'News', 'About Us', 'Contact Us', 'Join Us', 'Order Tracking']);
    expect(MENU.map((m) => m.type)).toEqual(['', '', '', '', 'panel', 'dropdown', 'dropdown', '', '', '']);
    expect(MENU.filter((m) => m.workspaceFlag).map((m) => m.labelEn)).toEqual(['Services']);
    expect(paths(MENU).every((p) => p.startsWith('/'))).toBe(true);
  });

  it('never opens a new window (spec: openNewWindow false everywhere)', () => {
    const events = (items: MenuItem[]): boolean[] => items.flatMap((i) => [...(i.clickEvent ? [i.clickEvent.openNewWindow] : []), ...events(i.children ?? [])]);
    expect(events(MENU).every((v) => v === false)).toBe(true);
  });

  it('links the six logistics solutions to areaIndex 0..5, then warehousing, land transport and customs, titled like their pages', () => {
    expect(SERVICE_SOLUTIONS.map((l) => areaIndexOf(l.clickEvent!.path))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    for (const l of SERVICE_SOLUTIONS) expect(l.labelEn).toBe(pageOf(areaIndexOf(l.clickEvent!.path))!.title.en);
  });

  it('every menu path has a page (except /lclFreight, built elsewhere)', () => {
    for (const p of paths(MENU)) if (p !== '/lclFreight') expect(pageExists(p), p).toBe(true);
  });
});

describe('lib/config', () => {
  it('holds navigation structure only: its texts are short labels, the pages’ text lives in the database and the messages', () => {
    const dir = path.join(process.cwd(), 'lib/config');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(4);
    const long: string[] = [];
    for (const f of files) {
      // string literals outside comments
      const code = readFileSync(path.join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
      for (const [, text] of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)) {
        if (text === undefined) continue;
        const chinese = /[\u4e00-\u9fff]/.test(text);
        if (text.includes('{company}') || (chinese ? text.length > 10 : text.length > 40 && !text.startsWith('/'))) long.push(`${f}: ${text}`);
      }
    }
    expect(long).toEqual([]);
  });
});

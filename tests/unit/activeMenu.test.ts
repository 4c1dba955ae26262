import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from '@/lib/config/menu';
import { activeMenuIndex, normalizePath } from '@/lib/navigation/activeMenu';

const item = (label: string, path?: string, children?: MenuItem[]): MenuItem => ({
  label,
  labelEn: label,
  type: children ? 'dropdown' : '',
  ...(path ? { clickEvent: { path, openNewWindow: false } } : {}),
  ...(children ? { children } : {}),
});

// A small menu with a panel two levels deep, like the Services entry.
const menu: MenuItem[] = [
  item('home', '/'),
  item('lcl', '/lclFreight'),
  item('services', undefined, [item('col A', undefined, [item('rates', '/rates'), item('lcl again', '/lclFreight')]), item('col B', undefined, [item('svc', '/service?areaIndex=2')])]),
  item('about', undefined, [item('profile', '/about?areaId=1'), item('history', '/about?areaId=4')]),
  item('contact', '/about/contact'),
];

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/cn/about', '/about'],
    ['/english', '/english'],
    ['/about/contact/?x=1#top', '/about/contact'],
    ['/en/service?areaIndex=2', '/service'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('activeMenuIndex', () => {
  it('matches a top-level path', () => {
    expect(activeMenuIndex('/lclFreight', menu)).toBe(1);
    expect(activeMenuIndex('/about/contact', menu)).toBe(4);
  });

  it("'/' matches only the home entry, and only '/'", () => {
    expect(activeMenuIndex('/', menu)).toBe(0);
    expect(activeMenuIndex('/en', menu)).toBe(0);
    expect(activeMenuIndex('/nothing-here', menu)).toBe(-1);
  });

  it('matches paths nested two levels deep (panel columns)', () => {
    expect(activeMenuIndex('/rates', menu)).toBe(2);
    expect(activeMenuIndex('/service', menu)).toBe(2);
  });

  it('ignores query and hash on both sides', () => {
    expect(activeMenuIndex('/about?areaId=6', menu)).toBe(3);
    expect(activeMenuIndex('/about#team', menu)).toBe(3);
    expect(activeMenuIndex('/service?areaIndex=5#top', menu)).toBe(2);
  });

  it('strips the /en prefix first', () => {
    expect(activeMenuIndex('/en/lclFreight', menu)).toBe(1);
    expect(activeMenuIndex('/en/about/contact?x=1', menu)).toBe(4);
  });

  it('the first entry holding a path wins (LCL Price before the Services panel)', () => {
    expect(activeMenuIndex('/lclFreight', menu)).toBe(1);
  });

  it('an exact path beats a parent path; a sub-page falls back to its parent entry', () => {
    expect(activeMenuIndex('/about/contact', menu)).toBe(4);
    expect(activeMenuIndex('/about/contact/data', menu)).toBe(4);
    expect(activeMenuIndex('/lclFreight/quotation', menu)).toBe(1);
    expect(activeMenuIndex('/lclFreightX', menu)).toBe(-1);
  });

  it('is -1 when nothing matches', () => {
    expect(activeMenuIndex('/workspace/orders', menu)).toBe(-1);
    expect(activeMenuIndex('/en/agreement/registerAgreement', menu)).toBe(-1);
    expect(activeMenuIndex('/x', [])).toBe(-1);
  });

  it('on the real top menu', () => {
    const labels = MENU.map((m) => m.labelEn);
    const at = (p: string) => labels[activeMenuIndex(p, MENU)] ?? null;
    expect(at('/')).toBe('Home');
    expect(at('/lclFreight')).toBe('LCL Price');
    expect(at('/rates')).toBe('Services');
    expect(at('/service?areaIndex=3')).toBe('Services');
    expect(at('/notification/news?tabId=2')).toBe('News');
    expect(at('/about?areaId=4')).toBe('About Us');
    expect(at('/about/contact')).toBe('Contact Us');
    expect(at('/joinUs/socialRecruitment')).toBe('Join Us');
    expect(at('/en/orderSearch')).toBe('Order Tracking');
    expect(at('/register')).toBeNull();
  });
});

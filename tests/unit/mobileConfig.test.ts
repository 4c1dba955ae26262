import { describe, expect, it } from 'vitest';
import { desktopPathFor, MOBILE_PAGES, MOBILE_TABS, mobileHrefOf, mobilePathFor, mobileTabOf } from '@/lib/config/mobile';
import { safeMobilePath } from '@/components/mobile/continueTo';

describe('mobile pages', () => {
  it('maps a desktop page to its mobile page, else the mobile home', () => {
    expect(mobilePathFor('/')).toBe('/mobile');
    expect(mobilePathFor('/about/contact')).toBe('/mobile/about/contact');
    expect(mobilePathFor('/workspace/editInfo')).toBe('/mobile/profile');
    expect(mobilePathFor('/schedules')).toBe('/mobile/schedules');
    expect(mobilePathFor('/tracking/mock')).toBe('/mobile/tracking/mock');
    // a desktop-only screen: a phone is served the desktop page itself
    expect(mobilePathFor('/agreement/registerAgreement')).toBe('/agreement/registerAgreement');
    expect(mobilePathFor('/orderSearch/api')).toBe('/orderSearch/api');
    expect(mobilePathFor('/booking')).toBe('/mobile/booking');
    expect(mobilePathFor('/workspace/orders/7')).toBe('/mobile/orders/7');
    expect(mobileHrefOf('/agreement/registerAgreement')).toBeNull();
    expect(mobileHrefOf('/lclFreight')).toBe('/mobile/lclFreight');
    expect(mobilePathFor('/lookPresentCabin/reserve')).toBe('/mobile/lookPresentCabin/reserve');
  });
  it('maps every mobile page back to a desktop page that maps to it again', () => {
    for (const mobile of new Set(Object.values(MOBILE_PAGES))) {
      const desktop = desktopPathFor(mobile);
      expect(mobilePathFor(desktop), `${mobile} → ${desktop}`).toBe(mobile);
    }
    expect(desktopPathFor('/mobile/notification/news')).toBe('/notification/news');
    expect(desktopPathFor('/mobile/login')).toBe('/loginQR');
    expect(desktopPathFor('/mobile/qrConfirm')).toBe('/');
    expect(desktopPathFor('/mobile/unknown')).toBe('/');
    expect(desktopPathFor('/mobile/profile')).toBe('/workspace/editInfo');
    expect(desktopPathFor('/mobile/orders/7')).toBe('/workspace/orders/7');
    expect(desktopPathFor('/mobile/schedules/detail')).toBe('/schedules');
  });
  it('every mobile page lives under /mobile', () => {
    for (const mobile of Object.values(MOBILE_PAGES)) expect(mobile === '/mobile' || mobile.startsWith('/mobile/')).toBe(true);
  });
  it('lights the tab of a page', () => {
    expect(mobileTabOf('/mobile')).toBe('home');
    expect(mobileTabOf('/mobile/lclFreight')).toBe('rates');
    for (const p of ['/mobile/rates', '/mobile/rates/spot?portStartId=1', '/mobile/airFreight']) expect(mobileTabOf(p), p).toBe('rates');
    expect(mobileTabOf('/mobile/ratesX')).toBeNull();
    expect(mobileTabOf('/mobile/service?areaIndex=2')).toBe('services');
    expect(mobileTabOf('/mobile/notification/newsInfo')).toBe('news');
    expect(mobileTabOf('/mobile/login')).toBe('me');
    expect(mobileTabOf('/mobile/about')).toBeNull();
    expect(MOBILE_TABS.map((t) => t.key)).toEqual(['home', 'rates', 'services', 'news', 'me']);
  });
  it('continues only to a page of the mobile site', () => {
    expect(safeMobilePath('/mobile/qrConfirm?ticket=abc')).toBe('/mobile/qrConfirm?ticket=abc');
    expect(safeMobilePath('/en/mobile')).toBe('/en/mobile');
    for (const bad of ['//evil.test/mobile', 'https://evil.test/mobile', '/mobileX', '/about', '/mobile\\@evil', '', null]) expect(safeMobilePath(bad)).toBeNull();
  });
});

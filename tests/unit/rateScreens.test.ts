// Which rate screens a company offers, and the menu without the others (README "Rates and quotations").
import { describe, expect, it } from 'vitest';
import { MENU } from '@/lib/config/menu';
import { hiddenRatePaths, rateScreens, withoutPaths } from '@/lib/rates/screens';

const paths = (items: { clickEvent?: { path: string }; children?: unknown[] }[]): string[] =>
  items.flatMap((i) => [...(i.clickEvent ? [i.clickEvent.path] : []), ...paths((i.children ?? []) as typeof items)]);

describe('rateScreens', () => {
  it('reads the two flags', () => {
    expect(rateScreens({ webPubFclFlag: true, containerFclShow: 0 })).toEqual({ lcl: true, fcl: true, air: true, spot: true });
    expect(rateScreens({ webPubFclFlag: true, containerFclShow: 1 })).toEqual({ lcl: true, fcl: true, air: true, spot: false });
    expect(rateScreens({ webPubFclFlag: true, containerFclShow: 2 })).toEqual({ lcl: true, fcl: false, air: true, spot: true });
    expect(rateScreens({ webPubFclFlag: false, containerFclShow: 0 })).toEqual({ lcl: true, fcl: false, air: false, spot: false });
  });

  it('leaves the screens not offered out of the menu, and nothing else', () => {
    const all = paths(MENU);
    expect(all).toEqual(expect.arrayContaining(['/rates', '/airFreight', '/rates/spot', '/lclFreight']));
    const hidden = hiddenRatePaths({ webPubFclFlag: false, containerFclShow: 0 });
    expect(hidden.sort()).toEqual(['/airFreight', '/rates', '/rates/spot']);
    const left = paths(withoutPaths(MENU, hidden));
    expect(left).toEqual(all.filter((p) => !hidden.includes(p)));
  });
});

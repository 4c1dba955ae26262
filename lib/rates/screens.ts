/*
 * Which rate screens a company's site offers, from its settings (spec §3 "Company settings": the spec
 * names webPubFclFlag and containerFclShow 0/1/2 without their meaning; ours is in the README,
 * "Rates and quotations"). One function, read by the menu, the footer, the pages and the API alike.
 *
 * - webPubFclFlag: the container and air price screens are published at all (/rates, /airFreight,
 *   carrier SPOT rates). Off: none of them is linked, their pages say the function is not open, and
 *   the API answers 404 for their kinds.
 * - containerFclShow: which container screens are shown when published: 0 = FCL prices and carrier
 *   SPOT rates, 1 = FCL prices only, 2 = carrier SPOT rates only.
 * LCL rates (/lclFreight) are always offered.
 */
export type RateScreenFlags = { webPubFclFlag: boolean; containerFclShow: 0 | 1 | 2 };
export type RateScreens = { lcl: true; fcl: boolean; air: boolean; spot: boolean };

export function rateScreens(c: RateScreenFlags): RateScreens {
  const on = c.webPubFclFlag;
  return { lcl: true, fcl: on && c.containerFclShow !== 2, air: on, spot: on && c.containerFclShow !== 1 };
}

/** The screen of each kind of rate (lib/screens/registry.ts): its links on either surface come from there. */
export const RATE_KIND_SCREENS = { lcl: 'lclFreight', fcl: 'fclRates', air: 'airFreight', spot: 'spotRates' } as const;

/** The path of each screen (the footer and menu link to them). */
export const RATE_SCREEN_PATHS = { fcl: '/rates', air: '/airFreight', spot: '/rates/spot' } as const;

/** The rate screens' paths this company does not offer (the menu and footer leave them out). */
export function hiddenRatePaths(c: RateScreenFlags): string[] {
  const s = rateScreens(c);
  return (['fcl', 'air', 'spot'] as const).filter((k) => !s[k]).map((k) => RATE_SCREEN_PATHS[k]);
}

type Linked = { clickEvent?: { path: string }; children?: Linked[] };

/** A menu or link tree without the given paths (recursively; a heading keeps its other links). */
export function withoutPaths<T extends Linked>(items: readonly T[], hidden: readonly string[]): T[] {
  if (!hidden.length) return [...items];
  return items
    .filter((i) => !i.clickEvent || !hidden.includes(i.clickEvent.path))
    .map((i) => (i.children ? { ...i, children: withoutPaths(i.children, hidden) } : i));
}

/*
 * The two surfaces and where the mobile site lives: what the request edge's device rule and a page's
 * "mobile site" button need, apart from the screen registry (lib/screens/registry.ts re-exports it),
 * so they ship without the whole list of screens.
 */
export type Surface = 'desktop' | 'mobile';

export const MOBILE_ROOT = '/mobile';

/** /mobile and below (a locale-free path). */
export function isMobilePath(path: string): boolean {
  return path === MOBILE_ROOT || path.startsWith(`${MOBILE_ROOT}/`);
}

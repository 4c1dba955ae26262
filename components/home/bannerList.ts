/** A home banner in one language (see lib/server/banners.ts). */
export type HomeBanner = { id: number; imageUrl: string; title: string; subtitle: string; linkPath: string };

/** Spec §4 "Banner list": a list replaces the current one only when it is non-empty. */
export function nextBannerList<T>(current: readonly T[], incoming: readonly T[] | null | undefined): readonly T[] {
  return incoming && incoming.length > 0 ? incoming : current;
}

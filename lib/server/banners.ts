import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { companyTag } from './company';
import { getDb } from './db';
import { banners } from './db/schema';

// Home page hero banners.
export const bannersTag = (companyId: number) => `banners:${companyId}`;

export type Banner = {
  id: number;
  imageUrl: string;
  title: string;
  subtitle: string;
  linkPath: string;
};

type BannerRow = typeof banners.$inferSelect;

async function loadBanners(companyId: number): Promise<BannerRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.companyId, companyId), eq(banners.active, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/**
 * The company's active home banners in one language. An English text left empty stays empty (the
 * page shows its own translated headline instead of a Chinese one on an English page).
 */
export async function listBanners(companyId: number, locale: string): Promise<Banner[]> {
  const rows = await unstable_cache(() => loadBanners(companyId), ['banners', String(companyId)], {
    tags: [bannersTag(companyId), companyTag(companyId)],
    revalidate: 3600,
  })();
  const en = locale === 'en';
  return rows.map((r) => ({
    id: r.id,
    imageUrl: r.imageUrl,
    title: en ? r.titleEn : r.titleCn,
    subtitle: en ? r.subtitleEn : r.subtitleCn,
    linkPath: r.linkPath,
  }));
}

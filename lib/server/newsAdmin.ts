import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BannerInput, BannerRow, NewsInput, StaffNewsFilter, StaffNewsRow } from '../contracts/newsAdmin';
import type { Db } from './db';
import { anyContains } from './db/textSearch';
import { banners, news } from './db/schema';
import { ApiError } from './errors';
import { audit, type Actor } from './audit';
import { bannersTag } from './banners';
import { invalidateNews } from './news';
import { expireTag } from './pageCache';

/*
 * News and home banners edited by staff (permission `content`): each write and its audit row commit
 * together; after the commit the company's news or banner cache is dropped, so the pages show the
 * change on their next load.
 */

type NewsRow = typeof news.$inferSelect;
type BannerDbRow = typeof banners.$inferSelect;

function toNews(r: NewsRow): StaffNewsRow {
  const { companyId: _c, publishedAt, ...rest } = r;
  return { ...rest, publishedAt: publishedAt.toISOString() };
}

function toBanner(r: BannerDbRow): BannerRow {
  const { companyId: _c, ...rest } = r;
  return rest;
}

export async function listStaffNews(db: Db, companyId: number, q: StaffNewsFilter): Promise<{ rows: StaffNewsRow[]; total: number }> {
  const where: SQL[] = [eq(news.companyId, companyId)];
  if (q.tabId) where.push(eq(news.tabId, q.tabId));
  const text = anyContains(q.q, [news.titleCn, news.titleEn]);
  if (text) where.push(text);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select().from(news).where(cond).orderBy(desc(news.publishedAt), desc(news.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(news).where(cond),
  ]);
  return { rows: rows.map(toNews), total: total?.n ?? 0 };
}

/** Creates or updates an article of this company (another company's id: 404). */
export async function saveNews(db: Db, actor: Actor, input: NewsInput): Promise<StaffNewsRow> {
  const { companyId } = actor;
  const { id, publishedAt, ...fields } = input;
  const values = { ...fields, ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}) };
  const row = await db.transaction(async (tx) => {
    let before: NewsRow | undefined;
    if (id !== undefined) {
      [before] = await tx.select().from(news).where(and(eq(news.id, id), eq(news.companyId, companyId))).for('update').limit(1);
      if (!before) throw new ApiError(404, 'newsNotFound');
    }
    const [saved] =
      id !== undefined
        ? await tx.update(news).set(values).where(and(eq(news.id, id), eq(news.companyId, companyId))).returning()
        : await tx.insert(news).values({ ...values, companyId }).returning();
    if (!saved) throw new Error('news write returned nothing');
    await audit(tx, actor, { action: 'news.save', entity: 'news', entityId: saved.id, summary: saved.titleCn, before: before ? toNews(before) : null, after: toNews(saved) });
    return saved;
  });
  invalidateNews(companyId);
  return toNews(row);
}

export async function deleteNews(db: Db, actor: Actor, id: number): Promise<void> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(news).where(and(eq(news.id, id), eq(news.companyId, companyId))).returning();
    if (!gone) throw new ApiError(404, 'newsNotFound');
    await audit(tx, actor, { action: 'news.delete', entity: 'news', entityId: id, summary: gone.titleCn, before: toNews(gone), after: null });
  });
  invalidateNews(companyId);
}

export async function listStaffBanners(db: Db, companyId: number): Promise<BannerRow[]> {
  const rows = await db.select().from(banners).where(eq(banners.companyId, companyId)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(toBanner);
}

const bannersChanged = (companyId: number) => expireTag(bannersTag(companyId), { kind: 'tag', companyId });

export async function saveBanner(db: Db, actor: Actor, input: BannerInput): Promise<BannerRow> {
  const { companyId } = actor;
  const { id, ...values } = input;
  const row = await db.transaction(async (tx) => {
    let before: BannerDbRow | undefined;
    if (id !== undefined) {
      [before] = await tx.select().from(banners).where(and(eq(banners.id, id), eq(banners.companyId, companyId))).for('update').limit(1);
      if (!before) throw new ApiError(404, 'bannerNotFound');
    }
    const [saved] =
      id !== undefined
        ? await tx.update(banners).set(values).where(and(eq(banners.id, id), eq(banners.companyId, companyId))).returning()
        : await tx.insert(banners).values({ ...values, companyId }).returning();
    if (!saved) throw new Error('banner write returned nothing');
    await audit(tx, actor, { action: 'banner.save', entity: 'banner', entityId: saved.id, summary: saved.titleCn || saved.imageUrl, before: before ? toBanner(before) : null, after: toBanner(saved) });
    return saved;
  });
  bannersChanged(companyId);
  return toBanner(row);
}

export async function deleteBanner(db: Db, actor: Actor, id: number): Promise<void> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(banners).where(and(eq(banners.id, id), eq(banners.companyId, companyId))).returning();
    if (!gone) throw new ApiError(404, 'bannerNotFound');
    await audit(tx, actor, { action: 'banner.delete', entity: 'banner', entityId: id, summary: gone.titleCn || gone.imageUrl, before: toBanner(gone), after: null });
  });
  bannersChanged(companyId);
}

// Fixtures of the staff console's tests: audit rows of a company, written as a service would.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, banners, news, salesContacts, users } from '@/lib/server/db/schema';
import type { CompanySettingsInput } from '@/lib/contracts/companyAdmin';
import { companySettingsAdmin } from '@/lib/server/companyAdmin';
import { storeBytes } from '@/lib/server/fileStore';
import type { TestCompany } from './helpers';
import { fileBytes } from './accountFixtures';

/** An audit row of a company with a unique summary (the text to search it by). */
export async function auditRowOf(c: TestCompany): Promise<string> {
  const summary = `audit-${randomBytes(6).toString('hex')}`;
  await (await getDb()).insert(auditLog).values({ companyId: c.id, staffName: 'fixture', action: 'content.save', entity: 'site_content', entityId: '1', summary, after: { x: 1 } });
  return summary;
}

/** The audit rows of a company, newest first. */
export async function auditRowsOf(companyId: number) {
  const db = await getDb();
  const rows = await db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
  return rows.sort((a, b) => b.id - a.id);
}

/** A PNG (a real one: the signature is what the server checks) as an upload form. */
export function imageForm(kind: 'png' | 'exe' = 'png'): FormData {
  const f = new FormData();
  f.append('file', new File([fileBytes(kind) as BlobPart], 'logo.png'));
  return f;
}

/** An uploaded brand image of a company; its id. */
export async function companyImage(companyId: number): Promise<number> {
  const stored = await storeBytes(await getDb(), companyId, { name: 'logo.png', data: fileBytes('png') }, { maxBytes: 1 << 20, types: ['image/png'], purpose: 'image' });
  return stored.id;
}

/** A company's settings as the save route takes them (every field), with changes. */
export async function companyBody(companyId: number, patch: Partial<CompanySettingsInput> = {}): Promise<CompanySettingsInput> {
  const { companyId: _id, code: _code, updatedAt: _u, ...fields } = await companySettingsAdmin(await getDb(), companyId);
  return { ...fields, ...patch };
}

/** A company's slogan and domains as stored. */
export async function companyState(companyId: number): Promise<{ slogan: string; themeColor: string; domains: string[] }> {
  const s = await companySettingsAdmin(await getDb(), companyId);
  return { slogan: s.slogan, themeColor: s.webThemeColor, domains: s.domains };
}

/** A news article of a company; its id. */
export async function newsOf(companyId: number): Promise<number> {
  const [row] = await (await getDb()).insert(news).values({ companyId, tabId: 2, titleCn: `测试新闻 ${randomBytes(3).toString('hex')}`, contentCn: '正文' }).returning({ id: news.id });
  return row!.id;
}

/** A home banner of a company; its id. */
export async function bannerOf(companyId: number): Promise<number> {
  const [row] = await (await getDb()).insert(banners).values({ companyId, imageUrl: '/brand/hq/banner-1.svg', titleCn: '测试横幅' }).returning({ id: banners.id });
  return row!.id;
}

/** A sales contact of a company; its id. */
export async function salesContactOf(companyId: number): Promise<number> {
  const [row] = await (await getDb()).insert(salesContacts).values({ companyId, nameCn: '测试销售', businessId: 2 }).returning({ id: salesContacts.id });
  return row!.id;
}

/** Whether a row still exists (for "B's object is untouched"). */
export async function exists(table: 'news' | 'banners', id: number): Promise<boolean> {
  const t = table === 'news' ? news : banners;
  return (await (await getDb()).select({ id: t.id }).from(t).where(eq(t.id, id))).length === 1;
}

/** The sales contact of a user. */
export async function salesContactOfUser(userId: number): Promise<number | null> {
  const [row] = await (await getDb()).select({ id: users.salesContactId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

export const newsBody = () => ({ tabId: 2, titleCn: '新航线开通', titleEn: '', summaryCn: '', summaryEn: '', contentCn: '宁波—汉堡拼箱直航本周开通。', contentEn: '', coverImage: '' });
export const bannerBody = () => ({ imageUrl: '/brand/hq/banner-1.svg', titleCn: '拼箱直航', titleEn: '', subtitleCn: '', subtitleEn: '', linkPath: '/lclFreight', sort: 9, active: true });
export const salesContactBody = () => ({ nameCn: '赵磊', nameEn: 'Lei Zhao', businessId: 1, businessPortName: '宁波', businessAirPortName: '', mobile: '13911110000', email: '', qq: '', salesCode: '', isDefault: false, sort: 5 });

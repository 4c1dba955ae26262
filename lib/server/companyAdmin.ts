import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  COMPANY_IMAGE_MAX_BYTES,
  COMPANY_IMAGE_TYPES,
  type CompanySettingsAdmin,
  type CompanySettingsInput,
} from '../contracts/companyAdmin';
import { normalizeHost } from '../host';
import type { Db } from './db';
import { companies, companyDomains, storedFiles } from './db/schema';
import { ApiError } from './errors';
import { storeFile } from './files';
import { audit, type Actor } from './audit';
import { companyChanged } from './company';

/*
 * Company settings and branding edited by staff (permission `company`). The row and its domains
 * change in one transaction with the audit row; after the commit every cached copy is dropped
 * (companyChanged), so the site shows the change on the next page load without a restart.
 */

type Row = typeof companies.$inferSelect;

const FIELDS = [
  'companyNameCn', 'companyNameEn', 'companyNameScn', 'companyNameSen', 'linkChName', 'linkEnName', 'linkAddress', 'slogan', 'sloganEn',
  'webInLogo', 'webOutLogo', 'seoIconPath', 'webLoginPic', 'webHomeBgImg', 'qrCodePicUrl', 'wxPubQrCodePic', 'webExProPic',
  'webThemeColor', 'navbarTemplate', 'seoTitle', 'seoTitleEn', 'seoKeyword', 'seoKeywordEn', 'seoDescription', 'seoDescriptionEn',
  'webPubFclFlag', 'bookingSpaceFlag', 'scanFlag', 'containerFclShow', 'companyAddr', 'companyAddrEn', 'contactPhone', 'contactEmail',
  'webSiteRegisterNo', 'siteUrl', 'mobileDomainName', 'clientDomainName',
] as const satisfies readonly (keyof CompanySettingsInput & keyof Row)[];

type Fields = Pick<CompanySettingsInput, (typeof FIELDS)[number]>;

function fieldsOf(row: Row): Fields {
  const out = {} as Record<string, unknown>;
  for (const f of FIELDS) out[f] = row[f];
  const containerFclShow = row.containerFclShow === 1 || row.containerFclShow === 2 ? row.containerFclShow : 0;
  return { ...(out as Fields), containerFclShow, navbarTemplate: row.navbarTemplate as Fields['navbarTemplate'] };
}

async function domainsOf(db: Db, companyId: number): Promise<string[]> {
  const rows = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(asc(companyDomains.id));
  return rows.map((r) => r.domain);
}

/** The settings as stored (English fields empty when not given), with the domains. */
export async function companySettingsAdmin(db: Db, companyId: number): Promise<NonNullable<CompanySettingsAdmin>> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  return { ...fieldsOf(row), domains: await domainsOf(db, companyId), companyId: row.id, code: row.code, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Saves every field and the domain list. The host the staff member is using must stay in the list
 * (or they would lock themselves out); a domain of another company is refused (409), nothing changed.
 */
export async function saveCompanySettings(db: Db, actor: Actor, input: CompanySettingsInput, currentHost: string): Promise<NonNullable<CompanySettingsAdmin>> {
  const companyId = actor.companyId;
  const domains = [...new Set(input.domains.map((d) => normalizeHost(d)))];
  const host = normalizeHost(currentHost);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!row) throw new ApiError(404, 'notFound');
    const beforeDomains = await domainsOf(tx, companyId);
    if (host && beforeDomains.includes(host) && !domains.includes(host)) throw new ApiError(409, 'domainInUse', '0', { values: { domain: host } });
    const [taken] = await tx
      .select({ domain: companyDomains.domain })
      .from(companyDomains)
      .where(and(inArray(companyDomains.domain, domains), ne(companyDomains.companyId, companyId)))
      .limit(1);
    if (taken) throw new ApiError(409, 'domainTaken', '0', { values: { domain: taken.domain } });

    const fields = {} as Record<string, unknown>;
    for (const f of FIELDS) fields[f] = input[f];
    await tx.update(companies).set({ ...(fields as Fields), updatedAt: new Date() }).where(eq(companies.id, companyId));
    const gone = beforeDomains.filter((d) => !domains.includes(d));
    const added = domains.filter((d) => !beforeDomains.includes(d));
    if (gone.length) await tx.delete(companyDomains).where(and(eq(companyDomains.companyId, companyId), inArray(companyDomains.domain, gone)));
    if (added.length) await tx.insert(companyDomains).values(added.map((domain) => ({ companyId, domain })));

    const before: Record<string, unknown> = { ...fieldsOf(row), domains: beforeDomains };
    const after: Record<string, unknown> = { ...(fields as Fields), domains };
    // Only what changed is kept: the row has forty fields, a change touches a few.
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await audit(tx, actor, {
      action: 'company.update',
      entity: 'company',
      entityId: companyId,
      summary: input.companyNameCn,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
  });
  companyChanged(companyId);
  return companySettingsAdmin(db, companyId);
}

/** An uploaded brand image (PNG or JPEG by content, ≤ 2 MB): stored, audited, served by /api/webcontent/image. */
export async function storeCompanyImage(db: Db, actor: Actor, file: File | undefined): Promise<{ id: number; url: string }> {
  if (!file || file.size === 0) throw new ApiError(422, 'imageMissing');
  return db.transaction(async (tx) => {
    const stored = await storeFile(tx, actor.companyId, file, { maxBytes: COMPANY_IMAGE_MAX_BYTES, types: COMPANY_IMAGE_TYPES, purpose: 'image', typeError: 'imageTypeNotAllowed' });
    const url = `/api/webcontent/image?id=${stored.id}`;
    await audit(tx, actor, { action: 'file.upload', entity: 'stored_file', entityId: stored.id, summary: stored.originalName, after: { name: stored.originalName, mime: stored.mime, size: stored.size, purpose: 'image', url } });
    return { id: stored.id, url };
  });
}

/** The id of an uploaded image of this company (purpose 'image'), or null. */
export async function companyImageId(db: Db, companyId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, 'image')))
    .limit(1);
  return row?.id ?? null;
}

import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_FILE_TYPES,
  type ContentListQuery,
  type ContentRow,
  type PublishContentInput,
  type SaveContentInput,
} from '../contracts/siteContent';
import type { Db } from './db';
import { siteContent, storedFiles } from './db/schema';
import { ApiError } from './errors';
import { storeFile, type StoredFile } from './files';
import { invalidateContent } from './siteContent';

/*
 * Staff side of the site content: create, update, publish and list items of a company, and upload
 * a document's file. Input arrives validated by the contracts of lib/contracts/siteContent.ts; the
 * rules that need the database (one slug and one areaIndex per kind, a document's file belongs to
 * the company) are checked here. Every write invalidates the company's cached content (and with it
 * the pages built on it), so the change shows on the next page load.
 */

type ContentDbRow = typeof siteContent.$inferSelect;

export function toContentRow(r: ContentDbRow): ContentRow {
  return {
    id: r.id,
    kind: r.kind as ContentRow['kind'],
    slug: r.slug,
    category: r.category,
    areaIndex: r.areaIndex,
    sort: r.sort,
    published: r.published,
    fileId: r.fileId,
    doc: r.doc,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The database values of a validated save: what the kind carries besides its doc. */
function valuesOf(input: SaveContentInput) {
  return {
    kind: input.kind,
    slug: input.slug,
    sort: input.sort,
    category: 'category' in input ? input.category : '',
    areaIndex: 'areaIndex' in input ? input.areaIndex : null,
    fileId: 'fileId' in input ? input.fileId : null,
    doc: input.doc as Record<string, unknown>,
  };
}

async function assertFree(db: Db, companyId: number, v: ReturnType<typeof valuesOf>, id: number | undefined): Promise<void> {
  const others = (cond: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(siteContent)
      .where(and(eq(siteContent.companyId, companyId), eq(siteContent.kind, v.kind), cond, id ? ne(siteContent.id, id) : undefined));
  const [slug] = await others(eq(siteContent.slug, v.slug));
  if ((slug?.n ?? 0) > 0) throw new ApiError(409, 'contentSlugTaken');
  if (v.areaIndex !== null) {
    const [area] = await others(eq(siteContent.areaIndex, v.areaIndex));
    if ((area?.n ?? 0) > 0) throw new ApiError(409, 'contentAreaTaken', '0', { values: { areaIndex: v.areaIndex } });
  }
}

async function assertDocumentFile(db: Db, companyId: number, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, 'document')))
    .limit(1);
  if (!file) throw new ApiError(404, 'contentFileNotFound');
}

/**
 * Creates (no id: a draft) or updates (id: this company's item of the same kind; another company's
 * or kind's id is 404) an item. 409 when the slug or areaIndex is taken within the kind.
 */
export async function saveContent(db: Db, companyId: number, input: SaveContentInput): Promise<ContentRow> {
  const v = valuesOf(input);
  const saved = await db.transaction(async (tx) => {
    if (input.id !== undefined) {
      const [old] = await tx
        .select({ kind: siteContent.kind })
        .from(siteContent)
        .where(and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId)))
        .for('update')
        .limit(1);
      if (!old || old.kind !== v.kind) throw new ApiError(404, 'contentNotFound');
    }
    await assertFree(tx, companyId, v, input.id);
    await assertDocumentFile(tx, companyId, v.fileId);
    if (input.id !== undefined) {
      const [row] = await tx
        .update(siteContent)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId)))
        .returning();
      return row;
    }
    const [row] = await tx.insert(siteContent).values({ ...v, companyId, published: false }).returning();
    return row;
  });
  if (!saved) throw new Error('site_content write returned nothing');
  invalidateContent(companyId);
  return toContentRow(saved);
}

/** Shows or withdraws an item; the first publication is its date. Another company's id is 404. */
export async function publishContent(db: Db, companyId: number, input: PublishContentInput): Promise<ContentRow> {
  const mine = and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId));
  const row = await db.transaction(async (tx) => {
    const [old] = await tx.select({ kind: siteContent.kind, fileId: siteContent.fileId }).from(siteContent).where(mine).for('update').limit(1);
    if (!old) throw new ApiError(404, 'contentNotFound');
    // A document without its file cannot be offered for download.
    if (input.published && old.kind === 'document' && old.fileId === null) throw new ApiError(409, 'contentFileNotFound');
    const [updated] = await tx
      .update(siteContent)
      .set({
        published: input.published,
        publishedAt: input.published ? sql`coalesce(${siteContent.publishedAt}, now())` : siteContent.publishedAt,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning();
    return updated;
  });
  if (!row) throw new Error('site_content update returned nothing');
  invalidateContent(companyId);
  return toContentRow(row);
}

/** This company's items of a kind, drafts included, in site order. */
export async function listContent(db: Db, companyId: number, q: Required<Pick<ContentListQuery, 'kind'>> & { page: number; pageSize: number }): Promise<{ rows: ContentRow[]; total: number }> {
  const where = and(eq(siteContent.companyId, companyId), eq(siteContent.kind, q.kind));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteContent)
      .where(where)
      .orderBy(asc(siteContent.areaIndex), asc(siteContent.sort), asc(siteContent.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(siteContent).where(where),
  ]);
  return { rows: rows.map(toContentRow), total: total?.n ?? 0 };
}

/** Stores a document's file (PDF, Word or Excel by content, ≤ 20 MB) for a later save of a document item. */
export async function storeDocumentFile(db: Db, companyId: number, file: File | undefined): Promise<StoredFile> {
  if (!file) throw new ApiError(422, 'contentFileMissing');
  return storeFile(db, companyId, file, {
    maxBytes: DOCUMENT_FILE_MAX_BYTES,
    types: DOCUMENT_FILE_TYPES,
    purpose: 'document',
    typeError: 'documentTypeNotAllowed',
  });
}

/** The file of a published document of this company, for download; null otherwise. */
export async function publishedDocumentFileId(db: Db, companyId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ fileId: siteContent.fileId })
    .from(siteContent)
    .where(and(eq(siteContent.id, id), eq(siteContent.companyId, companyId), eq(siteContent.kind, 'document'), eq(siteContent.published, true)))
    .limit(1);
  return row?.fileId ?? null;
}

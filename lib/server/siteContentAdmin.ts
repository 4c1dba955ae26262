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
import { audit, type Actor } from './audit';

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
export async function saveContent(db: Db, actor: Actor, input: SaveContentInput): Promise<ContentRow> {
  const { companyId } = actor;
  const v = valuesOf(input);
  const saved = await db.transaction(async (tx) => {
    let before: ContentDbRow | undefined;
    if (input.id !== undefined) {
      [before] = await tx
        .select()
        .from(siteContent)
        .where(and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId)))
        .for('update')
        .limit(1);
      if (!before || before.kind !== v.kind) throw new ApiError(404, 'contentNotFound');
    }
    await assertFree(tx, companyId, v, input.id);
    await assertDocumentFile(tx, companyId, v.fileId);
    const [row] =
      input.id !== undefined
        ? await tx
            .update(siteContent)
            .set({ ...v, updatedAt: new Date() })
            .where(and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId)))
            .returning()
        : await tx.insert(siteContent).values({ ...v, companyId, published: false }).returning();
    if (row) await audit(tx, actor, { action: 'content.save', entity: 'site_content', entityId: row.id, summary: auditSummary(row), before: auditable(before), after: auditable(row) });
    return row;
  });
  if (!saved) throw new Error('site_content write returned nothing');
  invalidateContent(companyId);
  return toContentRow(saved);
}

/** Shows or withdraws an item; the first publication is its date. Another company's id is 404. */
export async function publishContent(db: Db, actor: Actor, input: PublishContentInput): Promise<ContentRow> {
  const { companyId } = actor;
  const mine = and(eq(siteContent.id, input.id), eq(siteContent.companyId, companyId));
  const row = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(siteContent).where(mine).for('update').limit(1);
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
    if (updated)
      await audit(tx, actor, {
        action: input.published ? 'content.publish' : 'content.withdraw',
        entity: 'site_content',
        entityId: updated.id,
        summary: auditSummary(updated),
        before: { published: old.published, publishedAt: old.publishedAt },
        after: { published: updated.published, publishedAt: updated.publishedAt },
      });
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
export async function storeDocumentFile(db: Db, actor: Actor, file: File | undefined): Promise<StoredFile> {
  if (!file) throw new ApiError(422, 'contentFileMissing');
  return db.transaction(async (tx) => {
    const stored = await storeFile(tx, actor.companyId, file, {
      maxBytes: DOCUMENT_FILE_MAX_BYTES,
      types: DOCUMENT_FILE_TYPES,
      purpose: 'document',
      typeError: 'documentTypeNotAllowed',
    });
    await audit(tx, actor, {
      action: 'file.upload',
      entity: 'stored_file',
      entityId: stored.id,
      summary: stored.originalName,
      after: { name: stored.originalName, mime: stored.mime, size: stored.size, purpose: 'document' },
    });
    return stored;
  });
}

/** What an audit row keeps of an item: its fields (the doc whole), not the row's bookkeeping. */
function auditable(r: ContentDbRow | undefined): Record<string, unknown> | null {
  if (!r) return null;
  return { kind: r.kind, slug: r.slug, category: r.category, areaIndex: r.areaIndex, sort: r.sort, fileId: r.fileId, published: r.published, doc: r.doc };
}

function auditSummary(r: ContentDbRow): string {
  const doc = r.doc as { title?: { cn?: string }; name?: { cn?: string } };
  return `${r.kind} ${doc.title?.cn ?? doc.name?.cn ?? r.slug}`;
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

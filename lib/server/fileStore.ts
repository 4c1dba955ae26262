// No 'server-only' here: the seed (tsx, plain Node) stores the documents it makes through it too.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { detectFileType, type FileType } from '../files/fileTypes';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from './db/open';
import { storedFiles } from './db/schema';
import { ApiError } from './errors';

type Db = PgDatabase<PgQueryResultHKT, Schema>;

/*
 * Uploaded files live under FILES_DIR (default ./.data/files, outside public/), one folder per
 * company, under random names; the database row keeps the original name, checked type, size and
 * hash. Size and type are checked from the content BEFORE anything is written: a refused upload
 * leaves no file and no row.
 */

export type StoredFile = typeof storedFiles.$inferSelect;

/** The type a file's content proves, whatever its name or declared type claim (lib/files/fileTypes.ts). */
export function sniffType(data: Uint8Array): FileType | null {
  return detectFileType(data);
}

/** Root folder of the stored files (an object so tests could point it elsewhere). */
export const fileStore = {
  root: () => path.resolve(/*turbopackIgnore: true*/ env().FILES_DIR),
};

function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

export type StoreOptions = {
  maxBytes: number;
  types: readonly string[];
  purpose: string;
  userId?: number | null;
  /** The message of a refused type (default: the licence's 'PDF, JPG or PNG'). */
  typeError?: 'fileTypeNotAllowed' | 'resumeTypeNotAllowed' | 'documentTypeNotAllowed' | 'attorneyTypeNotAllowed' | 'imageTypeNotAllowed';
};

export const tooLarge = (maxBytes: number) => new ApiError(413, 'fileTooLarge', '0', { values: { max: Math.floor(maxBytes / 1024 / 1024) } });

/** storeFile for bytes at hand (files the seed makes): the same checks, the same row. */
export async function storeBytes(db: Db, companyId: number, file: { name: string; data: Uint8Array }, opts: StoreOptions): Promise<StoredFile> {
  const { data } = file;
  if (data.byteLength > opts.maxBytes) throw tooLarge(opts.maxBytes);
  const kind = sniffType(data);
  if (!data.byteLength || !kind || !opts.types.includes(kind.mime)) throw new ApiError(415, opts.typeError ?? 'fileTypeNotAllowed');

  const storageKey = `${companyId}/${randomBytes(16).toString('hex')}.${kind.ext}`;
  const full = path.join(fileStore.root(), storageKey);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data, { flag: 'wx', mode: 0o640 });
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        companyId,
        storageKey,
        originalName: safeName(file.name),
        mime: kind.mime,
        size: data.byteLength,
        sha256: sha256(data),
        purpose: opts.purpose,
        userId: opts.userId ?? null,
      })
      .returning();
    if (!row) throw new Error('stored_files insert returned nothing');
    return row;
  } catch (error) {
    await unlink(full).catch(() => {});
    throw error;
  }
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');


/** Removes a stored file and its row (the seed replacing a document's file, a record that could not be saved). */
export async function removeStoredFile(db: Db, file: Pick<StoredFile, 'id' | 'companyId' | 'storageKey'>): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, file.id), eq(storedFiles.companyId, file.companyId)));
  await unlink(resolveKey(file.storageKey)).catch(() => {});
}

/** The absolute path of a storage key, refusing one outside the files folder. */
export function resolveKey(key: string): string {
  const root = fileStore.root();
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error('storage key outside the files folder');
  return full;
}

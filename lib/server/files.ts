import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { env } from '../env';
import type { Db } from './db';
import { storedFiles } from './db/schema';
import { ApiError } from './errors';

/*
 * Uploaded files live under FILES_DIR (default ./.data/files, outside public/), one folder per
 * company, under random names; the database row keeps the original name, checked type, size and
 * hash. Size and type are checked from the content BEFORE anything is written: a refused upload
 * leaves no file and no row.
 */

const SIGNATURES = [
  { mime: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

export type StoredFile = typeof storedFiles.$inferSelect;

/** The type a file's first bytes prove, whatever its name or declared type claim. */
export function sniffType(head: Uint8Array): (typeof SIGNATURES)[number] | null {
  return SIGNATURES.find((s) => s.magic.every((b, i) => head[i] === b)) ?? null;
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
};

/** Checks and stores one upload; ApiError 413 (too large) / 415 (type) without writing anything. */
export async function storeFile(db: Db, companyId: number, file: File, opts: StoreOptions): Promise<StoredFile> {
  if (file.size > opts.maxBytes) {
    throw new ApiError(413, 'fileTooLarge', '0', { values: { max: Math.floor(opts.maxBytes / 1024 / 1024) } });
  }
  const data = new Uint8Array(await file.arrayBuffer());
  if (data.byteLength > opts.maxBytes) {
    throw new ApiError(413, 'fileTooLarge', '0', { values: { max: Math.floor(opts.maxBytes / 1024 / 1024) } });
  }
  const kind = sniffType(data.subarray(0, 16));
  if (!data.byteLength || !kind || !opts.types.includes(kind.mime)) throw new ApiError(415, 'fileTypeNotAllowed');

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
        sha256: createHash('sha256').update(data).digest('hex'),
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

/** Removes a stored file and its row (e.g. when the record that needed it could not be saved). */
export async function deleteStoredFile(db: Db, file: StoredFile): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, file.id), eq(storedFiles.companyId, file.companyId)));
  await unlink(resolveKey(file.storageKey)).catch(() => {});
}

function resolveKey(key: string): string {
  const root = fileStore.root();
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error('storage key outside the files folder');
  return full;
}

/** A file of one company with its content; null when it is not this company's. */
export async function readStoredFile(db: Db, companyId: number, id: number): Promise<{ file: StoredFile; data: Buffer } | null> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.companyId, companyId)))
    .limit(1);
  if (!file) return null;
  return { file, data: await readFile(resolveKey(file.storageKey)) };
}

/** A Response serving a stored file inline, with its checked type and no sniffing by the browser. */
export function fileResponse(file: StoredFile, data: Buffer): Response {
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': file.mime,
      'content-length': String(data.byteLength),
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.originalName || `file.${file.mime.split('/')[1]}`)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

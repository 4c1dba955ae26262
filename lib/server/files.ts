import 'server-only';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db';
import { storedFiles } from './db/schema';
import { removeStoredFile, resolveKey, storeBytes, tooLarge, type StoreOptions, type StoredFile } from './fileStore';

export { fileStore, sniffType, storeBytes, type StoreOptions, type StoredFile } from './fileStore';

/** Checks and stores one upload; ApiError 413 (too large) / 415 (type) without writing anything. */
export async function storeFile(db: Db, companyId: number, file: File, opts: StoreOptions): Promise<StoredFile> {
  if (file.size > opts.maxBytes) throw tooLarge(opts.maxBytes);
  return storeBytes(db, companyId, { name: file.name, data: new Uint8Array(await file.arrayBuffer()) }, opts);
}

/** Removes a stored file and its row (e.g. when the record that needed it could not be saved). */
export async function deleteStoredFile(db: Db, file: StoredFile): Promise<void> {
  await removeStoredFile(db, file);
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

/** Types a browser may show inline: pictures, which run nothing. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A Response serving a stored file, with its checked type and no sniffing by the browser: inline
 * (viewed in the browser) when it is a picture and the caller allows it, else as an attachment
 * (downloaded under its original name). A PDF or office file is never opened in the site's origin:
 * a file that starts `%PDF-` may still hold HTML or script a viewer would run. The sandbox policy
 * below is the file's own; the front server sends it beside the site's (lib/proxy/edgeResponse.mjs).
 * `cache` for public files (published documents); private, unstored otherwise.
 */
export function fileResponse(file: StoredFile, data: Buffer, opts: { attachment?: boolean; cache?: string } = {}): Response {
  const name = encodeURIComponent(file.originalName || `file.${file.mime.split('/')[1]}`);
  const inline = !opts.attachment && INLINE_TYPES.has(file.mime);
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': file.mime,
      'content-length': String(data.byteLength),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'cache-control': opts.cache ?? 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

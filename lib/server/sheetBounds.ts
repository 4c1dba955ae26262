import 'server-only';
import { inflateRawSync } from 'node:zlib';
import { ApiError } from './errors';

/*
 * Bounds of an imported spreadsheet, checked before it is parsed. An XLSX is a zip: a 50 KB upload
 * can expand to hundreds of megabytes of XML that the parser would build in memory before anything
 * said no. So the zip's directory is read first (entry count, the sizes each entry declares), then
 * every entry is inflated with a hard cap on its output — inflating stops at the cap, and an entry
 * that expands past what it declared is refused too — and the worksheets' rows holding a value
 * are counted, stopping at the bound. Only then does the parser see the file.
 */

/** What the files of one import may expand to, all entries together. */
export const SHEET_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;
/** Entries of an XLSX: a workbook of a few sheets has a dozen or two. */
const MAX_ENTRIES = 500;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const unreadable = () => new ApiError(422, 'sheetUnreadable');
export const tooLarge = (max = SHEET_MAX_EXPANDED_BYTES) => new ApiError(422, 'sheetTooLarge', '0', { values: { max: Math.floor(max / 1024 / 1024) } });
export const tooManyRows = (max: number) => new ApiError(422, 'sheetTooManyRows', '0', { values: { max } });

type Entry = { name: string; method: number; compressed: number; size: number; localOffset: number };

function centralDirectory(buf: Buffer): Entry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: no sheet within the upload limit needs them
  if (count === 0xffff || offset === 0xffffffff) throw unreadable();
  if (count > MAX_ENTRIES) throw tooLarge();
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw unreadable();
    const nameLength = buf.readUInt16LE(p + 28);
    const entry = {
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) throw unreadable();
    entries.push(entry);
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

function inflate(buf: Buffer, e: Entry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw unreadable();
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (data.length !== e.compressed) throw unreadable();
  let out: Buffer;
  if (e.method === 0) out = data;
  else if (e.method === 8) {
    try {
      // stops as soon as the output passes what the entry declared
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw unreadable();
    }
  } else throw unreadable();
  if (out.length !== e.size) throw unreadable();
  return out;
}

/** Rows of a worksheet's XML that hold a value, counted up to `stopAt` + 1. */
export function valueRows(xml: string, stopAt: number): number {
  const start = /<(?:[A-Za-z_][\w.-]*:)?row\b[^>]*?(\/)?>/g;
  let n = 0;
  let m: RegExpExecArray | null;
  while ((m = start.exec(xml))) {
    if (m[1]) continue; // <row/>: nothing in it
    const end = xml.indexOf('row>', start.lastIndex);
    const stop = end < 0 ? xml.length : end;
    if (/<(?:[A-Za-z_][\w.-]*:)?(?:v|is|f)\b/.test(xml.slice(start.lastIndex, stop))) n++;
    if (n > stopAt) return n;
    start.lastIndex = stop;
  }
  return n;
}

/**
 * Refuses (422) an XLSX that expands past SHEET_MAX_EXPANDED_BYTES, has too many entries, is not a
 * zip a sheet can be, or has a worksheet with more than `maxRows` data rows (below its header).
 */
export function checkXlsxBounds(bytes: Uint8Array, maxRows: number): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(buf);
  let declared = 0;
  for (const e of entries) declared += e.size;
  if (declared > SHEET_MAX_EXPANDED_BYTES) throw tooLarge();
  for (const e of entries) {
    const out = inflate(buf, e);
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name) && valueRows(out.toString('utf8'), maxRows + 1) > maxRows + 1) throw tooManyRows(maxRows);
  }
}

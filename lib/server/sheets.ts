import 'server-only';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ApiError } from './errors';
import { checkXlsxBounds, SHEET_MAX_EXPANDED_BYTES, tooLarge, tooManyRows } from './sheetBounds';

/*
 * Spreadsheets in and out: CSV read with csv-parse, XLSX read and written with exceljs. A sheet is
 * read as its header row (column keys) and data rows of text cells, each with its line in the file,
 * so every reported problem names the line the user sees in Excel or a text editor.
 */

export type SheetRow = { line: number; cells: Record<string, string> };
export type Sheet = { header: string[]; rows: SheetRow[] };

/** Data rows a sheet may hold unless its reader says fewer. */
export const SHEET_MAX_ROWS = 10_000;

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isXlsx = (bytes: Uint8Array) => XLSX_MAGIC.every((b, i) => bytes[i] === b);

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates as YYYY-MM-DD (with HH:mm when there is a time), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs reads a date cell as UTC of the shown wall time
    const d = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const hm = value.getUTCHours() || value.getUTCMinutes() ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : '';
    return d + hm;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<string[][] & { lines?: number[] }> {
  // size, entries and rows bounded before exceljs builds anything (./sheetBounds.ts)
  checkXlsxBounds(bytes, maxRows);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(422, 'sheetUnreadable');
  }
  const ws = book.worksheets[0];
  if (!ws) throw new ApiError(422, 'sheetEmpty');
  const out: string[][] & { lines?: number[] } = [];
  out.lines = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= ws.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    out.push(cells);
    out.lines!.push(row.number);
  });
  return out;
}

function readCsv(bytes: Uint8Array, maxRows: number): string[][] & { lines?: number[] } {
  if (bytes.byteLength > SHEET_MAX_EXPANDED_BYTES) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(422, 'sheetNotUtf8');
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // parsing stops one record past the header and maxRows data rows: that one says "too many"
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      to: maxRows + 2,
    }) as never;
  } catch {
    throw new ApiError(422, 'sheetUnreadable');
  }
  if (records.length > maxRows + 1) throw tooManyRows(maxRows);
  const out: string[][] & { lines?: number[] } = records.map((r) => r.record);
  out.lines = records.map((r) => r.info.lines);
  return out;
}

/**
 * A CSV or XLSX file (told apart by content, not by name) as its header row and its data rows, each
 * keyed by the header and carrying its line in the file; blank rows are left out, no column rule is
 * applied. `lowerCaseHeader` reads "Container_No" as "container_no". A file expanding past
 * SHEET_MAX_EXPANDED_BYTES or holding more than `maxRows` data rows (default SHEET_MAX_ROWS) is a
 * 422 before it is parsed whole.
 */
export async function readTable(bytes: Uint8Array, opts: { lowerCaseHeader?: boolean; maxRows?: number } = {}): Promise<Sheet> {
  const maxRows = opts.maxRows ?? SHEET_MAX_ROWS;
  const table = isXlsx(bytes) ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  const lines = table.lines ?? [];
  if (!table.length) return { header: [], rows: [] };
  const header = table[0]!.map((h) => (opts.lowerCaseHeader ? h.trim().toLowerCase() : h.trim()));
  while (header.length && !header[header.length - 1]) header.pop();
  const rows: SheetRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const raw = table[i]!;
    if (raw.every((c) => !c.trim())) continue;
    const cells: Record<string, string> = {};
    header.forEach((h, c) => h && (cells[h] = (raw[c] ?? '').trim()));
    rows.push({ line: lines[i] ?? i + 1, cells });
  }
  return { header: header.filter(Boolean), rows };
}

/**
 * Reads a CSV or XLSX file into its header and rows (readTable). The header must hold every
 * `required` column and only `known` ones (422 naming them otherwise); more than `maxRows` is refused.
 */
export async function readSheet(bytes: Uint8Array, opts: { known: readonly string[]; required: readonly string[]; maxRows: number }): Promise<Sheet> {
  const { header, rows } = await readTable(bytes, { maxRows: opts.maxRows });
  if (!header.length) throw new ApiError(422, 'sheetEmpty');
  const unknown = header.filter((h) => !opts.known.includes(h));
  if (unknown.length) throw new ApiError(422, 'sheetUnknownColumns', '0', { values: { columns: unknown.join(', ') } });
  const missing = opts.required.filter((r) => !header.includes(r));
  if (missing.length) throw new ApiError(422, 'sheetMissingColumns', '0', { values: { columns: missing.join(', ') } });
  if (!rows.length) throw new ApiError(422, 'sheetEmpty');
  if (rows.length > opts.maxRows) throw new ApiError(422, 'sheetTooManyRows', '0', { values: { max: opts.maxRows } });
  return { header, rows };
}

/** An XLSX file of one sheet: a bold, frozen header row, then the rows. */
export async function writeXlsx(sheetName: string, header: readonly string[], rows: (string | number)[][], widths?: number[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow([...header]).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => (col.width = widths?.[i] ?? Math.max(10, (header[i] ?? '').length + 4)));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A UTF-8 CSV with a byte-order mark (so Excel shows Chinese right). */
export function writeCsv(header: readonly string[], rows: (string | number)[][]): Uint8Array {
  const text = [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
  return new TextEncoder().encode(`\uFEFF${text}\r\n`);
}

/** A file download answer. */
export function fileAnswer(bytes: Uint8Array, name: string, type: 'csv' | 'xlsx'): Response {
  const mime = type === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new Response(bytes as BodyInit, {
    headers: { 'content-type': mime, 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
  });
}

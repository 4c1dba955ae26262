import 'server-only';
import { createTranslator } from 'next-intl';
import type { ZodError, ZodType } from 'zod';
import { PARSE_OPTIONS } from '../../contracts/issues';
import {
  EVENT_FILE_COLUMNS,
  MILESTONE_FILE_COLUMNS,
  REQUIRED_FILE_COLUMNS,
  TRACKING_FILE_MAX_BYTES,
  TRACKING_FILE_MAX_ROWS,
  staffEventsInput,
  staffMilestonesInput,
  type ImportRowError,
  type TrackingImportReport,
} from '../../contracts/tracking';
import { normalizeContainerNo } from '../../tracking/iso6346';
import { loadMessages } from '../../i18n/messages';
import type { Actor } from '../audit';
import type { Db } from '../db';
import { ApiError } from '../errors';
import { readTable } from '../sheets';
import { and, eq } from 'drizzle-orm';
import { houseBills, shipmentContainers, shipments } from '../db/schema';
import { addTrackingEvents, saveMilestones } from './staff';

/*
 * Tracking events from a file: a CSV or XLSX whose first row names the columns, read by csv-parse
 * and exceljs. Every row is checked with the same contract a hand-entered event passes (and, for a
 * bill, its container must be on the bill); the report names every bad row by its line in the file,
 * its column and the reason. Nothing is written while a row is bad, nor on a dry run.
 */

type Locale = 'cn' | 'en';
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The file's header (lower case) and rows: a ZIP is an XLSX workbook, text without NUL is CSV. */
async function readEventsSheet(bytes: Uint8Array) {
  const zip = bytes.length >= 4 && ZIP.every((b, i) => bytes[i] === b);
  if (!zip && bytes.includes(0)) throw new ApiError(415, 'importFileType');
  return readTable(bytes, { lowerCaseHeader: true });
}

/**
 * Checks (and, when clean and not a dry run, imports) an events file for one bill or house bill.
 * Answers the report: rows read, every bad row, whether anything was imported.
 */
export async function importTrackingFile(
  db: Db,
  p: { actor: Actor; locale: Locale },
  input: { type: 'bill' | 'hbl'; no: string; dryRun: boolean },
  file: File | undefined,
): Promise<TrackingImportReport> {
  if (!file || file.size === 0) throw new ApiError(422, 'importFileMissing');
  if (file.size > TRACKING_FILE_MAX_BYTES) throw new ApiError(413, 'fileTooLarge', '0', { values: { max: TRACKING_FILE_MAX_BYTES / 1024 / 1024 } });
  const companyId = p.actor.companyId;
  // the target first: a file for a number nobody knows is not worth reading
  let listed: Set<string> | null = null;
  if (input.type === 'bill') {
    const [s] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, input.no)));
    if (!s) throw new ApiError(404, 'trackingNotFound');
    listed = new Set((await db.select({ no: shipmentContainers.containerNo }).from(shipmentContainers).where(eq(shipmentContainers.shipmentId, s.id))).map((r) => r.no));
  } else {
    const [h] = await db.select({ id: houseBills.id }).from(houseBills).where(and(eq(houseBills.companyId, companyId), eq(houseBills.hblNo, input.no)));
    if (!h) throw new ApiError(404, 'trackingNotFound');
  }
  const sheet = await readEventsSheet(new Uint8Array(await file.arrayBuffer()));
  const messages = await loadMessages(p.locale === 'en' ? 'en' : 'zh-CN');
  const tr = createTranslator({ locale: p.locale === 'en' ? 'en' : 'zh-CN', messages });
  const say = (key: string, values: Record<string, string | number> = {}) => {
    const found = [`Validation.${key}`, `Api.${key}`].find((k) => tr.has(k as never));
    return tr((found ?? 'Validation.invalidValue') as never, values as never);
  };
  const errors: ImportRowError[] = [];
  const report = (extra: Partial<TrackingImportReport> = {}): TrackingImportReport => ({ rows: sheet.rows.length, errors, imported: false, added: 0, ignored: 0, ...extra });

  const missing = REQUIRED_FILE_COLUMNS[input.type].filter((c) => !sheet.header.includes(c));
  for (const c of missing) errors.push({ line: 1, field: c, reason: say('importColumnMissing', { column: c }) });
  if (missing.length) return report();
  if (!sheet.rows.length) {
    errors.push({ line: 1, field: '', reason: say('importEmpty') });
    return report();
  }
  if (sheet.rows.length > TRACKING_FILE_MAX_ROWS) {
    errors.push({ line: sheet.rows[TRACKING_FILE_MAX_ROWS]!.line, field: '', reason: say('importTooManyRows', { max: TRACKING_FILE_MAX_ROWS }) });
    return report();
  }

  const columns: readonly string[] = input.type === 'bill' ? EVENT_FILE_COLUMNS : MILESTONE_FILE_COLUMNS;
  /** A row in the shape of the contract's list item; empty cells are left out (optional fields). */
  const item = (cells: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const c of columns) {
      const v = cells[c] ?? '';
      if (v === '') continue;
      out[c === 'event' || c === 'milestone' ? 'kind' : c === 'container_no' ? 'containerNo' : c] = v;
    }
    return out;
  };
  const fieldOf = (key: string) => ({ kind: input.type === 'bill' ? 'event' : 'milestone', containerNo: 'container_no' })[key] ?? key;
  const schema: ZodType = input.type === 'bill' ? staffEventsInput.shape.events.element : staffMilestonesInput.shape.milestones.element;
  const good: Record<string, unknown>[] = [];
  for (const row of sheet.rows) {
    const parsed = schema.safeParse(item(row.cells), PARSE_OPTIONS);
    if (!parsed.success) {
      for (const issue of (parsed.error as ZodError).issues) {
        const params = (issue as { params?: Record<string, string | number> }).params ?? {};
        const bound = issue as { maximum?: unknown };
        errors.push({ line: row.line, field: fieldOf(String(issue.path[0] ?? '')), reason: say(issue.message, { ...(typeof bound.maximum === 'number' ? { max: bound.maximum } : {}), ...params }) });
      }
      continue;
    }
    const value = parsed.data as Record<string, unknown>;
    if (listed && typeof value.containerNo === 'string' && value.containerNo && !listed.has(normalizeContainerNo(value.containerNo))) {
      errors.push({ line: row.line, field: 'container_no', reason: say('trackingContainerNotOnBill', { containerNo: normalizeContainerNo(value.containerNo) }) });
      continue;
    }
    good.push(value);
  }
  if (errors.length || input.dryRun) return report();
  if (input.type === 'bill') {
    const r = await addTrackingEvents(db, p.actor, staffEventsInput.parse({ billNo: input.no, events: good, source: 'import' }));
    return report({ imported: true, ...r });
  }
  const r = await saveMilestones(db, p.actor, staffMilestonesInput.parse({ hblNo: input.no, milestones: good }));
  return report({ imported: true, added: r.saved });
}

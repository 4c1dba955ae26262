import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { ZodError } from 'zod';
import {
  MAX_SHEET_ROWS,
  RATE_COLUMNS,
  REQUIRED_RATE_COLUMNS,
  REQUIRED_SAILING_COLUMNS,
  SAILING_COLUMNS,
  type SheetImportResult,
  type SheetIssue,
  type SheetType,
} from '../contracts/rateAdmin';
import { saveRateInput, SPACE_STATUSES, WEEKDAYS } from '../contracts/rates';
import { PARSE_OPTIONS } from '../contracts/issues';
import { loadMessages } from '../i18n/messages';
import { HOUR_MS, mondayOf, ymd } from '../schedules/time';
import type { ApiLocale } from './apiMessages';
import { audit, type Actor } from './audit';
import type { LinkSite } from './auth/origin';
import type { Db } from './db';
import { carriers, ports, rates, sailingCalls, sailings, scheduleServices, vessels } from './db/schema';
import { fieldErrors } from './http';
import { writeRate, type RateState, type SaveRate } from './rateAdmin';
import { bumpRatesVersion } from './rates';
import { CUTOFF_HOURS } from './scheduleGeneration';
import { bumpScheduleVersion } from './schedules';
import { readSheet, type SheetRow } from './sheets';

/*
 * Rates and sailings imported from a CSV or XLSX file (POST /staff/rates/import). Every row is
 * checked first against the same contract as a single save (lib/contracts/rates.ts saveRateInput)
 * and against the company's ports, the carriers, services and vessels; every problem is reported
 * with its line, column and a reason in the caller's language. Only a clean file is written, all
 * of it in one transaction with its audit row; rates added or repriced by an import are recorded
 * in the price history and queue their lane's rate alerts exactly as a single save does.
 */

type Translate = (key: string, values?: Record<string, string | number>) => string;

async function translatorFor(locale: ApiLocale): Promise<Translate> {
  const messages = await loadMessages(locale === 'en' ? 'en' : 'zh-CN');
  const tr = createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages });
  return (key, values) => tr(key as Parameters<typeof tr>[0], values as never);
}

class Issues {
  readonly list: SheetIssue[] = [];
  constructor(private readonly tr: Translate) {}
  add(line: number, field: string, key: string, values?: Record<string, string | number>) {
    this.list.push({ line, field, reason: this.tr(key, values) });
  }
  get clean() {
    return this.list.length === 0;
  }
}

// ---------------------------------------------------------------- cells

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A number cell as a number; text that is no number stays text (the contract then says so); blank is absent. */
const num = (v: string | undefined): number | string | undefined => (!v ? undefined : NUMBER.test(v.replace(/,/g, '')) ? Number(v.replace(/,/g, '')) : v);
const blankless = (v: string | undefined): string | undefined => (v ? v : undefined);

/** MON … SUN (any case) or 1 … 7. */
function weekday(v: string): number | null {
  const s = v.trim().toUpperCase();
  const i = (WEEKDAYS as readonly string[]).indexOf(s.slice(0, 3));
  if (i >= 0 && (s.length === 3 || s === ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][i])) return i + 1;
  return /^[1-7]$/.test(s) ? Number(s) : null;
}

/** Available … Lineup (any case) or 1 … 5. */
function spaceStatus(v: string): number | null {
  const s = v.trim().toLowerCase();
  const hit = Object.entries(SPACE_STATUSES).find(([, name]) => name.toLowerCase() === s);
  if (hit) return Number(hit[0]);
  return /^[1-5]$/.test(s) ? Number(s) : null;
}

/** YYYY-MM-DD (also with slashes and one-digit month or day). */
function isoDay(v: string): string {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : v;
}

/** A port-local time 'YYYY-MM-DD HH:mm[:ss]' as the naive instant the schedule tables store (UTC of the wall time). */
function wallTime(v: string): Date | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(t);
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d) || Number(h) > 23) return null;
  return back;
}

// ---------------------------------------------------------------- rates

/** Contract paths of saveRateInput → the file's columns. */
const RATE_FIELD_OF: Record<string, string> = {
  portStartId: 'pol',
  portEndId: 'pod',
  viaPortId: 'via',
  carrierId: 'carrier',
  'prices.perCbm': 'perCbm',
  'prices.perTon': 'perTon',
  'prices.minCharge': 'minCharge',
};
const rateField = (path: string) => RATE_FIELD_OF[path] ?? path.split('.')[0]!;

type RateLookups = { ports: Map<string, number>; carriers: Map<string, number>; rateIds: Set<number> };

async function rateLookups(db: Db, companyId: number, rows: SheetRow[]): Promise<RateLookups> {
  const ids = [...new Set(rows.map((r) => Number(r.cells.id)).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31))];
  const [portRows, carrierRows, rateRows] = await Promise.all([
    db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, companyId)),
    db.select({ id: carriers.id, code: carriers.code }).from(carriers),
    ids.length
      ? db.select({ id: rates.id }).from(rates).where(and(eq(rates.companyId, companyId), eq(rates.kind, 'lcl'), inArray(rates.id, ids)))
      : Promise.resolve([] as { id: number }[]),
  ]);
  return {
    ports: new Map(portRows.map((p) => [p.code.toUpperCase(), p.id])),
    carriers: new Map(carrierRows.map((c) => [c.code.toUpperCase(), c.id])),
    rateIds: new Set(rateRows.map((r) => r.id)),
  };
}

/** One row as the save contract's input, or its problems. */
async function rateOf(row: SheetRow, look: RateLookups, issues: Issues, locale: ApiLocale, seenIds: Map<number, number>): Promise<SaveRate | null> {
  const c = row.cells;
  const before = issues.list.length;
  const code = (field: 'pol' | 'pod' | 'via', required: boolean): number | undefined => {
    const v = (c[field] ?? '').toUpperCase();
    if (!v) {
      if (required) issues.add(row.line, field, 'Validation.required');
      return undefined;
    }
    const id = look.ports.get(v);
    if (!id) issues.add(row.line, field, 'Api.sheetPortUnknown', { code: v });
    return id;
  };
  let id: number | undefined;
  if (c.id) {
    id = Number(c.id);
    if (!Number.isSafeInteger(id) || !look.rateIds.has(id)) issues.add(row.line, 'id', 'Api.sheetRateUnknown', { id: c.id });
    else if (seenIds.has(id)) issues.add(row.line, 'id', 'Api.sheetDuplicateRate', { line: seenIds.get(id)! });
    else seenIds.set(id, row.line);
  }
  const portStartId = code('pol', true);
  const portEndId = code('pod', true);
  const transit = (c.transit || 'DIR').toUpperCase();
  const viaPortId = code('via', transit === 'VIA');
  let carrierId: number | undefined;
  if (c.carrier) {
    carrierId = look.carriers.get(c.carrier.toUpperCase());
    if (!carrierId) issues.add(row.line, 'carrier', 'Api.sheetCarrierUnknown', { code: c.carrier });
  }
  let cutoffWeekday: number | string | undefined;
  if (c.cutoffWeekday) cutoffWeekday = weekday(c.cutoffWeekday) ?? c.cutoffWeekday;
  const days = (c.sailingWeekdays ?? '').split(/[\s,，;；/]+/).filter(Boolean);
  const sailingWeekdays = days.map((d) => weekday(d));
  if (!days.length) issues.add(row.line, 'sailingWeekdays', 'Validation.required');
  else if (sailingWeekdays.some((d) => d === null)) issues.add(row.line, 'sailingWeekdays', 'Api.sheetWeekdays');
  if (c.cutoffWeekday && typeof cutoffWeekday === 'string') issues.add(row.line, 'cutoffWeekday', 'Api.sheetWeekdays');
  let status: number | string | undefined;
  if (c.spaceStatus) status = spaceStatus(c.spaceStatus) ?? c.spaceStatus;
  if (c.validFrom && c.validTo && isoDay(c.validTo) < isoDay(c.validFrom)) issues.add(row.line, 'validTo', 'Api.sheetValidRange');

  const raw = {
    id,
    kind: 'lcl',
    portStartId: portStartId ?? 1,
    portEndId: portEndId ?? 1,
    carrierId: carrierId ?? null,
    coLoader: blankless(c.coLoader),
    route: blankless(c.route),
    routeEn: blankless(c.routeEn),
    routeCode: blankless(c.routeCode),
    transit,
    viaPortId: transit === 'VIA' ? (viaPortId ?? null) : null,
    transitDays: num(c.transitDays),
    validFrom: c.validFrom ? isoDay(c.validFrom) : undefined,
    validTo: c.validTo ? isoDay(c.validTo) : undefined,
    currency: blankless(c.currency?.toUpperCase()),
    prices: { perCbm: num(c.perCbm), perTon: num(c.perTon), minCharge: num(c.minCharge) },
    billFee: num(c.billFee),
    billFeeCurrency: blankless(c.billFeeCurrency?.toUpperCase()),
    cutoffWeekday,
    sailingWeekdays: sailingWeekdays.every((d) => d !== null) ? sailingWeekdays : [],
    spaceStatus: status,
    remark: blankless(c.remark),
    remarkEn: blankless(c.remarkEn),
  };
  try {
    const input = saveRateInput.parse(raw, PARSE_OPTIONS);
    return issues.list.length === before ? input : null;
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const reported = new Set(issues.list.slice(before).map((i) => i.field));
    for (const [path, texts] of Object.entries(await fieldErrors(error, locale))) {
      const field = rateField(path);
      // a missing required price, say, is reported once, not once per zod path
      if (reported.has(field)) continue;
      reported.add(field);
      for (const reason of texts.slice(0, 1)) issues.list.push({ line: row.line, field, reason });
    }
    return null;
  }
}

async function importRates(db: Db, actor: Actor, rows: SheetRow[], apply: boolean, locale: ApiLocale, fileName: string, site?: LinkSite): Promise<SheetImportResult> {
  const issues = new Issues(await translatorFor(locale));
  const look = await rateLookups(db, actor.companyId, rows);
  const seen = new Map<number, number>();
  const inputs: SaveRate[] = [];
  for (const row of rows) {
    const input = await rateOf(row, look, issues, locale, seen);
    if (input) inputs.push(input);
  }
  const result: SheetImportResult = {
    type: 'rates',
    rows: rows.length,
    created: inputs.filter((i) => !i.id).length,
    updated: inputs.filter((i) => i.id).length,
    repriced: 0,
    imported: false,
    issues: issues.list,
  };
  if (!issues.clean || !apply) return result;
  return db.transaction(async (tx) => {
    const before: Record<string, RateState> = {};
    const after: Record<string, RateState> = {};
    let repriced = 0;
    for (const input of inputs) {
      const w = await writeRate(tx, actor.companyId, actor, input, site, true);
      if (w.before) before[w.id] = w.before;
      after[w.id] = w.after;
      if (w.priceChanged) repriced++;
    }
    await bumpRatesVersion(tx, actor.companyId);
    await audit(tx, actor, {
      action: 'rate.import',
      entity: 'rate',
      entityId: fileName.slice(0, 120) || 'import',
      summary: `${fileName}: ${result.created} new, ${result.updated} changed, ${repriced} repriced`,
      before: { rates: before },
      after: { file: fileName, created: result.created, updated: result.updated, repriced, rates: after },
    });
    return { ...result, repriced, imported: true };
  });
}

// ---------------------------------------------------------------- sailings

type Call = { line: number; portId: number; terminal: string; eta: Date; etd: Date; cutoff: Date };
type Voyage = { key: string; line: number; serviceId: number; carrierCode: string; service: string; vesselId: number; vesselLine: number; voyage: string; calls: Call[] };

async function importSailings(db: Db, actor: Actor, rows: SheetRow[], apply: boolean, locale: ApiLocale, fileName: string): Promise<SheetImportResult> {
  const issues = new Issues(await translatorFor(locale));
  const { companyId } = actor;
  const [portRows, carrierRows, serviceRows, vesselRows] = await Promise.all([
    db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, companyId)),
    db.select({ id: carriers.id, code: carriers.code }).from(carriers),
    db.select({ id: scheduleServices.id, carrierId: scheduleServices.carrierId, code: scheduleServices.code }).from(scheduleServices).where(eq(scheduleServices.companyId, companyId)),
    db.select({ id: vessels.id, name: vessels.name }).from(vessels),
  ]);
  const portOf = new Map(portRows.map((p) => [p.code.toUpperCase(), p.id]));
  const carrierOf = new Map(carrierRows.map((c) => [c.code.toUpperCase(), c.id]));
  const serviceOf = new Map(serviceRows.map((s) => [`${s.carrierId}|${s.code.toUpperCase()}`, s.id]));
  const vesselOf = new Map(vesselRows.map((v) => [v.name.toUpperCase(), v.id]));

  const voyages = new Map<string, Voyage>();
  for (const row of rows) {
    const c = row.cells;
    const before = issues.list.length;
    for (const f of REQUIRED_SAILING_COLUMNS) if (!c[f]) issues.add(row.line, f, 'Validation.required');
    const carrierId = c.carrier ? carrierOf.get(c.carrier.toUpperCase()) : undefined;
    if (c.carrier && !carrierId) issues.add(row.line, 'carrier', 'Api.sheetCarrierUnknown', { code: c.carrier });
    const serviceId = carrierId && c.service ? serviceOf.get(`${carrierId}|${c.service.toUpperCase()}`) : undefined;
    if (carrierId && c.service && !serviceId) issues.add(row.line, 'service', 'Api.sheetServiceUnknown', { code: c.service });
    const vesselId = c.vessel ? vesselOf.get(c.vessel.toUpperCase()) : undefined;
    if (c.vessel && !vesselId) issues.add(row.line, 'vessel', 'Api.sheetVesselUnknown', { name: c.vessel });
    if (c.voyage && !/^[A-Za-z0-9-]{1,12}$/.test(c.voyage)) issues.add(row.line, 'voyage', 'Validation.invalidFormat');
    const portId = c.port ? portOf.get(c.port.toUpperCase()) : undefined;
    if (c.port && !portId) issues.add(row.line, 'port', 'Api.sheetPortUnknown', { code: c.port.toUpperCase() });
    if ((c.terminal ?? '').length > 60) issues.add(row.line, 'terminal', 'Validation.tooLong', { max: 60 });
    const eta = c.eta ? wallTime(c.eta) : null;
    const etd = c.etd ? wallTime(c.etd) : null;
    const cutoff = c.cutoff ? wallTime(c.cutoff) : etd ? new Date(Math.floor((etd.getTime() - CUTOFF_HOURS * HOUR_MS) / HOUR_MS) * HOUR_MS) : null;
    if (c.eta && !eta) issues.add(row.line, 'eta', 'Api.sheetDateTime');
    if (c.etd && !etd) issues.add(row.line, 'etd', 'Api.sheetDateTime');
    if (c.cutoff && !cutoff) issues.add(row.line, 'cutoff', 'Api.sheetDateTime');
    if (eta && etd && etd < eta) issues.add(row.line, 'etd', 'Api.sheetEtdBeforeEta');
    if (cutoff && etd && cutoff > etd) issues.add(row.line, 'cutoff', 'Api.sheetCutoffAfterEtd');
    if (issues.list.length > before || !serviceId || !vesselId || !portId || !eta || !etd || !cutoff) continue;
    const key = `${serviceId}|${c.voyage!.toUpperCase()}`;
    let v = voyages.get(key);
    if (!v) {
      v = { key, line: row.line, serviceId, carrierCode: c.carrier!, service: c.service!, vesselId, vesselLine: row.line, voyage: c.voyage!.toUpperCase(), calls: [] };
      voyages.set(key, v);
    } else if (v.vesselId !== vesselId) {
      issues.add(row.line, 'vessel', 'Api.sheetVesselChanges', { line: v.vesselLine });
      continue;
    }
    const last = v.calls[v.calls.length - 1];
    if (last && eta < last.etd) {
      issues.add(row.line, 'eta', 'Api.sheetCallOrder', { line: last.line });
      continue;
    }
    v.calls.push({ line: row.line, portId, terminal: c.terminal ?? '', eta, etd, cutoff });
  }
  const weeks = new Map<string, Voyage>();
  for (const v of voyages.values()) {
    if (v.calls.length < 2) {
      issues.add(v.line, 'voyage', 'Api.sheetVoyageShort', { voyage: v.voyage });
      continue;
    }
    const week = ymd(mondayOf(v.calls[0]!.eta));
    const other = weeks.get(`${v.serviceId}|${week}`);
    if (other) issues.add(v.line, 'voyage', 'Api.sheetVoyageSameWeek', { voyage: other.voyage, line: other.line });
    else weeks.set(`${v.serviceId}|${week}`, v);
  }
  issues.list.sort((a, b) => a.line - b.line);
  const result: SheetImportResult = { type: 'sailings', rows: rows.length, created: 0, updated: 0, repriced: 0, imported: false, issues: issues.list };
  const list = [...weeks.entries()].map(([k, v]) => ({ week: k.split('|')[1]!, v }));
  if (!issues.clean) return result;
  const existing = list.length
    ? await db
        .select({ id: sailings.id, serviceId: sailings.serviceId, week: sailings.week, vesselId: sailings.vesselId, voyage: sailings.voyage, status: sailings.status })
        .from(sailings)
        // a staff import updates staff sailings only; a carrier's own voyages stay the carrier's
        .where(and(eq(sailings.companyId, companyId), isNull(sailings.sourceConnectionId), inArray(sailings.serviceId, [...new Set(list.map((x) => x.v.serviceId))])))
    : [];
  const have = new Map(existing.map((e) => [`${e.serviceId}|${e.week}`, e]));
  result.updated = list.filter((x) => have.has(`${x.v.serviceId}|${x.week}`)).length;
  result.created = list.length - result.updated;
  if (!apply) return result;
  return db.transaction(async (tx) => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const { week, v } of list) {
      const old = have.get(`${v.serviceId}|${week}`);
      let id: number;
      if (old) {
        const oldCalls = await tx.select().from(sailingCalls).where(eq(sailingCalls.sailingId, old.id));
        before[old.id] = { vesselId: old.vesselId, voyage: old.voyage, status: old.status, calls: oldCalls.map((c) => ({ portId: c.portId, eta: c.eta, etd: c.etd })) };
        await tx.update(sailings).set({ vesselId: v.vesselId, voyage: v.voyage, status: 'scheduled' }).where(eq(sailings.id, old.id));
        await tx.delete(sailingCalls).where(eq(sailingCalls.sailingId, old.id));
        id = old.id;
      } else {
        const [row] = await tx.insert(sailings).values({ companyId, serviceId: v.serviceId, vesselId: v.vesselId, voyage: v.voyage, week }).returning({ id: sailings.id });
        id = row!.id;
      }
      await tx.insert(sailingCalls).values(v.calls.map((c, i) => ({ sailingId: id, seq: i + 1, portId: c.portId, terminal: c.terminal, eta: c.eta, etd: c.etd, cutoff: c.cutoff })));
      after[id] = { serviceId: v.serviceId, week, vesselId: v.vesselId, voyage: v.voyage, calls: v.calls.map((c) => ({ portId: c.portId, eta: c.eta, etd: c.etd })) };
    }
    await bumpScheduleVersion(tx, companyId);
    await audit(tx, actor, {
      action: 'sailing.import',
      entity: 'sailing',
      entityId: fileName.slice(0, 120) || 'import',
      summary: `${fileName}: ${result.created} new, ${result.updated} replaced`,
      before: { sailings: before },
      after: { file: fileName, created: result.created, updated: result.updated, sailings: after },
    });
    return { ...result, imported: true };
  });
}

/**
 * Checks (apply false) or imports (apply true) a file of rates or sailings for the actor's company.
 * A file with any bad row answers its issues and writes nothing, in either mode.
 */
export async function importSheet(
  db: Db,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
  opts: { type: SheetType; apply: boolean; locale: ApiLocale; site?: LinkSite },
): Promise<SheetImportResult> {
  const columns = opts.type === 'rates' ? { known: RATE_COLUMNS, required: REQUIRED_RATE_COLUMNS } : { known: SAILING_COLUMNS, required: REQUIRED_SAILING_COLUMNS };
  const sheet = await readSheet(file.bytes, { ...columns, maxRows: MAX_SHEET_ROWS });
  const name = file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_');
  return opts.type === 'rates'
    ? importRates(db, actor, sheet.rows, opts.apply, opts.locale, name, opts.site)
    : importSailings(db, actor, sheet.rows, opts.apply, opts.locale, name);
}

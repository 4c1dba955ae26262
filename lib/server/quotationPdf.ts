import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompanySettings } from '../contracts/company';
import type { Quotation } from '../contracts/rates';
import type { ApiLocale } from './apiMessages';
import { loadMessages } from '../i18n/messages';
import { createTranslator } from 'next-intl';
import { localName } from '../personName';

/*
 * The quotation PDF (spec §3 "Quotation export"), drawn with pdfkit. Chinese needs a CJK font the
 * project's own install brings: Noto Sans SC from @fontsource/noto-sans-sc, which ships the font cut
 * into ~100 unicode-range pieces (WOFF). The pieces a document's text uses are looked up in the
 * package's CSS and embedded, and pdfkit subsets each to the glyphs drawn, so a quotation carries a
 * few dozen KB of font instead of the whole 10 MB face.
 */

// Read from the installed package at run time (a bundler must not inline or rename it).
const fontDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc');

type Piece = { file: string; ranges: [number, number][] };
let pieces: Promise<Piece[]> | undefined;

/** The pieces of the 400 weight and the code points each covers (from the package's own CSS). */
function fontPieces(): Promise<Piece[]> {
  pieces ??= readFile(path.join(/*turbopackIgnore: true*/ fontDir(), '400.css'), 'utf8').then((css) => {
    const out: Piece[] = [];
    for (const block of css.split('@font-face').slice(1)) {
      const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!file || !range) continue;
      const ranges = range.split(',').map((r) => {
        const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
        const lo = parseInt(a!, 16);
        return [lo, b ? parseInt(b, 16) : lo] as [number, number];
      });
      out.push({ file, ranges });
    }
    return out;
  });
  return pieces;
}

/** Splits a text into runs each drawn with one piece of the font. */
function runs(text: string, all: Piece[]): { piece: Piece; text: string }[] {
  const out: { piece: Piece; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const piece = all.find((p) => p.ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) ?? all[all.length - 1]!;
    const last = out[out.length - 1];
    if (last && last.piece === piece) last.text += ch;
    else out.push({ piece, text: ch });
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

async function registerFonts(doc: Doc, texts: string[]): Promise<(s: string) => { piece: Piece; text: string }[]> {
  const all = await fontPieces();
  const used = new Set<Piece>();
  for (const t of texts) for (const r of runs(t, all)) used.add(r.piece);
  for (const p of used) doc.registerFont(p.file, await readFile(path.join(/*turbopackIgnore: true*/ fontDir(), 'files', p.file)));
  return (s) => runs(s, all);
}

export type PdfData = { quotation: Quotation; company: CompanySettings; locale: ApiLocale; logoSvg: string | null };

/** The quotation as a PDF document (A4), in the caller's language. */
export async function quotationPdf({ quotation: q, company, locale, logoSvg }: PdfData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { default: SVGtoPDF } = await import('svg-to-pdfkit');
  const messages = await loadMessages(locale === 'en' ? 'en' : 'zh-CN');
  const t = createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages, namespace: 'Quotation' });
  const en = locale === 'en';
  const companyName = (en ? company.companyNameEn : company.companyNameCn) || company.companyNameCn;
  const sales = q.sales;
  const unitText = (u: string) => t(`units.${u}` as Parameters<typeof t>[0]);
  const items = q.quote.lines.map((l) => ({
    description: en ? l.nameEn : l.nameCn,
    count: String(l.count),
    unitPrice: l.unitPrice.toFixed(2),
    cost: l.amount.toFixed(2),
    remark: unitText(l.unit),
    currency: l.currency,
  }));
  const header = [
    [t('pdf.number'), q.quotation_no],
    [t('pdf.validity'), q.validTo],
    [t('pdf.lane'), `${q.port_start} → ${q.port_end}`],
    [t('pdf.shipping'), q.shipping],
    [t('pdf.schedule'), `${q.schedule}  ${t('pdf.voyage')} ${q.voyage}`],
    [t('pdf.transfer'), q.transfer],
    [t('pdf.cargo'), `${q.carton} · ${q.cargo.grossWeight} KG · ${q.cargo.volume} CBM · ${t(`customer.${q.cargo.customerType}` as Parameters<typeof t>[0])}`],
    [t('pdf.sales'), localName(sales, en ? 'en' : 'cn') || '—'],
    [t('pdf.phone'), sales?.mobile || company.contactPhone || '—'],
    [t('pdf.mail'), sales?.email || company.contactEmail || '—'],
  ] as const;
  const cols = [t('pdf.description'), t('pdf.count'), t('pdf.unitPrice'), t('pdf.cost'), t('pdf.remark'), t('pdf.currency')];
  const totals = q.quote.totals.map((x) => `${x.currency} ${x.amount.toFixed(2)}`).join('   ');
  const notes = [q.quote.needsSalesConfirmation ? t('pdf.note') : '', q.description ? `${t('pdf.description')}: ${q.description}` : '', t('pdf.footer')].filter(Boolean);

  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${t('pdf.title')} ${q.quotation_no}`, Author: companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const split = await registerFonts(doc, [companyName, t('pdf.title'), ...header.flat(), ...cols, ...items.flatMap((i) => Object.values(i)), totals, ...notes, t('pdf.total')]);

  /** Draws a text at (x, y) in the font pieces it needs, within `width` (cut with … if longer). */
  const draw = (s: string, x: number, y: number, size: number, opts: { width?: number; color?: string; align?: 'right' } = {}) => {
    doc.fillColor(opts.color ?? '#1f2937').fontSize(size);
    let text = s;
    const widthOf = (v: string) => split(v).reduce((w, r) => w + doc.font(r.piece.file).widthOfString(r.text), 0);
    if (opts.width) while (text.length > 1 && widthOf(text) > opts.width) text = `${[...text].slice(0, -2).join('')}…`;
    let cx = opts.align === 'right' && opts.width ? x + opts.width - widthOf(text) : x;
    for (const r of split(text)) {
      doc.font(r.piece.file).text(r.text, cx, y, { lineBreak: false });
      cx += doc.widthOfString(r.text);
    }
  };

  const left = 48;
  const right = doc.page.width - 48;
  if (logoSvg) SVGtoPDF(doc, logoSvg, left, 40, { width: 150, height: 42 });
  draw(companyName, logoSvg ? left + 165 : left, 52, 15, { color: company.webThemeColor || '#0b5cad' });
  draw(t('pdf.title'), left, 104, 20);
  doc.moveTo(left, 132).lineTo(right, 132).lineWidth(1).strokeColor(company.webThemeColor || '#0b5cad').stroke();

  let y = 146;
  for (const [label, value] of header) {
    draw(label, left, y, 9.5, { color: '#6b7280', width: 90 });
    draw(value, left + 95, y, 10, { width: right - left - 95 });
    y += 18;
  }

  y += 10;
  const widths = [170, 50, 70, 75, 80, 54];
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  doc.rect(left, y - 4, right - left, 20).fill('#f1f5f9');
  cols.forEach((c, i) => draw(c, xs[i]! + 4, y, 9, { color: '#374151', width: widths[i]! - 8, align: i >= 1 && i <= 3 ? 'right' : undefined }));
  y += 22;
  for (const it of items) {
    const cells = [it.description, it.count, it.unitPrice, it.cost, it.remark, it.currency];
    cells.forEach((c, i) => draw(c, xs[i]! + 4, y, 9.5, { width: widths[i]! - 8, align: i >= 1 && i <= 3 ? 'right' : undefined }));
    y += 18;
    doc.moveTo(left, y - 4).lineTo(right, y - 4).lineWidth(0.5).strokeColor('#e5e7eb').stroke();
  }
  y += 6;
  draw(`${t('pdf.total')}: ${totals}`, left, y, 11.5, { width: right - left, align: 'right' });
  y += 30;
  for (const n of notes) {
    draw(n, left, y, 9, { color: '#6b7280', width: right - left });
    y += 16;
  }
  doc.end();
  return done;
}

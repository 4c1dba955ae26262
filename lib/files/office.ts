import { zip } from './zip';

/*
 * Minimal Word (.docx) and Excel (.xlsx) writers for the documents the site offers for download
 * (letters of guarantee, booking forms, schedule and freight tables): valid Office Open XML that
 * Word, Excel, WPS and LibreOffice open, Chinese included (the viewer's fonts render it).
 */

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

// ---------------------------------------------------------------- Word

export type DocxParagraph = {
  text: string;
  bold?: boolean;
  /** Font size in points (default 11). */
  size?: number;
  align?: 'left' | 'center' | 'right';
  /** Space after the paragraph, in points. */
  after?: number;
};

export type DocxBlock = DocxParagraph | { table: string[][]; header?: boolean };

function run(p: DocxParagraph): string {
  const props = [
    '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="SimSun"/>',
    p.bold ? '<w:b/>' : '',
    `<w:sz w:val="${Math.round((p.size ?? 11) * 2)}"/>`,
  ].join('');
  // Line breaks inside a paragraph become <w:br/>.
  const parts = p.text.split('\n').map((t) => `<w:t xml:space="preserve">${xml(t)}</w:t>`);
  return `<w:r><w:rPr>${props}</w:rPr>${parts.join('<w:br/>')}</w:r>`;
}

function paragraph(p: DocxParagraph): string {
  const ppr = `<w:pPr><w:spacing w:after="${Math.round((p.after ?? 6) * 20)}" w:line="360" w:lineRule="auto"/>${p.align && p.align !== 'left' ? `<w:jc w:val="${p.align}"/>` : ''}</w:pPr>`;
  return `<w:p>${ppr}${p.text ? run(p) : ''}</w:p>`;
}

function table(rows: string[][], header: boolean): string {
  const cols = Math.max(...rows.map((r) => r.length));
  const width = Math.floor(9000 / cols);
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
  const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders>`;
  const grid = `<w:tblGrid>${Array.from({ length: cols }, () => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>`;
  const body = rows
    .map(
      (r, i) =>
        `<w:tr>${Array.from({ length: cols }, (_, c) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph({ text: r[c] ?? '', bold: header && i === 0, size: 10.5, after: 2 })}</w:tc>`).join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/>${borders}</w:tblPr>${grid}${body}</w:tbl>`;
}

/** A .docx of paragraphs and simple bordered tables, A4 with 2.5 cm margins. */
export function buildDocx(blocks: readonly DocxBlock[], meta: { title: string; author: string }): Uint8Array {
  const body = blocks.map((b) => ('table' in b ? table(b.table, b.header ?? true) : paragraph(b))).join('');
  const sect = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1418" w:bottom="1418" w:left="1418" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>';
  return zip([
    {
      name: '[Content_Types].xml',
      data: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${HEAD}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    },
    { name: 'docProps/core.xml', data: coreProps(meta) },
    {
      name: 'word/document.xml',
      data: `${HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}${sect}</w:body></w:document>`,
    },
  ]);
}

function coreProps(meta: { title: string; author: string }): string {
  return `${HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${xml(meta.title)}</dc:title><dc:creator>${xml(meta.author)}</dc:creator></cp:coreProperties>`;
}

// ---------------------------------------------------------------- Excel

export type XlsxSheet = {
  name: string;
  /** A title row above the table (merged across the columns). */
  title?: string;
  columns: { header: string; width: number }[];
  rows: (string | number)[][];
  /** Lines under the table (remarks). */
  notes?: string[];
};

const colName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : colName(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

// Styles: 0 default, 1 header (bold, grey fill, border), 2 body (border), 3 title (bold 14), 4 note (grey).
const STYLES = `${HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="4"><font><sz val="11"/><name val="Arial"/></font><font><b/><sz val="11"/><name val="Arial"/></font><font><b/><sz val="14"/><name val="Arial"/></font><font><sz val="10"/><color rgb="FF666666"/><name val="Arial"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFE8EFFA"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left style="thin"><color rgb="FF999999"/></left><right style="thin"><color rgb="FF999999"/></right><top style="thin"><color rgb="FF999999"/></top><bottom style="thin"><color rgb="FF999999"/></bottom><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1"><alignment vertical="center"/></xf><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"><alignment horizontal="center" vertical="center"/></xf><xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function cell(ref: string, value: string | number, style: number): string {
  if (typeof value === 'number') return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
}

function sheetXml(s: XlsxSheet): string {
  const rows: string[] = [];
  let r = 1;
  const merges: string[] = [];
  const last = colName(s.columns.length - 1);
  if (s.title) {
    rows.push(`<row r="${r}" ht="28" customHeight="1">${cell(`A${r}`, s.title, 3)}</row>`);
    merges.push(`A${r}:${last}${r}`);
    r++;
  }
  rows.push(`<row r="${r}" ht="22" customHeight="1">${s.columns.map((c, i) => cell(`${colName(i)}${r}`, c.header, 1)).join('')}</row>`);
  r++;
  for (const row of s.rows) {
    rows.push(`<row r="${r}">${s.columns.map((_, i) => cell(`${colName(i)}${r}`, row[i] ?? '', 2)).join('')}</row>`);
    r++;
  }
  for (const note of s.notes ?? []) {
    r++;
    rows.push(`<row r="${r}">${cell(`A${r}`, note, 4)}</row>`);
  }
  const cols = s.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  const merge = merges.length ? `<mergeCells count="${merges.length}">${merges.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells>` : '';
  return `${HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="${s.title ? 2 : 1}" topLeftCell="A${s.title ? 3 : 2}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${rows.join('')}</sheetData>${merge}</worksheet>`;
}

/** A .xlsx of one or more sheets (a title row, a header row, the rows, notes below). */
export function buildXlsx(sheets: readonly XlsxSheet[], meta: { title: string; author: string }): Uint8Array {
  const overrides = sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('');
  return zip([
    {
      name: '[Content_Types].xml',
      data: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${HEAD}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    },
    { name: 'docProps/core.xml', data: coreProps(meta) },
    {
      name: 'xl/workbook.xml',
      data: `${HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${DOC_REL}"><sheets>${sheets.map((s, i) => `<sheet name="${xml(s.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${HEAD}<Relationships xmlns="${PKG_RELS}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${DOC_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/styles.xml', data: STYLES },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheetXml(s) })),
  ]);
}

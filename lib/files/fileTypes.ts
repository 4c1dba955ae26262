import { zipEntryNames } from './zip';

/*
 * What a file is, told by its content, never by its name or the type a browser declares: a
 * renamed program stays a program. PDF, PNG and JPEG by their signatures; Word and Excel by their
 * containers and what is inside them (a .docx is a ZIP holding word/document.xml, a .doc an OLE
 * compound file holding a WordDocument stream).
 */

export type FileType = { mime: string; ext: string };

export const PDF: FileType = { mime: 'application/pdf', ext: 'pdf' };
export const PNG: FileType = { mime: 'image/png', ext: 'png' };
export const JPEG: FileType = { mime: 'image/jpeg', ext: 'jpg' };
export const DOC: FileType = { mime: 'application/msword', ext: 'doc' };
export const DOCX: FileType = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
export const XLS: FileType = { mime: 'application/vnd.ms-excel', ext: 'xls' };
export const XLSX: FileType = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };

const SIGNATURES: { type: FileType; magic: number[] }[] = [
  { type: PDF, magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: PNG, magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: JPEG, magic: [0xff, 0xd8, 0xff] },
];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (data: Uint8Array, magic: number[]) => magic.every((b, i) => data[i] === b);

/** The UTF-16LE bytes of a stream name, as an OLE directory entry holds it. */
function utf16(name: string): Uint8Array {
  const out = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) out[i * 2] = name.charCodeAt(i);
  return out;
}

function contains(data: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  outer: for (let i = data.indexOf(first!); i >= 0 && i <= data.length - needle.length; i = data.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (data[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const WORD_STREAM = utf16('WordDocument');
const EXCEL_STREAMS = [utf16('Workbook'), utf16('Book')];

function officeZip(data: Uint8Array): FileType | null {
  const names = zipEntryNames(data);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return DOCX;
  if (names.includes('xl/workbook.xml')) return XLSX;
  return null;
}

function oleDocument(data: Uint8Array): FileType | null {
  if (contains(data, WORD_STREAM)) return DOC;
  if (EXCEL_STREAMS.some((s) => contains(data, s))) return XLS;
  return null;
}

/** The type the whole file's content proves, or null (unknown, or a container of something else). */
export function detectFileType(data: Uint8Array): FileType | null {
  if (!data.length) return null;
  const plain = SIGNATURES.find((s) => startsWith(data, s.magic));
  if (plain) return plain.type;
  if (startsWith(data, ZIP_MAGIC)) return officeZip(data);
  if (startsWith(data, OLE_MAGIC)) return oleDocument(data);
  return null;
}

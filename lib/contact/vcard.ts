/*
 * vCard 3.0 (RFC 2426) of the company or one of its offices, as /about/contact/data offers for
 * download: address books on phones and in mail programs import it. Pure: no server code.
 */

export type VCardInput = {
  /** Display name (FN) */
  name: string;
  /** Organisation (ORG) */
  organization: string;
  /** A department or office within it (the ORG's unit) */
  unit?: string;
  /** Contact person (shown as a note: FN is the organisation's card) */
  person?: string;
  address?: string;
  phones?: { number: string; type: 'work' | 'fax' | 'cell' }[];
  email?: string;
  url?: string;
  note?: string;
};

/** Escapes a text value: backslash, comma, semicolon and line breaks. */
export function escapeText(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character: continuation lines start with a space. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length ? 74 : 75; // a continuation line's leading space counts
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const PHONE_TYPES = { work: 'WORK,VOICE', fax: 'WORK,FAX', cell: 'CELL,VOICE' } as const;

/** The vCard text (CRLF line ends, folded). Empty fields are left out. */
export function buildVCard(c: VCardInput): string {
  // A company's card: N carries the name too (3.0 requires N), X-ABShowAs tells Apple's address book.
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${escapeText(c.name)}`, `N:${escapeText(c.name)};;;;`, 'X-ABShowAs:COMPANY'];
  lines.push(`ORG:${escapeText(c.organization)}${c.unit ? `;${escapeText(c.unit)}` : ''}`);
  if (c.address) lines.push(`ADR;TYPE=WORK:;;${escapeText(c.address)};;;;`);
  for (const p of c.phones ?? []) if (p.number.trim()) lines.push(`TEL;TYPE=${PHONE_TYPES[p.type]}:${p.number.trim()}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${c.email}`);
  if (c.url) lines.push(`URL:${c.url}`);
  const note = [c.person, c.note].filter(Boolean).join('\n');
  if (note) lines.push(`NOTE:${escapeText(note)}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for the card: the name with characters file systems refuse replaced. */
export function vcardFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'contact'}.vcf`;
}

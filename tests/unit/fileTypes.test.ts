import { describe, expect, it } from 'vitest';
import { DOC, DOCX, PDF, XLS, XLSX, detectFileType } from '@/lib/files/fileTypes';
import { buildDocx, buildXlsx } from '@/lib/files/office';
import { crc32, zip, zipEntryNames } from '@/lib/files/zip';
import { fileKind, formatBytes } from '@/lib/files/size';

const ole = (stream: string) => {
  const out = new Uint8Array(4096);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  [...stream].forEach((ch, i) => (out[1024 + i * 2] = ch.charCodeAt(0)));
  return out;
};

describe('file types by content', () => {
  it('knows Word and Excel files by what is inside their containers', () => {
    expect(detectFileType(buildDocx([{ text: '简历' }], { title: 't', author: 'a' }))).toEqual(DOCX);
    expect(detectFileType(buildXlsx([{ name: 's', columns: [{ header: 'h', width: 8 }], rows: [[1]] }], { title: 't', author: 'a' }))).toEqual(XLSX);
    expect(detectFileType(ole('WordDocument'))).toEqual(DOC);
    expect(detectFileType(ole('Workbook'))).toEqual(XLS);
    expect(detectFileType(new TextEncoder().encode('%PDF-1.7\n...'))).toEqual(PDF);
  });

  it('refuses a renamed program, a plain ZIP, an OLE file that is no Office document, and nothing at all', () => {
    expect(detectFileType(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(detectFileType(zip([{ name: 'word/readme.txt', data: 'not a document' }]))).toBeNull();
    expect(detectFileType(zip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'payload.exe', data: 'MZ' }]))).toBeNull();
    expect(detectFileType(ole('SummaryInformation'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
    // a ZIP signature with a broken end
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
  });
});

describe('zip', () => {
  it('writes archives whose entry names read back, deterministically', () => {
    const entries = [{ name: 'a.txt', data: 'hello' }, { name: '中文/名称.xml', data: '<x/>' }];
    expect(zipEntryNames(zip(entries))).toEqual(['a.txt', '中文/名称.xml']);
    expect(zip(entries)).toEqual(zip(entries));
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789')).toString(16)).toBe('cbf43926');
  });
});

describe('sizes', () => {
  it('reads like a person writes them', () => {
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(2765)).toBe('2.7 KB');
    expect(formatBytes(45 * 1024)).toBe('45 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(fileKind(XLSX.mime)).toBe('XLSX');
    expect(fileKind('application/octet-stream', 'x.zip')).toBe('ZIP');
  });
});

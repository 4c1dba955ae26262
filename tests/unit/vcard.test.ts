import { describe, expect, it } from 'vitest';
import { buildVCard, escapeText, foldLine, vcardFileName } from '@/lib/contact/vcard';

describe('vCard', () => {
  it('escapes commas, semicolons, backslashes and line breaks', () => {
    expect(escapeText('A, B; C\\D\nE')).toBe('A\\, B\\; C\\\\D\\nE');
  });

  it('folds lines at 75 octets without splitting a Chinese character', () => {
    const line = `ADR;TYPE=WORK:;;${'上海市虹口区东大名路1088号环宇航运大厦18楼'.repeat(3)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('is a vCard 3.0 of the company with what it has, CRLF-terminated', () => {
    const card = buildVCard({ name: 'Globalink Sea Logistics Group Co., Ltd.', organization: 'Globalink Sea Logistics Group Co., Ltd.', address: '18F, 1088 East Daming Road', phones: [{ number: '021-6588 7200', type: 'work' }, { number: '', type: 'fax' }], email: 's@a.test', url: 'https://a.test', person: 'Joy Zhou' });
    const lines = card.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:3.0']);
    expect(lines).toContain('FN:Globalink Sea Logistics Group Co.\\, Ltd.');
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:021-6588 7200');
    expect(lines.some((l) => l.startsWith('TEL;TYPE=WORK,FAX'))).toBe(false);
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:s@a.test');
    expect(lines).toContain('NOTE:Joy Zhou');
    expect(lines.at(-2)).toBe('END:VCARD');
    expect(card.endsWith('\r\n')).toBe(true);
  });

  it('names the file safely', () => {
    expect(vcardFileName('环宇海运 / 宁波: 分公司')).toBe('环宇海运 _ 宁波_ 分公司.vcf');
  });
});

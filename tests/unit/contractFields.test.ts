// The shared field rules of the contracts (lib/contracts/fields.ts), the localized error map
// (lib/contracts/issues.ts) and the Accept-Language choice of the API (lib/i18n/acceptLanguage.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userInfoAnswer } from '@/lib/contracts/account';
import { hasControlChars, idField, pageField, text } from '@/lib/contracts/fields';
import { ISSUE_KEYS, PARSE_OPTIONS } from '@/lib/contracts/issues';
import { ID_MAX } from '@/lib/contracts/limits';
import { negotiateLocale } from '@/lib/i18n/acceptLanguage';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const messagesOf = (r: { error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe('text()', () => {
  const single = text(10);
  const multi = text(200, { multiline: true });

  it.each([
    ['NUL', 'ab\u0000c'],
    ['a C0 control', 'ab\u0007c'],
    ['escape', 'ab\u001bc'],
    ['DEL', 'ab\u007fc'],
    ['a C1 control', 'ab\u0085c'],
    ['a lone high surrogate', 'ab\ud800c'],
    ['a lone low surrogate', 'ab\udc00c'],
  ])('refuses %s, in one-line and multi-line text', (_what, value) => {
    expect(messagesOf(single.safeParse(value))).toEqual(['controlChars']);
    expect(messagesOf(multi.safeParse(value))).toEqual(['controlChars']);
  });

  it('allows tab and line breaks inside multi-line text only', () => {
    expect(multi.parse('line one\n\tline two\r\nend')).toBe('line one\n\tline two\r\nend');
    expect(messagesOf(single.safeParse('a\tb'))).toEqual(['controlChars']);
    expect(messagesOf(single.safeParse('a\nb'))).toEqual(['controlChars']);
  });

  it('trims (before counting), keeps emoji pairs and Chinese, bounds the length', () => {
    expect(single.parse('  上海 🚢  ')).toBe('上海 🚢');
    expect(messagesOf(single.safeParse('x'.repeat(11)))).toEqual(['tooLong']);
    expect(text(10, { noEmoji: true }).safeParse('上海 🚢').error?.issues[0]?.message).toBe('emoji');
    expect(messagesOf(text(10, { required: true }).safeParse('   '))).toEqual(['required']);
    expect(text(10, { trim: false }).parse(' a ')).toBe(' a ');
  });

  it('hasControlChars agrees', () => {
    expect(hasControlChars('plain text, 中文, ©')).toBe(false);
    expect(hasControlChars('a\u0000')).toBe(true);
    expect(hasControlChars('a\nb', true)).toBe(false);
    expect(hasControlChars('a\u000bb', true)).toBe(true);
  });
});

describe('idField', () => {
  it('takes positive integers up to the id column, as numbers or digit strings', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(ID_MAX)).toBe(ID_MAX);
    expect(String(ID_MAX)).toBe('2147483647');
  });

  it.each([[2 ** 31], ['2147483648'], [0], [-1], [1.5], ['1e3'], ['0x10'], [''], [true], [null], [[1]], ['1\u0000'], [Number.MAX_SAFE_INTEGER * 4]])(
    'refuses %j',
    (value) => expect(idField.safeParse(value).success).toBe(false),
  );

  it('pageField is bounded too', () => {
    expect(pageField.parse('3')).toBe(3);
    expect(pageField.safeParse(10_001).success).toBe(false);
  });
});

describe('the localized error map', () => {
  const schema = z.object({
    name: z.string(),
    count: z.number().int().min(1).max(5),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(2),
    id: idField,
  });
  const keysOf = (input: unknown) => Object.fromEntries(schema.safeParse(input, PARSE_OPTIONS).error!.issues.map((i) => [i.path.join('.'), i.message]));

  it('words every zod issue as a Validation key', () => {
    expect(keysOf({})).toEqual({ name: 'required', count: 'required', kind: 'required', tags: 'required', id: 'required' });
    expect(keysOf({ name: 5, count: 1.5, kind: 'c', tags: ['a', 'b', 'c'], id: 2 ** 31 })).toEqual({
      name: 'invalidType',
      count: 'integer',
      kind: 'invalidOption',
      tags: 'tooMany',
      id: 'tooBig',
    });
    expect(keysOf({ name: 'x', count: 9, kind: 'a', tags: 'x', id: 0 })).toEqual({ count: 'tooBig', tags: 'invalidType', id: 'tooSmall' });
  });

  it('leaves the messages a contract words itself', () => {
    const own = z.object({ a: z.string().min(3, { message: 'fieldCode' }) });
    expect(own.safeParse({ a: 'x' }, PARSE_OPTIONS).error?.issues[0]?.message).toBe('fieldCode');
  });

  it('has each key in both languages, and controlChars', () => {
    for (const key of [...ISSUE_KEYS, 'controlChars']) {
      expect(cn.Validation, key).toHaveProperty(key);
      expect(en.Validation, key).toHaveProperty(key);
    }
  });
});

describe('negotiateLocale', () => {
  it.each([
    [null, 'cn'],
    ['', 'cn'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['fr,en', 'en'],
    ['fr-FR, de;q=0.9, en;q=0.5', 'en'],
    ['de, fr', 'cn'],
    ['en;q=0.2, zh;q=0.8', 'cn'],
    ['zh;q=0.1, en', 'en'],
    ['en;q=0, fr', 'cn'],
    ['*', 'cn'],
    ['fr;q=0.9, *;q=0.5, en;q=0.8', 'en'],
    ['EN-us', 'en'],
    [';q=1, , en ;q=0.7', 'en'],
  ] as const)('%j → %s', (header, locale) => expect(negotiateLocale(header)).toBe(locale));
});

describe('answer schemas accept what the server stores', () => {
  it("the profile of a user who registered by email (no phone) parses", () => {
    const data = { nameCn: '张三', nameEn: '', companyName: '', duty: '', phone: '', qq: '', email: 'a@example.com', companyAddr: '' };
    expect(userInfoAnswer.safeParse({ code: '1', data }).success).toBe(true);
  });
});

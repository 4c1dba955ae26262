import { describe, expect, it } from 'vitest';
import type { FormRule } from 'antd';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import {
  hasEmoji,
  isChineseName,
  isEmail,
  isEmpty,
  isIdCard,
  isInteger,
  isMobile,
  isPassword,
  rules,
  stripEmoji,
  upTo3Decimals,
  VALIDATION_KEYS,
  zDecimal3,
  zEmail,
  zIdCard,
  zInteger,
  zMobile,
  zNoEmoji,
  zPassword,
  zQuantity,
  type ValidationKey,
  type ValidationT,
} from '@/lib/validation';

describe('isEmail', () => {
  it.each(['a@b.cn', 'john.doe@example.com', 'x_y-z.1@mail.qq.com', 'A.B@sub-domain.example.co', 'ops@ship.abcde'])(
    'accepts %s',
    (v) => expect(isEmail(v)).toBe(true),
  );
  it.each([
    ['no @', 'john.example.com'],
    ['two @', 'a@b@c.com'],
    ['one-letter TLD', 'a@b.c'],
    ['six-letter TLD', 'a@b.abcdef'],
    ['digits in TLD', 'a@b.c0m'],
    ['space in local part', 'jo hn@example.com'],
    ['plus in local part', 'a+b@example.com'],
    ['no domain', 'a@.com'],
    ['no dot after domain', 'a@localhost'],
    ['empty', ''],
  ])('rejects %s', (_why, v) => expect(isEmail(v)).toBe(false));
  it('rejects non-strings', () => {
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });
});

describe('isMobile', () => {
  it('accepts exactly 11 digits', () => expect(isMobile('13800138000')).toBe(true));
  it.each(['1380013800', '138001380001', '1380013800a', '+8613800138000', '138 0013 800', ''])('rejects %j', (v) =>
    expect(isMobile(v)).toBe(false),
  );
  it('rejects a number (phones are strings)', () => expect(isMobile(13800138000)).toBe(false));
});

describe('isIdCard', () => {
  it.each(['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'])('accepts %s', (v) =>
    expect(isIdCard(v)).toBe(true),
  );
  it.each([
    ['16 digits', '1101051949123100'],
    ['17 digits', '11010519491231002'],
    ['X in a 15-digit number', '11010549123100X'],
    ['X not last', '1101051949123100X2'],
    ['19 digits', '1101051949123100211'],
    ['other letter last', '11010519491231002Y'],
  ])('rejects %s', (_why, v) => expect(isIdCard(v)).toBe(false));
});

describe('isChineseName', () => {
  it.each(['张三', '欧阳娜娜', '王'])('accepts %s', (v) => expect(isChineseName(v)).toBe(true));
  it.each(['Zhang San', '张三a', '张 三', '张三1', '', '张三😀'])('rejects %j', (v) => expect(isChineseName(v)).toBe(false));
});

describe('isPassword', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8I9', 'Passw0rd'])('accepts %s', (v) => expect(isPassword(v)).toBe(true));
  it.each([
    ['5 characters', 'abc12'],
    ['19 characters', 'abcdefghij123456789'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['symbol', 'abc123!'],
    ['space', 'abc 123'],
    ['non-ASCII letter', 'abcé123'],
  ])('rejects %s', (_why, v) => expect(isPassword(v)).toBe(false));
});

describe('emoji', () => {
  it.each(['hi 😀', '👍🏽', '🇨🇳', '❤️', '👨‍👩‍👧', '1️⃣', '🚢 ship'])('detects %s', (v) => expect(hasEmoji(v)).toBe(true));
  it.each(['张三', 'Hello, world!', 'ACME® Logistics™ ©2024', '123', ''])('does not flag %j', (v) =>
    expect(hasEmoji(v)).toBe(false),
  );
  it('strips emoji and their joiners, keeping the text', () => {
    expect(stripEmoji('hi 😀 there')).toBe('hi  there');
    expect(stripEmoji('👨‍👩‍👧family')).toBe('family');
    expect(stripEmoji('👍🏽ok')).toBe('ok');
    expect(stripEmoji('🇨🇳中国')).toBe('中国');
    expect(stripEmoji('❤️')).toBe('');
    expect(stripEmoji('ACME® ©')).toBe('ACME® ©');
  });
});

describe('isEmpty', () => {
  it.each([[''], ['   '], ['\t\n'], [Number.NaN], [undefined], [null], [false], [0]])('%j is empty', (v) =>
    expect(isEmpty(v)).toBe(true),
  );
  it.each([['a'], [' a '], [1], [-1], [true], [[]], [{}], ['0']])('%j is not empty', (v) => expect(isEmpty(v)).toBe(false));
});

describe('isInteger', () => {
  it.each([['0'], ['42'], ['007'], [0], [42], [-3], [1e3]])('%j is an integer', (v) => expect(isInteger(v)).toBe(true));
  it.each([['4.2'], ['-3'], [' 4'], [''], ['1e3'], [4.2], [Number.NaN], [Infinity], [null]])('%j is not', (v) =>
    expect(isInteger(v)).toBe(false),
  );
});

describe('upTo3Decimals', () => {
  it.each([['1'], ['1.5'], ['1.25'], ['1.125'], ['0.001'], [12.345], [0.1 + 0.2], [7]])('%j passes', (v) =>
    expect(upTo3Decimals(v)).toBe(true),
  );
  it.each([['1.1234'], [''], ['  '], ['abc'], ['1.'], ['.5'], [1.2345], [Number.NaN], [Infinity], [undefined]])('%j fails', (v) =>
    expect(upTo3Decimals(v)).toBe(false),
  );
});

describe('zod refinements', () => {
  it('zEmail trims, limits to 50 characters and names the Validation key', () => {
    expect(zEmail.parse('  a@b.cn ')).toBe('a@b.cn');
    expect(zEmail.safeParse('bad').error?.issues[0]?.message).toBe('email');
    const long = `${'a'.repeat(45)}@b.com`;
    expect(zEmail.safeParse(long).error?.issues[0]?.message).toBe('emailTooLong');
  });
  it('zMobile, zIdCard and zPassword use the same predicates', () => {
    expect(zMobile.safeParse('13800138000').success).toBe(true);
    expect(zMobile.safeParse('1380013800').error?.issues[0]?.message).toBe('mobile');
    expect(zIdCard.safeParse('11010519491231002x').success).toBe(true);
    expect(zPassword.safeParse('abcdef').error?.issues[0]?.message).toBe('password');
  });
  it('zNoEmoji refuses emoji', () => {
    expect(zNoEmoji().safeParse('ACME 🚢').error?.issues[0]?.message).toBe('emoji');
    expect(zNoEmoji().parse(' ACME ')).toBe('ACME');
  });
  it('zDecimal3 gives a number, refuses empty, 4 decimals and negatives', () => {
    expect(zDecimal3.parse('1.125')).toBe(1.125);
    expect(zDecimal3.parse(2)).toBe(2);
    expect(zDecimal3.safeParse('').error?.issues[0]?.message).toBe('decimal3');
    expect(zDecimal3.safeParse('1.1234').error?.issues[0]?.message).toBe('decimal3');
    expect(zDecimal3.safeParse('-1').error?.issues[0]?.message).toBe('notNegative');
  });
  it('zInteger and zQuantity', () => {
    expect(zInteger.parse('12')).toBe(12);
    expect(zInteger.safeParse('1.5').success).toBe(false);
    const q = zQuantity(5);
    expect(q.parse('5')).toBe(5);
    expect(q.safeParse('0').error?.issues[0]?.message).toBe('positive');
    expect(q.safeParse('6').error?.issues[0]?.message).toBe('quantityMax');
    expect(q.safeParse('2.5').error?.issues[0]?.message).toBe('integer');
  });
});

/** Runs antd rule validators the way Form does; returns the messages of the failing ones. */
async function failures(list: FormRule[], value: unknown): Promise<string[]> {
  const out: string[] = [];
  for (const r of list) {
    if (typeof r === 'function') throw new Error('rule functions are not used here');
    if (r.required && (value === undefined || value === null || String(value).trim() === '')) {
      out.push(String(r.message));
      continue;
    }
    if (r.max !== undefined && typeof value === 'string' && value.length > r.max) out.push(String(r.message));
    if (r.validator) {
      try {
        await r.validator(r, value, () => {});
      } catch (e) {
        out.push((e as Error).message);
      }
    }
  }
  return out;
}

function translator(messages: { Validation: Record<ValidationKey, string> }): ValidationT {
  return (key, values) =>
    messages.Validation[key].replace(/\{(\w+)\}/g, (_m, name: string) => String(values?.[name] ?? `{${name}}`));
}

describe('antd rules', () => {
  const tCn = translator(cn as never);
  const tEn = translator(en as never);

  it('every Validation key has a message in both languages', () => {
    for (const key of VALIDATION_KEYS) {
      expect((cn as never as { Validation: Record<string, string> }).Validation[key]).toBeTruthy();
      expect((en as never as { Validation: Record<string, string> }).Validation[key]).toBeTruthy();
    }
  });

  it('email shows the exact texts of spec §8', async () => {
    expect(await failures(rules.email(tEn), 'nope')).toEqual(['please input the correct email address']);
    expect(await failures(rules.email(tCn), 'nope')).toEqual(['请输入正确的电子邮件地址']);
    expect(await failures(rules.email(tEn), 'a@b.cn')).toEqual([]);
  });

  it('pattern rules let an empty optional field pass and report a required one', async () => {
    expect(await failures(rules.mobile(tEn), '')).toEqual([]);
    expect(await failures(rules.mobile(tEn, { required: true }), '')).toEqual([tEn('required')]);
    expect(await failures(rules.mobile(tEn), '123')).toEqual([tEn('mobile')]);
  });

  it('password, ID card, Chinese name and emoji rules', async () => {
    expect(await failures(rules.password(tCn), 'abcdef')).toEqual([tCn('password')]);
    expect(await failures(rules.idCard(tCn), '11010519491231002X')).toEqual([]);
    expect(await failures(rules.chineseName(tCn), 'Tom')).toEqual([tCn('chineseName')]);
    expect(await failures(rules.noEmoji(tCn), '好 👍')).toEqual([tCn('emoji')]);
  });

  it('decimal3 reports one message per fault', async () => {
    expect(await failures(rules.decimal3(tEn), '')).toEqual([tEn('required')]);
    expect(await failures(rules.decimal3(tEn), '1.2345')).toEqual([tEn('decimal3')]);
    expect(await failures(rules.decimal3(tEn), '-1')).toEqual([tEn('notNegative')]);
    expect(await failures(rules.decimal3(tEn), 3.5)).toEqual([]);
  });

  it('quantity: integer, above 0, not above the remaining', async () => {
    const r = rules.quantity(tEn, 4);
    expect(await failures(r, 2)).toEqual([]);
    expect(await failures(r, 0)).toEqual([tEn('positive')]);
    expect(await failures(r, 1.5)).toEqual([tEn('integer')]);
    expect(await failures(r, 5)).toEqual([tEn('quantityMax', { max: 4 })]);
    expect(tEn('quantityMax', { max: 4 })).toContain('4');
  });
});

import { z } from 'zod';
import type { FormRule } from 'antd';

/*
 * Validation rules of spec §5, shared by the antd forms (rules.*), the API contracts (z*) and any
 * other caller (the is* predicates). Pure: no DOM, no server code, safe in both bundles.
 */

// ─── Predicates ───────────────────────────────────────────────────────────────────────────────

/** Local part of word characters, dots and dashes, one @, a domain, a dot, then 2–5 letters. */
export const EMAIL_PATTERN = /^[\w.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,5}$/;
export const MOBILE_PATTERN = /^\d{11}$/;
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
export const CHINESE_NAME_PATTERN = /^\p{Script=Han}+$/u;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,18}$/;
/** Limits of spec §5 / §9. */
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;

export const isEmail = (v: unknown): boolean => typeof v === 'string' && EMAIL_PATTERN.test(v);
export const isMobile = (v: unknown): boolean => typeof v === 'string' && MOBILE_PATTERN.test(v);
export const isIdCard = (v: unknown): boolean => typeof v === 'string' && ID_CARD_PATTERN.test(v);
export const isChineseName = (v: unknown): boolean => typeof v === 'string' && CHINESE_NAME_PATTERN.test(v);
export const isPassword = (v: unknown): boolean => typeof v === 'string' && PASSWORD_PATTERN.test(v);

// Pictographs, flags (regional indicators), keycaps, skin tones, ZWJ and the emoji variation
// selector. ©, ® and ™ are pictographic in Unicode but ordinary text in company names: kept.
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}\u20E3\uFE0F\u200D]/gu;
const TEXT_SYMBOLS = new Set(['©', '®', '™']);

/** True when the text contains an emoji. */
export function hasEmoji(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  for (const m of v.matchAll(EMOJI_PART)) {
    if (!TEXT_SYMBOLS.has(m[0]) && m[0] !== '\u200D' && m[0] !== '\uFE0F') return true;
  }
  return false;
}

/** The text without its emoji (and the joiners / selectors that glue them together). */
export function stripEmoji(v: string): string {
  if (!hasEmoji(v)) return v;
  return v.replace(EMOJI_PART, (m) => (TEXT_SYMBOLS.has(m) ? m : ''));
}

/** A blank string, NaN or any falsy value (undefined, null, false, 0, '') counts as empty. */
export function isEmpty(v: unknown): boolean {
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return Number.isNaN(v) || v === 0;
  return !v;
}

/** A string of digits, or an integer number. */
export function isInteger(v: unknown): boolean {
  if (typeof v === 'number') return Number.isInteger(v);
  return typeof v === 'string' && /^\d+$/.test(v);
}

/** A non-empty number (or numeric string) with at most three decimals. */
export function upTo3Decimals(v: unknown): boolean {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return false;
    // 0.1 + 0.2 style noise: compare with the value rounded to three places.
    return Math.abs(Math.round(v * 1000) / 1000 - v) < 1e-9;
  }
  return typeof v === 'string' && /^-?\d+(?:\.\d{1,3})?$/.test(v.trim());
}

// ─── Message keys (namespace "Validation" of messages/*.json) ─────────────────────────────────

export const VALIDATION_KEYS = [
  'required',
  'email',
  'emailTooLong',
  'mobile',
  'idCard',
  'chineseName',
  'password',
  'emoji',
  'tooLong',
  'integer',
  'decimal3',
  'positive',
  'notNegative',
  'quantityMax',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A translator of the "Validation" namespace, e.g. useTranslations('Validation'). */
export type ValidationT = (key: ValidationKey, values?: Record<string, string | number>) => string;

// ─── zod refinements (API contracts) ──────────────────────────────────────────────────────────
// Issue messages are the Validation keys, so a caller can localize them with t(`Validation.${msg}`).

export const zEmail = z.string().trim().max(EMAIL_MAX, 'emailTooLong').refine(isEmail, 'email');
export const zMobile = z.string().trim().refine(isMobile, 'mobile');
export const zIdCard = z.string().trim().refine(isIdCard, 'idCard');
export const zChineseName = z.string().trim().refine(isChineseName, 'chineseName');
export const zPassword = z.string().refine(isPassword, 'password');
/** Free text that must not carry emoji (names, remarks, company names). */
export const zNoEmoji = (max = 200) => z.string().trim().max(max).refine((v) => !hasEmoji(v), 'emoji');

/** A non-negative weight / volume with at most three decimals (LCL form), as a number. */
export const zDecimal3 = z
  .union([z.number(), z.string()])
  .refine((v) => !isEmpty(typeof v === 'string' ? v : String(v)) && upTo3Decimals(v), 'decimal3')
  .transform((v) => Number(v))
  .refine((n) => n >= 0, 'notNegative');

/** An integer given as a number or a digit string. */
export const zInteger = z
  .union([z.number(), z.string()])
  .refine(isInteger, 'integer')
  .transform((v) => Number(v));

/** Space booking quantity: required, an integer, greater than 0, at most `max` (the remaining). */
export const zQuantity = (max: number) =>
  zInteger.refine((n) => n > 0, 'positive').refine((n) => n <= max, { message: 'quantityMax', params: { max } });

// ─── antd Form rules (same predicates, localized messages) ────────────────────────────────────

type RuleOptions = { required?: boolean };

/** Empty fields pass the pattern rules: the `required` rule reports them instead. */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function patternRule(test: (v: unknown) => boolean, message: string): FormRule {
  return {
    message,
    validator: (_rule, value: unknown) => (blank(value) || test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

function withRequired(t: ValidationT, opts: RuleOptions | undefined, rules: FormRule[]): FormRule[] {
  return opts?.required ? [{ required: true, whitespace: true, message: t('required') }, ...rules] : rules;
}

export const rules = {
  required: (t: ValidationT): FormRule[] => [{ required: true, whitespace: true, message: t('required') }],
  email: (t: ValidationT, opts?: RuleOptions): FormRule[] =>
    withRequired(t, opts, [{ max: EMAIL_MAX, message: t('emailTooLong', { max: EMAIL_MAX }) }, patternRule(isEmail, t('email'))]),
  mobile: (t: ValidationT, opts?: RuleOptions): FormRule[] => withRequired(t, opts, [patternRule(isMobile, t('mobile'))]),
  idCard: (t: ValidationT, opts?: RuleOptions): FormRule[] => withRequired(t, opts, [patternRule(isIdCard, t('idCard'))]),
  chineseName: (t: ValidationT, opts?: RuleOptions): FormRule[] =>
    withRequired(t, opts, [patternRule(isChineseName, t('chineseName'))]),
  password: (t: ValidationT, opts?: RuleOptions): FormRule[] => withRequired(t, opts, [patternRule(isPassword, t('password'))]),
  noEmoji: (t: ValidationT, opts?: RuleOptions): FormRule[] => withRequired(t, opts, [patternRule((v) => !hasEmoji(v), t('emoji'))]),
  /** At most `max` characters (the limits of lib/contracts/limits.ts), with the contract's message. */
  maxLength: (t: ValidationT, max: number): FormRule[] => [{ max, message: t('tooLong', { max }) }],
  integer: (t: ValidationT, opts?: RuleOptions): FormRule[] =>
    withRequired(t, opts, [patternRule((v) => isInteger(typeof v === 'string' ? v.trim() : v), t('integer'))]),
  /** Gross weight / volume: required, at most three decimals, not below 0. */
  decimal3: (t: ValidationT): FormRule[] => [
    { required: true, message: t('required') },
    patternRule(upTo3Decimals, t('decimal3')),
    patternRule((v) => !upTo3Decimals(v) || Number(v) >= 0, t('notNegative')),
  ],
  /** Booking quantity: required, an integer, greater than 0, not above the remaining quantity. */
  quantity: (t: ValidationT, max: number): FormRule[] => [
    { required: true, message: t('required') },
    patternRule(isInteger, t('integer')),
    patternRule((v) => !isInteger(v) || Number(v) > 0, t('positive')),
    patternRule((v) => !isInteger(v) || Number(v) <= max, t('quantityMax', { max })),
  ],
};

import { z } from 'zod';
import { EMAIL_MAX, hasEmoji, isChineseName, isEmail, isIdCard, isMobile, isPassword } from '../validation';
import { FIELD_MAX, ID_MAX } from './limits';
import { parseYmd } from '../schedules/time';

/*
 * The shared field rules of every contract: text (trimmed, bounded, no control characters) and ids
 * (positive, within the id columns). Issue messages are keys of the "Validation" namespace, which
 * the route handler translates into the request's language.
 */

// C0 controls, DEL and C1 controls. Tab, line feed and carriage return are allowed in multi-line
// text only. Lone surrogates (half of a UTF-16 pair) are not text either.
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** True when `v` holds a control character (or a lone surrogate); `multiline` allows tab and line breaks. */
export function hasControlChars(v: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(v);
}

export type TextOptions = {
  /** At least one character (after trimming): 'required'. */
  required?: boolean;
  /** Tab and line breaks are allowed inside (remarks, reasons). */
  multiline?: boolean;
  /** Refuse emoji, as the forms do for the text people type (names, company, address). */
  noEmoji?: boolean;
  /** Keep surrounding whitespace (passwords). Default: trimmed. */
  trim?: boolean;
  /** Message key of the length rule (default 'tooLong', which gets {max}). */
  tooLong?: string;
};

/**
 * A text field of a contract: trimmed, at most `max` characters (a limit of lib/contracts/limits.ts),
 * free of control characters ('controlChars'); optionally required and emoji-free. Chain further
 * rules (regex, refine) on the result.
 */
export function text(max: number, opts: TextOptions = {}) {
  let s = z.string();
  if (opts.trim !== false) s = s.trim();
  s = s.refine((v) => !hasControlChars(v, opts.multiline), { message: 'controlChars', abort: true });
  if (opts.required) s = s.min(1, { message: 'required', abort: true });
  s = s.max(max, { message: opts.tooLong ?? 'tooLong', abort: true });
  if (opts.noEmoji) s = s.refine((v) => !hasEmoji(v), { message: 'emoji' });
  return s;
}

// ---------------------------------------------------------------- pattern fields (spec §5 rules)

/** An email address (pattern and 50 characters of spec §5). */
export const emailField = text(EMAIL_MAX, { tooLong: 'emailTooLong' }).refine(isEmail, { message: 'email' });
/** An email address or nothing (''). */
export const optionalEmailField = text(EMAIL_MAX, { tooLong: 'emailTooLong' }).refine((v) => v === '' || isEmail(v), { message: 'email' });
/** An 11-digit mobile number. */
export const mobileField = text(FIELD_MAX.mobile).refine(isMobile, { message: 'mobile' });
/** A Chinese ID card number (15 or 18 characters). */
export const idCardField = text(FIELD_MAX.idCard).refine(isIdCard, { message: 'idCard' });
/** A name in Chinese characters. */
export const chineseNameField = text(FIELD_MAX.nameCn).refine(isChineseName, { message: 'chineseName' });
/** A new password (6–18 letters and digits, both); not trimmed. */
export const passwordField = text(FIELD_MAX.loginPassword, { trim: false }).refine(isPassword, { message: 'password' });
/** A password as typed at login (whatever its age): required, not trimmed. */
export const loginPasswordField = text(FIELD_MAX.loginPassword, { trim: false, required: true });

/**
 * An id of a row: a positive integer within the id columns (≤ 2147483647), given as a number or a
 * string of digits (query strings). Anything else is refused before it reaches the database.
 */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(ID_MAX),
);

/** A page number of a list: 1 … 10 000 (numbers or digit strings). */
export const pageField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(10_000),
);

// ---------------------------------------------------------------- calendar dates

/** A real calendar day written YYYY-MM-DD, 2000 to 2099: 2026-02-30 is refused, never rolled over. */
export const isCalendarDate = (v: string) => parseYmd(v) !== null && v >= '2000-01-01' && v < '2100-01-01';

/** The one date field of every contract: a calendar day YYYY-MM-DD (isCalendarDate), `message` when it is not. */
export const calendarDate = (message: 'date' | 'invalidFormat' | 'invalidValue' = 'date') =>
  text(10, { tooLong: message }).refine(isCalendarDate, { message });

/*
 * ISO 6346 container numbers: a 3-letter owner code, an equipment category letter (U freight
 * container, J detachable equipment, Z trailer or chassis), a 6-digit serial number and a check
 * digit computed from the first ten characters.
 */

/** Letter values skip 11, 22 and 33 (multiples of 11). */
const LETTER_VALUES: Record<string, number> = (() => {
  const out: Record<string, number> = {};
  let v = 10;
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    out[ch] = v++;
  }
  return out;
})();

export const CONTAINER_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;

/** Spaces, dashes and slashes people type inside a number are dropped; letters upper-cased. */
export function normalizeContainerNo(raw: string): string {
  return raw.replace(/[\s\-/]/g, '').toUpperCase();
}

/** The check digit of the first ten characters (owner, category, serial). */
export function checkDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10[i]!;
    const value = i < 4 ? LETTER_VALUES[ch]! : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export type ContainerCheck =
  | { ok: true; number: string }
  | { ok: false; reason: 'format'; number: string }
  | { ok: false; reason: 'checkDigit'; number: string; expected: number; given: number };

export function checkContainerNo(raw: string): ContainerCheck {
  const number = normalizeContainerNo(raw);
  if (!CONTAINER_PATTERN.test(number)) return { ok: false, reason: 'format', number };
  const expected = checkDigit(number.slice(0, 10));
  const given = Number(number[10]);
  return expected === given ? { ok: true, number } : { ok: false, reason: 'checkDigit', number, expected, given };
}

/** Looks like a container number (4 letters and 7 digits), whatever its check digit says. */
export const looksLikeContainerNo = (raw: string) => /^[A-Z]{4}\d{7}$/.test(normalizeContainerNo(raw));

/** A valid number for an owner prefix (4 letters) and a 6-digit serial: used by the seed and tests. */
export function containerNo(prefix: string, serial: number): string {
  const first10 = `${prefix}${String(serial).padStart(6, '0')}`;
  return `${first10}${checkDigit(first10)}`;
}

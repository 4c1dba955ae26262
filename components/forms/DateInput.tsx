'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { DATE_FORMAT } from '@/lib/dates';
import { parseYmd } from '@/lib/schedules/time';

/** A calendar day YYYY-MM-DD (kept free of the contracts: this field ships with pages that load no zod). */
const isDay = (v: string) => parseYmd(v) !== null && v >= '2000-01-01' && v < '2100-01-01';

/** What is typed, shaped as YYYY-MM-DD while typing: digits only, the dashes put in (20261203 → 2026-12-03). */
export function shapeDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/**
 * A date field that reads and takes YYYY-MM-DD in every language (spec §9), for the light pages that
 * load no antd (a browser's own date input shows the locale's order, mm/dd/yyyy in English). The
 * value is committed when it is a calendar date or empty; anything else stays as typed with
 * `invalidMessage` under it, and the committed value does not change.
 */
export function DateInput({
  value,
  onCommit,
  invalidMessage,
  errorClassName,
  ...rest
}: { value: string | undefined; onCommit: (day: string | undefined) => void; invalidMessage: string; errorClassName?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  // a new value from outside (reset, the URL) replaces what is typed
  if ((value ?? '') !== shown) {
    setShown(value ?? '');
    setText(value ?? '');
    setInvalid(false);
  }
  const commit = (raw: string) => {
    if (raw === '' || isDay(raw)) {
      setInvalid(false);
      if (raw !== (value ?? '')) onCommit(raw || undefined);
    } else setInvalid(true);
  };
  return (
    <>
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_FORMAT}
        maxLength={10}
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const next = shapeDate(e.target.value);
          setText(next);
          // a complete date is taken at once; a half-typed one waits for the blur or Enter
          if (next.length === 10 || next === '') commit(next);
          else setInvalid(false);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
        }}
      />
      {invalid ? (
        <span className={errorClassName} role="alert">
          {invalidMessage}
        </span>
      ) : null}
    </>
  );
}

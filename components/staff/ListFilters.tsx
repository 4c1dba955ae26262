'use client';

import type { ReactNode } from 'react';
import { DatePicker, Input, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/lib/dates';

type Option<V> = { value: V; label: ReactNode };
type Day = string | undefined;

/**
 * One filter of a console list, bound to a field of the list's filter: a search box (the trimmed
 * text, on Enter), a select, a segmented switch, a day or a range of days (as YYYY-MM-DD).
 */
export type ListFilter<F> =
  | {
      [K in keyof F & string]:
        | { type: 'search'; key: K; placeholder: string; maxLength: number; width: number; testId?: string }
        | { type: 'select'; key: K; options: Option<NonNullable<F[K]>>[]; width: number; placeholder?: string; label?: string; allowClear?: boolean; testId?: string }
        | { type: 'segmented'; key: K; options: Option<F[K] & (string | number)>[]; testId?: string }
        | { type: 'date'; key: K; placeholder: string };
    }[keyof F & string]
  | { type: 'dateRange'; from: keyof F & string; to: keyof F & string; placeholder?: [string, string]; allowEmpty?: boolean };

const day = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null);
const iso = (d: Dayjs | null | undefined): Day => d?.format('YYYY-MM-DD');

/** The filters of a console list, in the order declared. */
export function ListFilters<F>({ list, filters }: { list: { filter: F; change: (patch: Partial<F>) => void }; filters: ListFilter<F>[] }) {
  const value = (key: keyof F) => list.filter[key] as never;
  const set = (key: keyof F, v: unknown) => list.change({ [key]: v } as Partial<F>);
  return filters.map((f) => {
    switch (f.type) {
      case 'search':
        return (
          <Input.Search
            key={f.key}
            allowClear
            placeholder={f.placeholder}
            maxLength={f.maxLength}
            style={{ width: f.width }}
            onSearch={(v) => set(f.key, v.trim())}
            aria-label={f.placeholder}
            data-testid={f.testId}
          />
        );
      case 'select':
        return (
          <Select
            key={f.key}
            allowClear={f.allowClear}
            placeholder={f.placeholder}
            // a select's placeholder is no label of its search field: it is named here
            aria-label={f.label ?? f.placeholder}
            style={{ width: f.width }}
            value={value(f.key)}
            onChange={(v) => set(f.key, v)}
            options={f.options as Option<never>[]}
            data-testid={f.testId}
          />
        );
      case 'segmented':
        return (
          <Segmented<string | number>
            key={f.key}
            value={value(f.key)}
            onChange={(v) => set(f.key, v)}
            options={f.options as Option<string | number>[]}
            data-testid={f.testId}
          />
        );
      case 'date':
        return <DatePicker key={f.key} format={DATE_FORMAT} placeholder={f.placeholder} aria-label={f.placeholder} value={day(list.filter[f.key])} onChange={(d) => set(f.key, iso(d))} />;
      case 'dateRange': {
        const from = day(list.filter[f.from]);
        const to = day(list.filter[f.to]);
        return (
          <DatePicker.RangePicker
            key={`${f.from}-${f.to}`}
            format={DATE_FORMAT}
            allowEmpty={f.allowEmpty ? [true, true] : undefined}
            placeholder={f.placeholder}
            value={from || to ? [from, to] : null}
            onChange={(v) => list.change({ [f.from]: iso(v?.[0]), [f.to]: iso(v?.[1]) } as Partial<F>)}
          />
        );
      }
    }
  });
}

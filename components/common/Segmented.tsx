'use client';

import { useId, type ReactNode } from 'react';
import styles from './segmented.module.css';

type Props<T extends string | number> = {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: ReactNode }[];
  /** the element naming the group (its label), or the name itself */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  /** stretch over the whole width, the options sharing it equally (phones) */
  block?: boolean;
  className?: string;
};

/**
 * A choice of one among a few options shown side by side (the look of antd's Segmented), made of
 * native radio buttons: arrow keys move the choice, Tab enters at the chosen one, and no component
 * library loads with the page.
 */
export function Segmented<T extends string | number>({ value, onChange, options, block = false, className, ...aria }: Props<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={aria['aria-labelledby']}
      aria-label={aria['aria-label']}
      data-testid={aria['data-testid']}
      className={`${styles.group} ${block ? styles.block : ''} ${className ?? ''}`}
    >
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <label key={String(o.value)} className={`${styles.item} ${checked ? styles.checked : ''}`} data-segment="">
            <input type="radio" name={name} className={styles.input} checked={checked} onChange={() => onChange(o.value)} />
            <span className={styles.label}>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

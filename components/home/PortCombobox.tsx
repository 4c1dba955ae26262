'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { portSearchOptions } from '@/lib/api/ports';
import type { Port } from '@/lib/contracts/ports';
import styles from './PortCombobox.module.css';

/** What a port field holds: the text shown and the port chosen for it (null while only typed). */
export type PortChoice = { text: string; port: Port | null };
export const emptyChoice: PortChoice = { text: '', port: null };

/** Spec §9: the recommendation popover closes 300 ms after the pointer or focus leaves. */
export const POPOVER_CLOSE_DELAY = 300;

const ChooserContext = createContext<((port: Port) => void) | null>(null);

/** Inside a field's empty panel: chooses a port for that field (fills it and closes the panel). */
export function usePortChooser(): (port: Port) => void {
  const choose = useContext(ChooserContext);
  if (!choose) throw new Error('usePortChooser outside a PortCombobox panel');
  return choose;
}

type Props = {
  type: 1 | 2;
  value: PortChoice;
  onChange: (value: PortChoice) => void;
  /** Text put in the field when a port is chosen. */
  displayName: (port: Port) => string;
  placeholder: string;
  label?: string;
  /** Panel shown while the focused field is empty (recent and recommended ports); it chooses through usePortChooser(). */
  emptyPanel?: ReactNode;
  /** Called when the empty panel opens (e.g. to re-read the recent ports). */
  onPanelOpen?: () => void;
  invalid?: boolean;
  className?: string;
  inputClassName?: string;
  /** Positions the empty panel (it is placed against the nearest positioned ancestor of the field). */
  panelClassName?: string;
  dropdownClassName?: string;
  testId?: string;
  maxLength?: number;
};

/**
 * A port field with search-as-you-type. Suggestions follow every keystroke (no debounce) and open
 * only while typing, never on mere focus (spec §5); editing the text after choosing a port clears
 * the port. An empty focused field shows `emptyPanel` instead.
 */
export function PortCombobox({
  type,
  value,
  onChange,
  displayName,
  placeholder,
  label,
  emptyPanel,
  onPanelOpen,
  invalid,
  className,
  inputClassName,
  panelClassName,
  dropdownClassName,
  testId,
  maxLength = 50,
}: Props) {
  const t = useTranslations('PortSearch');
  const locale = useLocale();
  const listId = useId();
  const [typing, setTyping] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = value.port ? '' : value.text;
  // While the next keystroke's answer is on its way, the previous one stays (no flicker).
  const query = useQuery({ ...portSearchOptions({ nameCn: text, types: type }), placeholderData: keepPreviousData });
  const rows = text.trim() ? (query.data ?? []) : [];
  const suggestionsOpen = typing && !value.port && value.text.trim() !== '';
  const showPanel = panelOpen && !!emptyPanel && value.text === '';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      setPanelOpen(false);
      setTyping(false);
    }, POPOVER_CLOSE_DELAY);
  };
  const openPanel = () => {
    cancelClose();
    if (!panelOpen) onPanelOpen?.();
    setPanelOpen(true);
  };

  const choose = (port: Port) => {
    cancelClose();
    setTyping(false);
    setPanelOpen(false);
    onChange({ text: displayName(port), port });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setTyping(false);
      setPanelOpen(false);
      return;
    }
    if (!suggestionsOpen || rows.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % rows.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + rows.length) % rows.length);
    } else if (e.key === 'Enter') {
      const port = rows[Math.min(active, rows.length - 1)];
      if (port) {
        e.preventDefault();
        choose(port);
      }
    }
  };

  const status = query.isError ? t('loadFailed') : query.isFetched && !query.isPlaceholderData && rows.length === 0 ? t('noMatch') : null;

  return (
    <div
      className={`${styles.field} ${className ?? ''}`}
      data-testid={testId}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeSoon();
      }}
      onFocus={cancelClose}
    >
      {label ? (
        <label className={styles.label} htmlFor={`${listId}-input`}>
          {label}
        </label>
      ) : null}
      <div className={styles.inputWrap}>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className={`${styles.input} ${inputClassName ?? ''}`}
          type="text"
          role="combobox"
          aria-expanded={suggestionsOpen || showPanel}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-label={label ? undefined : placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
          title={value.text || undefined}
          value={value.text}
          onChange={(e) => {
            const next = e.target.value;
            setTyping(true);
            setActive(0);
            onChange({ text: next, port: null });
            if (next === '') openPanel();
          }}
          onFocus={() => {
            if (value.text === '') openPanel();
          }}
          onClick={() => {
            if (value.text === '') openPanel();
          }}
          onKeyDown={onKeyDown}
        />
        {value.text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('clear')}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange(emptyChoice);
              inputRef.current?.focus();
              openPanel();
            }}
          >
            ×
          </button>
        ) : null}
        {suggestionsOpen ? (
          <div className={`${styles.dropdown} ${dropdownClassName ?? ''}`} onMouseDown={(e) => e.preventDefault()}>
            <ul id={`${listId}-list`} role="listbox" className={styles.list} aria-label={label ?? placeholder}>
              {rows.map((p, i) => (
                <li
                  key={p.id}
                  role="option"
                  aria-selected={i === active}
                  className={`${styles.option} ${i === active ? styles.optionActive : ''}`}
                  data-testid="port-option"
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(p)}
                >
                  <span className={styles.optionName}>
                    <b>{locale === 'en' ? p.nameEn : p.nameCn}</b>
                    {locale === 'en' ? null : <span className={styles.optionEn}>{p.nameEn}</span>}
                  </span>
                  <span className={styles.optionMeta}>
                    {p.code} · {locale === 'en' ? p.countryNameEn : p.countryName}
                  </span>
                </li>
              ))}
            </ul>
            {rows.length === 0 ? <p className={styles.status}>{status ?? t('searching')}</p> : null}
          </div>
        ) : null}
      </div>
      {showPanel ? (
        <div
          className={`${styles.panelHost} ${panelClassName ?? ''}`}
          id={`${listId}-list`}
          onMouseDown={(e) => {
            // Keep the focus in the input so that choosing in the panel does not close it first.
            if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
          }}
          onMouseEnter={cancelClose}
        >
          <ChooserContext.Provider value={choose}>{emptyPanel}</ChooserContext.Provider>
        </div>
      ) : null}
    </div>
  );
}

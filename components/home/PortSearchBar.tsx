'use client';

import { useState } from 'react';
import { AutoComplete, Button, Input } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { portSearchOptions } from '@/lib/api/ports';
import { PORT_TYPE, type Port } from '@/lib/contracts/ports';
import styles from './PortSearchBar.module.css';

type Chosen = { text: string; port: Port | null };
const empty: Chosen = { text: '', port: null };

export function portLabel(p: Port, locale: string): string {
  return locale === 'en' ? `${p.nameEn} (${p.code})` : `${p.nameCn} ${p.nameEn} (${p.code})`;
}

function PortInput({
  type,
  value,
  onChange,
  placeholder,
  label,
}: {
  type: 1 | 2;
  value: Chosen;
  onChange: (v: Chosen) => void;
  placeholder: string;
  label: string;
}) {
  const t = useTranslations('PortSearch');
  const locale = useLocale();
  // Suggestions follow every keystroke (no debounce) and never open on mere focus.
  const query = useQuery(portSearchOptions({ nameCn: value.port ? '' : value.text, types: type }));
  const rows = query.data ?? [];
  const options = rows.map((p) => ({
    value: String(p.id),
    label: (
      <div className={styles.option} data-testid="port-option">
        <span>
          <b>{locale === 'en' ? p.nameEn : p.nameCn}</b> {locale === 'en' ? '' : p.nameEn}
        </span>
        <span className={styles.meta}>
          {p.code} · {locale === 'en' ? p.countryNameEn : p.countryName}
        </span>
      </div>
    ),
  }));
  const notFoundContent =
    value.text.trim() && !value.port && query.isFetched
      ? query.isError
        ? t('loadFailed')
        : rows.length === 0
          ? t('noMatch')
          : null
      : null;
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <AutoComplete
        className={styles.auto}
        value={value.text}
        options={options}
        notFoundContent={notFoundContent}
        onSearch={(text) => onChange({ text, port: null })}
        onSelect={(id) => {
          const port = rows.find((p) => String(p.id) === id) ?? null;
          onChange(port ? { text: portLabel(port, locale), port } : empty);
        }}
        popupMatchSelectWidth={360}
        aria-label={label}
      >
        <Input variant="borderless" placeholder={placeholder} allowClear onClear={() => onChange(empty)} />
      </AutoComplete>
    </label>
  );
}

/** Origin → destination search of the home hero; searching opens /lclFreight with the ports. */
export function PortSearchBar() {
  const t = useTranslations('PortSearch');
  const router = useRouter();
  const [origin, setOrigin] = useState<Chosen>(empty);
  const [destination, setDestination] = useState<Chosen>(empty);

  const search = () => {
    const query: Record<string, string> = {};
    if (origin.port) query.portStartId = String(origin.port.id);
    if (destination.port) query.portEndId = String(destination.port.id);
    router.push({ pathname: '/lclFreight', query });
  };

  return (
    <div className={styles.bar} data-testid="home-search">
      <PortInput type={PORT_TYPE.origin} value={origin} onChange={setOrigin} placeholder={t('originPlaceholder')} label={t('origin')} />
      <button
        type="button"
        className={styles.swap}
        aria-label={t('swap')}
        title={t('swap')}
        onClick={() => {
          setOrigin(destination);
          setDestination(origin);
        }}
      >
        <SwapOutlined />
      </button>
      <PortInput
        type={PORT_TYPE.destination}
        value={destination}
        onChange={setDestination}
        placeholder={t('destinationPlaceholder')}
        label={t('destination')}
      />
      <Button type="primary" className={styles.go} icon={<SearchOutlined />} onClick={search}>
        {t('search')}
      </Button>
    </div>
  );
}

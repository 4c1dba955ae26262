'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { portsByIdsKey } from '@/lib/api/ports';
import { PORT_TYPE } from '@/lib/contracts/constants';
import type { Port } from '@/lib/contracts/ports';
import type { PortDirection } from '@/lib/ports/recentPorts';
import type { RateKind } from '@/lib/contracts/rates';
import { RATE_KIND_SCREENS } from '@/lib/rates/screens';
import { pathOf } from '@/lib/screens/registry';
import { emptyChoice, PortCombobox, usePortChooser, type PortChoice } from '@/components/home/PortCombobox';
import { SwapButton } from '@/components/home/SwapButton';
import { MobileIcon } from './icons';
import styles from './mobile.module.css';

// The recent-ports store (cookie + parsing) loads when a field is first used, not with the page.
const importRecent = () => import('@/lib/ports/recentPorts');

const portName = (p: Port, en: boolean) => (en ? p.nameEn : p.nameCn);
const label = (p: Port, en: boolean) => (en ? `${p.nameEn} (${p.code})` : `${p.nameCn} ${p.nameEn}`);

/** The panel of an empty focused field: recent ports of that direction, then popular ones. */
function PortPicks({ recent, popular, recentTitle, popularTitle }: { recent: readonly Port[]; popular: readonly Port[]; recentTitle: string; popularTitle: string }) {
  const choose = usePortChooser();
  const en = useLocale() === 'en';
  const group = (title: string, ports: readonly Port[], testId: string) =>
    ports.length ? (
      <div className={styles.picks} data-testid={testId}>
        <p className={styles.picksTitle}>{title}</p>
        <div className={styles.chips}>
          {ports.map((p) => (
            <button key={p.id} type="button" className={styles.chip} onClick={() => choose(p)}>
              {portName(p, en)}
            </button>
          ))}
        </div>
      </div>
    ) : null;
  if (!recent.length && !popular.length) return null;
  return (
    <div className={styles.picksPanel}>
      {group(recentTitle, recent, 'recent-ports')}
      {group(popularTitle, popular, 'popular-ports')}
    </div>
  );
}

type Props = {
  /** Quick picks under each empty field (a few well-known ports per direction). */
  popular: { origin: readonly Port[]; destination: readonly Port[] };
  initialOrigin?: Port | null;
  initialDestination?: Port | null;
  /** The rates the search opens (LCL, as from the mobile home, unless a rate page of another kind asks). */
  kind?: RateKind;
};

/**
 * The mobile port search: origin over destination, suggestions as you type (spec §5: no debounce,
 * not on focus), recent and popular ports when a field is empty; searching opens the mobile rate
 * page of `kind` (LCL by default) with the chosen port ids.
 */
export function MobilePortSearch({ popular, initialOrigin, initialDestination, kind = 'lcl' }: Props) {
  const t = useTranslations('PortSearch');
  const tm = useTranslations('Mobile.search');
  const tRecent = useTranslations('RecentPorts');
  const en = useLocale() === 'en';
  const router = useRouter();
  const queryClient = useQueryClient();
  const choice = (p: Port | null | undefined): PortChoice => (p ? { text: label(p, en), port: p } : emptyChoice);
  const [origin, setOrigin] = useState<PortChoice>(() => choice(initialOrigin));
  const [destination, setDestination] = useState<PortChoice>(() => choice(initialDestination));
  const [recent, setRecent] = useState<Record<PortDirection, Port[]>>({ origin: [], destination: [] });
  const [unchosen, setUnchosen] = useState(false);

  const change = (direction: PortDirection) => (value: PortChoice) => {
    (direction === 'origin' ? setOrigin : setDestination)(value);
    setUnchosen(false);
    const chosen = value.port;
    if (chosen) void importRecent().then(({ rememberPort }) => setRecent((r) => ({ ...r, [direction]: rememberPort(direction, chosen) })));
  };

  const search = () => {
    if ((origin.text && !origin.port) || (destination.text && !destination.port)) {
      setUnchosen(true);
      return;
    }
    const query: Record<string, string> = {};
    const ports = [origin.port, destination.port].filter((p): p is Port => !!p);
    if (origin.port) query.portStartId = String(origin.port.id);
    if (destination.port) query.portEndId = String(destination.port.id);
    if (ports.length) queryClient.setQueryData(portsByIdsKey(ports.map((p) => p.id)), ports);
    router.push({ pathname: pathOf(RATE_KIND_SCREENS[kind], 'mobile'), query });
  };

  const field = (direction: PortDirection) => {
    const isOrigin = direction === 'origin';
    const value = isOrigin ? origin : destination;
    return (
      <div className={styles.searchField}>
        <span className={isOrigin ? styles.dotStart : styles.dotEnd} aria-hidden />
        <PortCombobox
          type={isOrigin ? PORT_TYPE.origin : PORT_TYPE.destination}
          value={value}
          onChange={change(direction)}
          displayName={(p) => label(p, en)}
          label={isOrigin ? t('origin') : t('destination')}
          placeholder={isOrigin ? tm('originPlaceholder') : tm('destinationPlaceholder')}
          className={styles.combo}
          inputClassName={styles.comboInput}
          panelClassName={styles.comboPanel}
          dropdownClassName={styles.comboDropdown}
          testId={isOrigin ? 'origin-field' : 'destination-field'}
          invalid={unchosen && !!value.text && !value.port}
          onPanelOpen={() => void importRecent().then(({ readRecentPorts }) => setRecent((r) => ({ ...r, [direction]: readRecentPorts(direction) })))}
          emptyPanel={<PortPicks recent={recent[direction]} popular={popular[direction]} recentTitle={tRecent('title')} popularTitle={tm('popular')} />}
        />
      </div>
    );
  };

  return (
    <div className={styles.search} data-testid="home-search">
      <div className={styles.searchFields}>
        {field('origin')}
        {field('destination')}
        <SwapButton label={t('swap')} className={styles.swap} onSwap={() => { setOrigin(destination); setDestination(origin); }}>
          <MobileIcon name="swap" />
        </SwapButton>
      </div>
      {unchosen ? (
        <p className={styles.searchHint} role="alert">
          {t('chooseFromList')}
        </p>
      ) : null}
      <button type="button" className={styles.primaryButton} onClick={search} data-testid="search-button">
        <MobileIcon name="search" />
        {t('search')}
      </button>
    </div>
  );
}

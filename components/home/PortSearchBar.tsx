'use client';

import { lazy, Suspense, useState } from 'react';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { portsByIdsKey } from '@/lib/api/ports';
import { PORT_TYPE } from '@/lib/contracts/constants';
import type { Port } from '@/lib/contracts/ports';
import type { PortDirection } from '@/lib/ports/recentPorts';
import { emptyChoice, PortCombobox, type PortChoice } from './PortCombobox';
import { SwapButton } from './SwapButton';
import styles from './PortSearchBar.module.css';

// The recommendation popover of an empty field loads when the pointer or focus reaches the bar.
const importRecommend = () => import('./PortRecommendPanel');
const PortRecommendPanel = lazy(() => importRecommend().then((m) => ({ default: m.PortRecommendPanel })));
// The recent-ports store (cookie + zod parsing) loads with it: it is read when a field's panel opens.
const importRecent = () => import('@/lib/ports/recentPorts');
const preloadRecommend = () => {
  void importRecommend();
  void importRecent();
};

export function portLabel(p: Port, locale: string): string {
  return locale === 'en' ? `${p.nameEn} (${p.code})` : `${p.nameCn} ${p.nameEn}`;
}

const choiceOf = (port: Port | null | undefined, locale: string): PortChoice =>
  port ? { text: portLabel(port, locale), port } : emptyChoice;

/** The rate pages a lane search opens (the home search: LCL). */
export type LanePagePath = '/lclFreight' | '/rates' | '/airFreight' | '/rates/spot';

type Props = {
  initialOrigin?: Port | null;
  initialDestination?: Port | null;
  className?: string;
  /** The rate page the search opens with the chosen lane (default /lclFreight, as from home). */
  target?: LanePagePath;
};

/**
 * Origin → destination search (spec §2 home search bar, 734×54). Searching opens /lclFreight (or the
 * rate page `target`: FCL, air, carrier spot) with the chosen port ids; the ports are put in the
 * query cache first so the landing shows their names at once (a link opened cold resolves them
 * through /webschedulecontroller/queryPortsByIds).
 */
export function PortSearchBar({ initialOrigin, initialDestination, className, target = '/lclFreight' }: Props) {
  const t = useTranslations('PortSearch');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [origin, setOrigin] = useState<PortChoice>(() => choiceOf(initialOrigin, locale));
  const [destination, setDestination] = useState<PortChoice>(() => choiceOf(initialDestination, locale));
  const [recent, setRecent] = useState<Record<PortDirection, Port[]>>({ origin: [], destination: [] });
  const [unchosen, setUnchosen] = useState(false);

  const refreshRecent = (direction: PortDirection) =>
    void importRecent().then(({ readRecentPorts }) => setRecent((r) => ({ ...r, [direction]: readRecentPorts(direction) })));

  const change = (direction: PortDirection) => (value: PortChoice) => {
    (direction === 'origin' ? setOrigin : setDestination)(value);
    setUnchosen(false);
    const chosen = value.port;
    if (chosen) {
      void importRecent().then(({ rememberPort }) => {
        const list = rememberPort(direction, chosen);
        setRecent((r) => ({ ...r, [direction]: list }));
      });
    }
  };

  const search = () => {
    // Typed but not chosen: the search would silently ignore the text, so ask for a choice instead.
    if ((origin.text && !origin.port) || (destination.text && !destination.port)) {
      setUnchosen(true);
      return;
    }
    const query: Record<string, string> = {};
    const ids: number[] = [];
    const ports: Port[] = [];
    if (origin.port) {
      query.portStartId = String(origin.port.id);
      ids.push(origin.port.id);
      ports.push(origin.port);
    }
    if (destination.port) {
      query.portEndId = String(destination.port.id);
      ids.push(destination.port.id);
      ports.push(destination.port);
    }
    if (ids.length) queryClient.setQueryData(portsByIdsKey(ids), ports);
    router.push({ pathname: target, query });
  };

  const field = (direction: PortDirection) => {
    const isOrigin = direction === 'origin';
    const value = isOrigin ? origin : destination;
    return (
      <PortCombobox
        type={isOrigin ? PORT_TYPE.origin : PORT_TYPE.destination}
        value={value}
        onChange={change(direction)}
        displayName={(p) => portLabel(p, locale)}
        label={isOrigin ? t('origin') : t('destination')}
        placeholder={isOrigin ? t('originPlaceholder') : t('destinationPlaceholder')}
        className={styles.field}
        panelClassName={isOrigin ? styles.panelLeft : styles.panelRight}
        testId={isOrigin ? 'origin-field' : 'destination-field'}
        invalid={unchosen && !!value.text && !value.port}
        onPanelOpen={() => refreshRecent(direction)}
        emptyPanel={
          <Suspense fallback={null}>
            <PortRecommendPanel
              type={isOrigin ? PORT_TYPE.origin : PORT_TYPE.destination}
              recent={recent[direction]}
              portStartId={isOrigin ? undefined : origin.port?.id}
            />
          </Suspense>
        }
      />
    );
  };

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <div className={styles.bar} data-testid="home-search" onPointerEnter={preloadRecommend} onFocus={preloadRecommend}>
        {field('origin')}
        <SwapButton label={t('swap')} className={styles.swap} onSwap={() => { setOrigin(destination); setDestination(origin); }}>
          <SwapOutlined />
        </SwapButton>
        {field('destination')}
        <button type="button" className={styles.go} onClick={search} data-testid="search-button">
          <SearchOutlined aria-hidden />
          <span>{t('search')}</span>
        </button>
      </div>
      {unchosen ? (
        <p className={styles.hint} role="alert">
          {t('chooseFromList')}
        </p>
      ) : null}
    </div>
  );
}

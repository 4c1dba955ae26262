'use client';

import { lazy, Suspense, useState } from 'react';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { emptyChoice, PortCombobox, type PortChoice } from '@/components/home/PortCombobox';
import { portLabel } from '@/components/home/PortSearchBar';
import { SwapButton } from '@/components/home/SwapButton';
import { Segmented } from '@/components/common/Segmented';
import { useRouter } from '@/lib/i18n/navigation';
import { SCHEDULE_WEEKS, WEEKDAYS, type Weekday } from '@/lib/contracts/constants';
import type { ScheduleSearchQuery } from '@/lib/contracts/schedules';
import { businessToday } from '@/lib/businessTime';
import { ymd } from '@/lib/schedules/time';
import type { Port } from '@/lib/contracts/ports';
import type { PortDirection } from '@/lib/ports/recentPorts';
import { paramsOf } from './scheduleParams';
import { usePortByCode } from './usePortByCode';
import { PhoneCarrierField, PhoneDateField } from './PhoneScheduleFields';
import styles from './schedules.module.css';
import mobile from '@/components/mobile/mobile.module.css';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';

// The home search's recommendation popover (recent and recommended ports) for an empty field, loaded on first use.
const importRecent = () => import('@/lib/ports/recentPorts');
// antd's carrier select and date picker load after the page, on the desktop form only (the phone's are light fields).
const CarrierField = lazy(() => import('./ScheduleFields').then((m) => ({ default: m.CarrierField })));
const DateField = lazy(() => import('./ScheduleFields').then((m) => ({ default: m.DateField })));
const PortRecommendPanel = lazy(() => import('@/components/home/PortRecommendPanel').then((m) => ({ default: m.PortRecommendPanel })));

type Props = { initial: ScheduleSearchQuery | null; compact?: boolean };

/** Origin and destination (the home search's port suggestions), carrier, departure weekday, window of 2–4 weeks from a start date. */
export function ScheduleForm({ initial, compact = false }: Props) {
  const pol = usePortByCode(initial?.pol ?? null, 1);
  const pod = usePortByCode(initial?.pod ?? null, 2);
  if (pol === undefined || pod === undefined) return <div className={compact ? `${styles.formSkeleton} ${styles.formSkeletonCompact}` : styles.formSkeleton} aria-busy />;
  return <FormBody initial={initial} pol={pol} pod={pod} compact={compact} />;
}

function FormBody({ initial, pol, pod, compact }: Required<Props> & { pol: PortChoice['port']; pod: PortChoice['port'] }) {
  const surface = useSurface();
  const t = useTranslations('Schedules');
  const locale = useLocale();
  const router = useRouter();
  const choice = (p: PortChoice['port'], code?: string): PortChoice => (p ? { text: portLabel(p, locale), port: p } : code ? { text: code, port: null } : emptyChoice);
  const [origin, setOrigin] = useState<PortChoice>(() => choice(pol, initial?.pol));
  const [destination, setDestination] = useState<PortChoice>(() => choice(pod, initial?.pod));
  const [carrier, setCarrier] = useState<string>(initial?.carrier ?? '');
  const [weekday, setWeekday] = useState<Weekday | ''>(initial?.weekday ?? '');
  const [weeks, setWeeks] = useState<number>(initial?.weeks ?? 2);
  const [from, setFrom] = useState<string>(initial?.from ?? ymd(businessToday()));
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useState<Record<PortDirection, Port[]>>({ origin: [], destination: [] });
  const refreshRecent = (direction: PortDirection) =>
    void importRecent().then(({ readRecentPorts }) => setRecent((r) => ({ ...r, [direction]: readRecentPorts(direction) })));

  const submit = () => {
    if (!origin.port) return setError(t('chooseOrigin'));
    if (!destination.port) return setError(t('chooseDestination'));
    if (origin.port.code === destination.port.code) return setError(t('samePort'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setError(t('chooseDate'));
    setError(null);
    const q: ScheduleSearchQuery = { pol: origin.port.code, pod: destination.port.code, weeks: weeks as 2 | 3 | 4, from };
    if (carrier) q.carrier = carrier;
    if (weekday) q.weekday = weekday;
    router.push(href('schedules', paramsOf(q), surface));
  };

  const port = (isOrigin: boolean) => (
    <PortCombobox
      type={isOrigin ? 1 : 2}
      value={isOrigin ? origin : destination}
      onChange={(v) => {
        (isOrigin ? setOrigin : setDestination)(v);
        setError(null);
        const chosen = v.port;
        if (chosen) void importRecent().then(({ rememberPort }) => rememberPort(isOrigin ? 'origin' : 'destination', chosen));
      }}
      onPanelOpen={() => refreshRecent(isOrigin ? 'origin' : 'destination')}
      emptyPanel={
        compact ? undefined : (
          <Suspense fallback={null}>
            <PortRecommendPanel type={isOrigin ? 1 : 2} recent={recent[isOrigin ? 'origin' : 'destination']} portStartId={isOrigin ? undefined : origin.port?.id} />
          </Suspense>
        )
      }
      displayName={(p) => portLabel(p, locale)}
      label={isOrigin ? t('origin') : t('destination')}
      placeholder={isOrigin ? t('originPlaceholder') : t('destinationPlaceholder')}
      className={compact ? mobile.combo : styles.portField}
      inputClassName={compact ? mobile.comboInput : undefined}
      panelClassName={compact ? mobile.comboPanel : styles.portPanel}
      dropdownClassName={compact ? mobile.comboDropdown : undefined}
      testId={isOrigin ? 'schedule-origin' : 'schedule-destination'}
      invalid={!!error && !(isOrigin ? origin : destination).port}
    />
  );

  return (
    <form
      className={`${styles.form} ${compact ? styles.formCompact : ''}`}
      data-testid="schedule-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.ports}>
        {port(true)}
        <SwapButton label={t('swap')} className={styles.swap} onSwap={() => { setOrigin(destination); setDestination(origin); }}>
          <SwapOutlined />
        </SwapButton>
        {port(false)}
      </div>
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('carrier')}</span>
          {compact ? (
            <PhoneCarrierField value={carrier} onChange={setCarrier} />
          ) : (
            <Suspense fallback={<span className={`${styles.carrierSelect} ${styles.fieldLoading}`} aria-busy />}>
              <CarrierField value={carrier} onChange={setCarrier} />
            </Suspense>
          )}
        </label>
        <SegmentedFilter<string>
          id="schedule-weekday"
          label={t('weekday')}
          value={weekday}
          onChange={(v) => setWeekday(v as Weekday | '')}
          options={[{ value: '', label: t('anyDay') }, ...WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))]}
          className={styles.segmented}
          block={compact}
        />
        <SegmentedFilter<number>
          id="schedule-window"
          testId="schedule-weeks"
          label={t('window')}
          value={weeks}
          onChange={setWeeks}
          options={SCHEDULE_WEEKS.map((n) => ({ value: n, label: t('weeks', { n }) }))}
          block={compact}
        />
        <label className={styles.filter}>
          <span className={styles.filterLabel}>{t('from')}</span>
          {/* antd's picker or the light text field rather than the browser's date input, which shows the date in the browser's own format (11/25/2026): spec §9 dates read YYYY-MM-DD */}
          {compact ? (
            <PhoneDateField value={from} onChange={setFrom} />
          ) : (
            <Suspense fallback={<span className={`${styles.date} ${styles.fieldLoading}`} aria-busy />}>
              <DateField value={from} onChange={setFrom} />
            </Suspense>
          )}
        </label>
        <button type="submit" className={styles.go} data-testid="schedule-search">
          <SearchOutlined aria-hidden />
          <span>{t('search')}</span>
        </button>
      </div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A labelled segmented filter of the search (the label names the control for assistive tech). */
function SegmentedFilter<T extends string | number>({
  id,
  testId = id,
  label,
  value,
  onChange,
  options,
  className,
  block,
}: {
  id: string;
  testId?: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  className?: string;
  block: boolean;
}) {
  return (
    <div className={styles.filter}>
      <span className={styles.filterLabel} id={id}>
        {label}
      </span>
      <Segmented<T> aria-labelledby={id} data-testid={testId} value={value} onChange={onChange} options={options} className={className} block={block} />
    </div>
  );
}

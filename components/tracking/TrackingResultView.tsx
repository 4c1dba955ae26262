import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DataSourceNote } from '@/components/common/DataSourceNote';
import type { TrackingResult } from '@/lib/contracts/tracking';
import { placeName } from './format';
import styles from './tracking.module.css';

/**
 * A tracking answer: the shipment's facts, an LCL house bill's milestones, and the event timeline
 * (date, location, action, vessel voyage), newest first with the current state marked. No state of
 * its own: the search page, the sample page and the mobile pages render it alike.
 */
export function TrackingResultView({ result, subscribe, compact = false }: { result: TrackingResult; subscribe?: ReactNode; compact?: boolean }) {
  const t = useTranslations('Tracking');
  const en = useLocale() === 'en';
  const hb = result.houseBill;
  const carrierName = result.carrier ? (en ? result.carrier.nameEn : result.carrier.nameCn) : undefined;
  // each event says where it came from only when the timeline mixes sources
  const mixed = new Set(result.events.map((e) => e.source ?? 'staff')).size > 1;
  const expected = result.expected ?? [];
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value || '—'}</dd>
    </div>
  );
  return (
    <section className={`${styles.result} ${compact ? styles.compact : ''}`} data-testid="tracking-result">
      <header className={styles.resultHead}>
        <h2 className={styles.route}>
          {placeName({ ...result.pol, facility: '' }, en)} <span className={styles.arrow}>→</span> {placeName({ ...result.pod, facility: '' }, en)}
        </h2>
        {subscribe}
      </header>
      {result.source ? (
        <p className={styles.sourceLine} data-testid="tracking-source">
          <DataSourceNote source={result.source} carrier={carrierName} />
        </p>
      ) : null}
      <dl className={styles.facts}>
        {hb ? fact(t('fields.hblNo'), hb.hblNo, 'tracking-hbl') : null}
        {fact(t('fields.billNo'), result.billNo, 'tracking-bill')}
        {fact(t('fields.containerNo'), result.containerNo || result.containers.map((c) => c.containerNo).join(' / '), 'tracking-container')}
        {fact(t('fields.carrier'), result.carrier ? `${result.carrier.shortName} · ${en ? result.carrier.nameEn : result.carrier.nameCn}` : '')}
        {fact(t('fields.vesselVoyage'), result.vessel ? `${result.vessel} ${result.voyage}` : '')}
        {fact(t('fields.subscribeTime'), result.subscribePending ? t('fields.subscribePending') : (result.subscribeTime ?? t('fields.notSubscribed')), 'tracking-subscribe-time')}
        {fact(t('fields.updateTime'), result.updateTime)}
      </dl>
      {result.containers.length > 1 ? (
        <p className={styles.containers}>
          {t('containers')}: {result.containers.map((c) => `${c.containerNo} (${c.sizeType})`).join(' · ')}
        </p>
      ) : null}
      {hb ? (
        <div className={styles.hbl} data-testid="tracking-milestones">
          <h3 className={styles.subTitle}>{t('milestonesTitle')}</h3>
          <p className={styles.cargo}>
            {t('fields.cargo')}: {hb.packages} {hb.packageType} · {t('fields.booked')} {hb.bookedCbm} CBM / {hb.bookedKg} KG
            {hb.measuredCbm ? ` · ${t('fields.measured')} ${hb.measuredCbm} CBM / ${hb.measuredKg} KG` : ''}
          </p>
          <ol className={styles.milestones}>
            {hb.milestones.map((m) => (
              <li key={m.kind} className={`${styles.milestone} ${m.actual ? styles.done : ''} ${m.lateHours > 0 ? styles.late : ''}`} data-testid={`milestone-${m.kind}`}>
                <span className={styles.dot} aria-hidden />
                <span className={styles.mName}>{t(`milestones.${m.kind}` as never)}</span>
                <span className={styles.mTime}>
                  {t('planned')} {m.planned ?? '—'}
                </span>
                <span className={styles.mTime}>
                  {t('actual')} {m.actual ?? (m.expected ? `${t('expected')} ${m.expected}` : t('pending'))}
                </span>
                {m.lateHours > 0 ? <span className={styles.lateTag}>{t('late', { hours: m.lateHours })}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {expected.length ? (
        <div className={styles.expected} data-testid="tracking-expected">
          <h3 className={styles.subTitle}>{t('expectedTitle')}</h3>
          <ol className={styles.expectedList}>
            {expected.map((e) => (
              <li key={e.id} data-testid="tracking-expected-event" data-kind={e.kind}>
                <span className={styles.classifier}>{t(`classifiers.${e.classifier === 'PLN' ? 'PLN' : 'EST'}`)}</span>
                <time className={styles.time}>{e.time}</time>
                <span className={styles.action}>{t(`events.${e.kind}` as never)}</span>
                <span className={styles.location}>{placeName(e.location, en)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <h3 className={styles.subTitle}>{t('timeline')}</h3>
      {result.events.length === 0 ? (
        <p className={styles.empty}>{t('noEvents')}</p>
      ) : (
        <ol className={styles.timeline} data-testid="tracking-timeline">
          <li className={styles.timelineHead} aria-hidden>
            <span />
            <span>{t('columns.time')}</span>
            <span>{t('columns.action')}</span>
            <span>{t('columns.location')}</span>
            <span>{t('columns.vesselVoyage')}</span>
          </li>
          {result.events.map((e) => (
            <li key={e.id} className={`${styles.event} ${e.current ? styles.current : ''}`} data-testid="tracking-event" data-kind={e.kind} data-origin={e.origin} aria-current={e.current ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden />
              <time className={styles.time}>{e.time}</time>
              <span className={styles.action}>
                {t(`events.${e.kind}` as never)}
                {e.current ? <span className={styles.currentTag}>{t('current')}</span> : null}
                {e.origin === 'cfs' ? <span className={styles.cfsTag}>{t('cfs')}</span> : null}
                {mixed && e.origin !== 'cfs' ? <DataSourceNote source={{ kind: e.source ?? 'staff', carrierName: result.source?.carrierName }} carrier={carrierName} className={styles.eventSource} /> : null}
              </span>
              <span className={styles.location}>
                {placeName(e.location, en)}
                {e.location.facility ? <span className={styles.facility}> · {e.location.facility}</span> : null}
              </span>
              <span className={styles.vessel}>{e.vessel ? `${e.vessel} ${e.voyage}` : ''}{e.containerNo && result.containers.length > 1 ? ` ${e.containerNo}` : ''}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

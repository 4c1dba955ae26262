'use client';

import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { BookAction } from '@/components/schedules/SailingDialog';
import { portName } from '@/components/schedules/format';
import { sailingDetailOptions } from '@/lib/api/schedules';
import type { SailingDetail, ScheduleRow } from '@/lib/contracts/schedules';
import { transitDays } from '@/lib/schedules/time';
import styles from './mobileSchedules.module.css';
import { SailingFacts } from '@/components/schedules/SailingFacts';
import { ClosedTag, isClosed } from '@/components/schedules/ClosedTag';

const at = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);

/** The routing a detail link names (?id=a[-b]&pol&pod&via), rebuilt from its legs' sailings. */
function routingOf(details: SailingDetail[], pol: string, pod: string, via: string): { row: ScheduleRow; marks: { load: number; off: number }[] } | null {
  const marks: { load: number; off: number }[] = [];
  let from = pol;
  for (const [i, d] of details.entries()) {
    const load = d.calls.findIndex((c) => c.port.code === from);
    const last = i === details.length - 1;
    const off = d.calls.findIndex((c, k) => k > load && c.port.code === (last ? pod : via));
    if (load < 0 || off < 0) return null;
    marks.push({ load, off });
    from = d.calls[off]!.port.code;
  }
  const first = details[0]!;
  const lastD = details.at(-1)!;
  const dep = first.calls[marks[0]!.load]!;
  const arr = lastD.calls[marks.at(-1)!.off]!;
  const legs = details.map((d, i) => {
    const a = d.calls[marks[i]!.load]!;
    const b = d.calls[marks[i]!.off]!;
    return { sailingId: d.sailingId, carrier: d.carrier, serviceCode: d.serviceCode, vessel: d.vessel, voyage: d.voyage, from: a.port, to: b.port, etd: a.etd, eta: b.eta, cutoff: a.cutoff, source: d.source };
  });
  return {
    marks,
    row: {
      id: details.map((d) => d.sailingId).join('-'),
      carrier: first.carrier,
      serviceCode: details.map((d) => d.serviceCode).join(' / '),
      vessel: first.vessel,
      voyage: first.voyage,
      pol: dep.port,
      pod: arr.port,
      etd: dep.etd,
      eta: arr.eta,
      cutoff: dep.cutoff,
      transitDays: transitDays(at(dep.etd), at(arr.eta)),
      direct: details.length === 1,
      transfer: details.length > 1 ? legs[0]!.to : null,
      legs,
      source: first.source,
    },
  };
}

/** /mobile/schedules/detail: a routing's dates and every leg's full rotation, the load and discharge calls marked. */
export function MobileSailing() {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const params = useSearchParams();
  const ids = (params.get('id') ?? '')
    .split('-')
    .filter((x) => /^\d{1,9}$/.test(x))
    .map(Number)
    .slice(0, 2);
  const pol = (params.get('pol') ?? '').toUpperCase();
  const pod = (params.get('pod') ?? '').toUpperCase();
  const via = (params.get('via') ?? '').toUpperCase();
  const results = useQueries({ queries: ids.map((id) => sailingDetailOptions(id)) });
  if (!ids.length) return <p className={styles.state}>{t('error')}</p>;
  if (results.some((r) => r.isPending)) return <div className={styles.skeleton} aria-busy />;
  if (results.some((r) => r.isError)) return <p className={styles.state} role="alert">{t('error')}</p>;
  const details = results.map((r) => r.data!);
  const routing = routingOf(details, pol, pod, via);
  if (!routing) return <p className={styles.state} role="alert">{t('error')}</p>;
  const { row, marks } = routing;
  return (
    <div className={styles.wrap} data-testid="mobile-sailing">
      {isClosed(row) ? (
        <p className={styles.closedLine}>
          <ClosedTag row={row} />
        </p>
      ) : null}
      <SailingFacts row={row} className={styles.facts} numClassName={styles.num} withRouting />
      {details.map((d, i) => (
        <section key={d.sailingId} className={styles.leg} data-testid="sailing-leg">
          <h2 className={styles.legTitle}>
            {details.length > 1 ? <span className={styles.legNo}>{t('leg', { n: i + 1 })}</span> : null}
            {d.vessel} {d.voyage}
            <span className={styles.sub}>
              {d.carrier.shortName} · {d.serviceCode} · {en ? d.serviceNameEn : d.serviceNameCn}
            </span>
          </h2>
          <ol className={styles.calls} data-testid="sailing-rotation">
            {d.calls.map((c, k) => {
              const load = k === marks[i]!.load;
              const off = k === marks[i]!.off;
              return (
                <li key={c.seq} className={load || off ? styles.callMarked : undefined} data-testid={load ? 'call-load' : off ? 'call-discharge' : undefined}>
                  <span className={styles.callPort}>
                    <b>{portName(c.port, en)}</b> <span className={styles.sub}>{c.port.code}</span>
                    {load ? <span className={styles.badge}>{t('rotation.load')}</span> : null}
                    {off ? <span className={styles.badge}>{i < details.length - 1 ? t('rotation.transfer') : t('rotation.discharge')}</span> : null}
                  </span>
                  <span className={styles.callTimes}>
                    ETA {c.eta}
                    <br />
                    ETD {c.etd}
                    {load ? (
                      <>
                        <br />
                        {t('rotation.cutoff')} {c.cutoff}
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <div className={styles.bookRow}>
        <BookAction row={row} className={styles.book} closedClassName={styles.closedNote} />
      </div>
    </div>
  );
}

'use client';

import { Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { sailingDetailOptions } from '@/lib/api/schedules';
import { Link } from '@/lib/i18n/navigation';
import { bookingHref, type ScheduleLeg, type ScheduleRow } from '@/lib/contracts/schedules';
import { RoutingTag } from './RoutingTag';
import { ClosedTag, isClosed } from './ClosedTag';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { portName } from './format';
import styles from './schedules.module.css';
import { SailingFacts } from './SailingFacts';
import { loopFocus } from '@/components/common/FocusLoop';

/** One leg's vessel with its full rotation; the calls where this routing loads and discharges are marked. */
export function LegRotation({ leg, index, legs }: { leg: ScheduleLeg; index: number; legs: number }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const detail = useQuery(sailingDetailOptions(leg.sailingId));
  return (
    <section className={styles.leg} data-testid="sailing-leg">
      <h3 className={styles.legTitle}>
        {legs > 1 ? <span className={styles.legNo}>{t('leg', { n: index + 1 })}</span> : null}
        {leg.vessel} <span className={styles.sub}>{leg.voyage}</span>
        <span className={styles.legService}>
          {leg.carrier.shortName} · {leg.serviceCode}
          {detail.data ? ` · ${en ? detail.data.serviceNameEn : detail.data.serviceNameCn}` : ''}
        </span>
      </h3>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : detail.isError ? (
        <p className={styles.state}>{t('error')}</p>
      ) : (
        <div className={styles.rotationWrap}>
          <table className={styles.rotation} data-testid="sailing-rotation">
            <thead>
              <tr>
                <th>{t('rotation.port')}</th>
                <th>{t('rotation.eta')}</th>
                <th>{t('rotation.etd')}</th>
                <th>{t('rotation.cutoff')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.calls.map((c) => {
                const load = c.port.code === leg.from.code && c.etd === leg.etd;
                const discharge = c.port.code === leg.to.code && c.eta === leg.eta;
                return (
                  <tr key={c.seq} className={load || discharge ? styles.callMarked : undefined} data-testid={load ? 'call-load' : discharge ? 'call-discharge' : undefined}>
                    <td>
                      <span className={styles.callPort}>
                        <b>{portName(c.port, en)}</b> <span className={styles.sub}>{c.port.code}{c.terminal ? ` · ${c.terminal}` : ''}</span>
                      </span>
                      {load ? <span className={styles.callBadge}>{t('rotation.load')}</span> : null}
                      {discharge ? <span className={styles.callBadge}>{index < legs - 1 ? t('rotation.transfer') : t('rotation.discharge')}</span> : null}
                    </td>
                    <td className={styles.num}>{c.eta}</td>
                    <td className={styles.num}>{c.etd}</td>
                    <td className={styles.num}>{load ? c.cutoff : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The book action: a link to the booking form (on the surface it is shown on) for a logged-in user,
 * the login otherwise; a routing past its cutoff says it is closed and offers no booking.
 */
export function BookAction({ row, className, closedClassName }: { row: ScheduleRow; className?: string; closedClassName?: string }) {
  const t = useTranslations('Schedules');
  const surface = useSurface();
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  if (isClosed(row)) {
    return (
      <span className={closedClassName ?? styles.closedNote} role="status" data-testid="sailing-book-closed">
        {t('closedNote')}
      </span>
    );
  }
  if (user === undefined) return null;
  return user ? (
    <Link href={bookingHref(row, surface)} className={className ?? styles.book} data-testid="sailing-book">
      {t('book')}
    </Link>
  ) : (
    <button type="button" className={className ?? styles.book} onClick={() => openLogin()} data-testid="sailing-login">
      {t('loginToBook')}
    </button>
  );
}

/** The detail dialog of a routing: its dates, then every leg's full rotation. */
export default function SailingDialog({ row, onClose }: { row: ScheduleRow; onClose: () => void }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  return (
    <Modal modalRender={loopFocus}
      open
      onCancel={onClose}
      width={860}
      title={
        <span className={styles.dialogTitle}>
          {portName(row.pol, en)} → {portName(row.pod, en)} <RoutingTag row={row} /> <ClosedTag row={row} />
        </span>
      }
      footer={
        <div className={styles.dialogFooter}>
          <button type="button" className={styles.linkButton} onClick={onClose}>
            {t('close')}
          </button>
          <BookAction row={row} />
        </div>
      }
      data-testid="sailing-dialog"
    >
      <SailingFacts row={row} className={styles.facts} numClassName={styles.num} />
      {row.legs.map((leg, i) => (
        <LegRotation key={leg.sailingId} leg={leg} index={i} legs={row.legs.length} />
      ))}
    </Modal>
  );
}

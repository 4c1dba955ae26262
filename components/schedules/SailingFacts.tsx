import { useLocale, useTranslations } from 'next-intl';
import { DataSourceNote } from '@/components/common/DataSourceNote';
import type { ScheduleRow } from '@/lib/contracts/schedules';
import { portName } from './format';

/**
 * The key facts of a sailing (carrier, ETD, ETA, transit, cutoff; the routing on request) as a
 * definition list, shared by the desktop dialog and the mobile sailing page; each passes its classes.
 */
export function SailingFacts({ row, className, numClassName, withRouting }: { row: ScheduleRow; className?: string; numClassName?: string; withRouting?: boolean }) {
  const t = useTranslations('Schedules');
  const source = useTranslations('DataSource');
  const en = useLocale() === 'en';
  return (
    <dl className={className}>
      <div>
        <dt>{t('columns.carrier')}</dt>
        <dd>{en ? row.carrier.nameEn : row.carrier.nameCn}</dd>
      </div>
      {withRouting ? (
        <div>
          <dt>{t('columns.routing')}</dt>
          <dd>{row.direct ? `DIR · ${t('direct')}` : `VIA · ${row.transfer ? portName(row.transfer, en) : ''}`}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('columns.etd')}</dt>
        <dd className={numClassName}>{row.etd}</dd>
      </div>
      <div>
        <dt>{t('columns.eta')}</dt>
        <dd className={numClassName}>{row.eta}</dd>
      </div>
      <div>
        <dt>{t('columns.transit')}</dt>
        <dd>{t('transitDays', { n: row.transitDays })}</dd>
      </div>
      <div>
        <dt>{t('columns.cutoff')}</dt>
        <dd className={numClassName}>{row.cutoff}</dd>
      </div>
      <div>
        <dt>{source('label')}</dt>
        <dd>
          <DataSourceNote source={row.source} carrier={en ? row.carrier.nameEn : row.carrier.nameCn} />
        </dd>
      </div>
    </dl>
  );
}

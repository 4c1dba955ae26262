import { useTranslations } from 'next-intl';
import { spaceStatusLabel, spaceStatusOf } from '@/lib/rates/spaceStatus';
import styles from './SpaceLabel.module.css';

/** A rate's space status (spec §4) in the interface's language and its colour, the same on every screen. */
export function SpaceLabel({ status }: { status: number }) {
  const t = useTranslations('SpaceStatus');
  const { key, tone } = spaceStatusLabel(status);
  return (
    <span className={styles.space} data-space={spaceStatusOf(status)} data-tone={tone}>
      {t(key)}
    </span>
  );
}

import { getTranslations } from 'next-intl/server';
import type { RateKind } from '@/lib/contracts/rates';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { RATE_KIND_SCREENS } from '@/lib/rates/screens';
import { href } from '@/lib/screens/registry';
import styles from './mobile.module.css';

/**
 * The switch between the rate screens the company offers (the footer's eCommerce rate links on the
 * desktop site): each the mobile page of its screen, from the registry. Nothing to switch: no bar.
 */
export async function MobileRateKinds({ kind, kinds }: { kind: RateKind; kinds: readonly RateKind[] }) {
  if (kinds.length < 2) return null;
  const t = await getTranslations('Rates');
  return (
    <nav className={styles.rateKinds} aria-label={t('kindsLabel')} data-testid="rate-kinds">
      {kinds.map((k) => (
        <ServerLink key={k} href={href(RATE_KIND_SCREENS[k], {}, 'mobile')} className={styles.rateKind} aria-current={k === kind ? 'page' : undefined}>
          {t(`kinds.${k}`)}
        </ServerLink>
      ))}
    </nav>
  );
}

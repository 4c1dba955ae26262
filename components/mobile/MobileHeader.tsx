import { getTranslations } from 'next-intl/server';
import type { Branding } from '@/lib/contracts/company';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import styles from './mobile.module.css';

/** The mobile header: the company's logo (home link) and the language switch. */
export async function MobileHeader({ brand }: { brand: Branding }) {
  const t = await getTranslations('Mobile');
  return (
    <header className={styles.header} data-testid="mobile-header">
      <ServerLink href="/mobile" className={styles.logo} aria-label={t('homeOf', { company: brand.shortName })}>
        {brand.logoOnDark ? (
          // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
          <img src={brand.logoOnDark} alt={brand.name} />
        ) : (
          <span className={styles.logoText}>{brand.shortName}</span>
        )}
      </ServerLink>
      <LocaleSwitch className={styles.locale} />
    </header>
  );
}

import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { MOBILE_ROOT, MOBILE_SHORTCUTS } from '@/lib/config/mobile';
import { MobileSection } from './MobilePage';
import styles from './mobile.module.css';

/** The shortcuts the 404 offers: the screens people most often came for. */
const SUGGESTED = new Set(['rates', 'schedules', 'tracking', 'contact']);

/**
 * The 404 of the mobile site (spec §2 "Unknown route"): the spec's text inside the mobile layout,
 * the way back to the mobile home, and the main screens. Shown for a phone's unknown path (the
 * request edge rewrites it here, the URL unchanged) and for notFound() in a mobile page.
 */
export async function MobileNotFound() {
  const t = await getTranslations('NotFound');
  const tm = await getTranslations('Mobile');
  return (
    <main data-testid="not-found">
      <div className={styles.notFound}>
        <p className={styles.notFoundCode} aria-hidden="true">
          404
        </p>
        <h1 className={styles.notFoundTitle}>{t('title')}</h1>
        <p className={styles.notFoundText}>{t('text')}</p>
        <ServerLink href={MOBILE_ROOT} className={styles.primaryButton} data-testid="back-home">
          {t('backHome')}
        </ServerLink>
      </div>
      <MobileSection title={t('suggest')}>
        <nav className={styles.notFoundLinks} aria-label={t('suggest')}>
          {MOBILE_SHORTCUTS.filter((s) => SUGGESTED.has(s.key)).map((s) => (
            <ServerLink key={s.key} href={s.path} className={styles.chip}>
              {tm(`shortcuts.${s.key}`)}
            </ServerLink>
          ))}
        </nav>
      </MobileSection>
    </main>
  );
}

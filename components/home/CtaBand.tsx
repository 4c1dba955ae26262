import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { SubscribeButton } from './SubscribeButton';
import styles from './bands.module.css';

/** Call to action: rate alerts by e-mail (the dialog is the client island) or a word with sales. */
export async function CtaBand() {
  const t = await getTranslations('Home');
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div className={`${styles.inner} ${styles.ctaInner}`}>
        <div>
          <h2 id="home-cta" className={styles.ctaTitle}>
            {t('ctaTitle')}
          </h2>
          <p className={styles.ctaText}>{t('ctaText')}</p>
        </div>
        <div className={styles.ctaActions}>
          <SubscribeButton />
          <ServerLink href="/about/contact" className={styles.ctaSecondary}>
            {t('ctaContact')}
          </ServerLink>
        </div>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { PageCta } from '@/components/layout/PageCta';
import styles from '@/components/layout/page.module.css';

/** The band that closes the case pages (list and detail): a word to contact sales. */
export async function CasesCta() {
  const t = await getTranslations('Cases');
  return (
    <PageCta title={t('ctaTitle')} text={t('ctaText')}>
      <ServerLink href="/about/contact" className={styles.button}>
        {t('ctaButton')}
      </ServerLink>
    </PageCta>
  );
}

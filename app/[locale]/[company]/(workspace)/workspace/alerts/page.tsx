import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadMyAlerts } from '@/lib/pages/myAlerts';
import type { PageParams } from '@/lib/pages/args';
import { PageMessages } from '@/components/providers/PageMessages';
import { MyAlerts } from '@/components/account/MyAlerts';
import styles from '@/components/account/myAlerts.module.css';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'MyAlerts' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /workspace/alerts: my rate alerts and tracking subscriptions, rendered per request. */
export default async function MyAlertsPage({ params }: { params: PageParams }) {
  const page = await loadMyAlerts(params);
  setRequestLocale(page.locale as AppLocale);
  if (!page.session) return redirect({ href: '/', locale: page.locale as AppLocale });
  const t = await getTranslations('MyAlerts');
  return (
    <PageMessages page="myAlerts">
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <MyAlerts email={page.email} rateAlerts={page.rateAlerts} tracking={page.tracking} />
    </PageMessages>
  );
}

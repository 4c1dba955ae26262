import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { href } from '@/lib/screens/registry';
import { loadMyAlerts } from '@/lib/pages/myAlerts';
import type { PageParams } from '@/lib/pages/args';
import { PageMessages } from '@/components/providers/PageMessages';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLoginPrompt } from '@/components/mobile/orders/MobileLoginPrompt';
import { MyAlerts } from '@/components/account/MyAlerts';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

// Personal: rendered per request from the session cookie.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'MyAlerts' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /mobile/workspace/alerts: my rate alerts and tracking subscriptions on a phone. */
export default async function MobileMyAlertsPage({ params }: { params: PageParams }) {
  const page = await loadMyAlerts(params);
  setRequestLocale(page.locale as AppLocale);
  const t = await getTranslations('MyAlerts');
  const back = href('workspace', {}, 'mobile');
  const backLabel = (await getTranslations('Mobile'))('backToProfile');
  if (!page.session) {
    return (
      <QueryProvider>
        <main>
          <MobilePageHead title={t('title')} back={back} backLabel={backLabel} />
          <div className={styles.wrap}>
            <MobileLoginPrompt title={t('title')} text={t('loginText')} button={t('loginButton')} />
          </div>
        </main>
      </QueryProvider>
    );
  }
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} back={back} backLabel={backLabel} />
        <div className={styles.wrap}>
          <PageMessages page="myAlerts">
            <AntdProvider>
              <MyAlerts email={page.email} rateAlerts={page.rateAlerts} tracking={page.tracking} />
            </AntdProvider>
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}

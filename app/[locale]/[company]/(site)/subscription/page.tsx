import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PageHero } from '@/components/layout/PageHero';
import { SubscriptionManage } from '@/components/home/SubscriptionManage';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/layout/page.module.css';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Subscription' });
  return pageMetadata(params, { path: '/subscription', title: t('manageMetaTitle'), noIndex: true });
}

/** /subscription?token=… – the manage link mailed with a rate alert: confirm, list, unsubscribe. Static; the token is read in the browser. */
export default async function SubscriptionManagePage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Subscription');
  return (
    <main>
      <PageHero title={t('manageTitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <PageMessages page="subscription">
            <AntdProvider>
              <SubscriptionManage />
            </AntdProvider>
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

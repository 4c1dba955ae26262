import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import { SpotWallet } from '@/components/mobile/orders/SpotWallet';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Spot.wallet' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /mobile/spotPay?code=…: what the spot reservation's QR code opens on a phone — the sandbox wallet. */
export default async function SpotPayPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Spot.wallet');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} />
        <div className={styles.wrap}>
          <PageMessages page="spotPay">
            <SpotWallet />
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}

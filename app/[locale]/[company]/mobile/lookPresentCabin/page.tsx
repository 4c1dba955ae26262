import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import { SpotOffers } from '@/components/spot/SpotOffers';
import styles from '@/components/mobile/spot/mobileSpot.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

// Closed (bookingSpaceFlag off), the page says so and is no page for search engines.
export const generateMetadata = staticPageMetadata('/lookPresentCabin', 'Spot', { noIndex: (s) => !s.bookingSpaceFlag });

/**
 * /mobile/lookPresentCabin: the premium spot space offers on a phone, as cards, under the same gate
 * as the desktop page (the company's bookingSpaceFlag). The offers are read live by the island.
 */
export default async function MobileLookPresentCabinPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Spot');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('mobileLead')} />
        <div className={styles.wrap} data-testid="spot-title">
          <PageMessages page="spot">
            <SpotOffers compact />
          </PageMessages>
          <ol className={styles.how}>
            <li>{t('how1')}</li>
            <li>{t('how2', { minutes: 3 })}</li>
            <li>{t('how3')}</li>
          </ol>
        </div>
      </main>
    </QueryProvider>
  );
}

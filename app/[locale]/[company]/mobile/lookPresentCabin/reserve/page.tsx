import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import SpotReserveIsland from '@/components/spot/SpotReserveIsland';
import styles from '@/components/mobile/spot/mobileSpot.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/lookPresentCabin/reserve', 'Spot', { noIndex: true });

/**
 * /mobile/lookPresentCabin/reserve?offerId=[&prefill=1]: the reservation steps on a phone (a rate
 * alert's link opened from a phone's mail lands here): fill, review, pay on the phone, ship.
 */
export default async function MobileSpotReservePage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Spot');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('reserveTitle')} lead={t('reserveSubtitle', { minutes: 3 })} back="/mobile/lookPresentCabin" backLabel={t('backToOffers')} />
        <div className={styles.wrap} data-testid="spot-reserve-title">
          <PageMessages page="spot">
            <SpotReserveIsland />
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import SpotReserveIsland from '@/components/spot/SpotReserveIsland';
import page from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/lookPresentCabin/reserve', 'Spot', { noIndex: true });

/** /lookPresentCabin/reserve?offerId=: premium space reservation in steps — fill order, review confirmation, pay, ship. */
export default async function SpotReservePage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Spot');
  return (
    <main>
      <PageHero title={t('reserveTitle')} subtitle={t('reserveSubtitle', { minutes: 3 })} testId="spot-reserve-title" />
      <section className={page.section}>
        <div className={page.container}>
          <PageMessages page="spot">
            <SpotReserveIsland />
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

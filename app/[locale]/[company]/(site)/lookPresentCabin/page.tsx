import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import { SpotOffers } from '@/components/spot/SpotOffers';
import page from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

// Closed (bookingSpaceFlag off), the page says so and is no page for search engines.
export const generateMetadata = staticPageMetadata('/lookPresentCabin', 'Spot', { noIndex: (s) => !s.bookingSpaceFlag });

/**
 * /lookPresentCabin (premium spot space, spec §2): guaranteed space on coming sailings, shown when
 * the company's bookingSpaceFlag is on (else the page says the function is not open). The offers
 * are read live by the island; reserving needs a certified account.
 */
export default async function LookPresentCabinPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Spot');
  return (
    <main>
      <PageHero title={t('title')} subtitle={t('subtitle')} testId="spot-title" />
      <section className={page.section}>
        <div className={page.container}>
          <PageMessages page="spot">
            <SpotOffers />
          </PageMessages>
          <ol className={page.lead}>
            <li>{t('how1')}</li>
            <li>{t('how2', { minutes: 3 })}</li>
            <li>{t('how3')}</li>
          </ol>
        </div>
      </section>
    </main>
  );
}

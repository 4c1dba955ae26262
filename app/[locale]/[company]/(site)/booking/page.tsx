import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { listCarriers } from '@/lib/server/carriers';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import BookingIsland from '@/components/booking/BookingIsland';
import page from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/booking', 'Booking', { noIndex: true });

/**
 * /booking: online booking for certified users, started from a rate row or a sailing
 * (?pol=&pod=&carrier=&etd=&vessel=&voyage=&ref=rate:<id>|sailing:<id>, read by the island). The
 * page is the same for everyone and cached; who may book is decided by the session (island) and
 * enforced by POST /api/weborder/booking.
 */
export default async function BookingPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, carriers] = await Promise.all([getTranslations('Booking'), listCarriers()]);
  const en = locale === 'en';
  return (
    <main>
      <PageHero title={t('title')} subtitle={t('subtitle')} testId="booking-title" />
      <section className={page.section}>
        <div className={page.container}>
          <PageMessages page="booking">
            <BookingIsland carriers={carriers.map((c) => ({ code: c.code, name: en ? c.nameEn : c.nameCn }))} />
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { bookingMetadata, loadBooking } from '@/lib/pages/booking';
import type { PageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import BookingIsland from '@/components/booking/BookingIsland';
import page from '@/components/layout/page.module.css';

export const generateMetadata = bookingMetadata;

/** /booking: online booking for certified users (lib/pages/booking.ts). */
export default async function BookingPage(props: PageProps) {
  const { locale, carriers } = await loadBooking(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Booking');
  return (
    <main>
      <PageHero title={t('title')} subtitle={t('subtitle')} testId="booking-title" />
      <section className={page.section}>
        <div className={page.container}>
          <PageMessages page="booking">
            <BookingIsland carriers={carriers} />
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

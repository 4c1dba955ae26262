import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { bookingMetadata, loadBooking } from '@/lib/pages/booking';
import type { PageProps } from '@/lib/pages/args';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import BookingIsland from '@/components/booking/BookingIsland';
import styles from '@/components/booking/mobileBooking.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = bookingMetadata;

/**
 * /mobile/booking: online booking on a phone — the rate card's "Book" and a mailed booking link land
 * here; the same form, rules and gates as /booking, ending on the order's progress.
 */
export default async function MobileBookingPage(props: PageProps) {
  const { locale, carriers } = await loadBooking(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Booking');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('subtitle')} />
        <div className={styles.wrap} data-testid="booking-title">
          <PageMessages page="booking">
            <BookingIsland carriers={carriers} />
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}

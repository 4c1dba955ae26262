import 'server-only';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { listCarriers } from '@/lib/server/carriers';
import { pageArgs, type PageProps } from './args';

/*
 * /booking and /mobile/booking: online booking for certified users, started from a rate row or a
 * sailing (?pol=&pod=&carrier=&etd=&vessel=&voyage=&ref=rate:<id>|sailing:<id>, read by the form).
 * The page is the same for everyone and cached; who may book is decided by the session (the
 * island's gates) and enforced by POST /api/weborder/booking.
 */

export const bookingMetadata = staticPageMetadata('/booking', 'Booking', { noIndex: true });

/** The carriers the form offers, named in the page's language. */
export async function loadBooking({ params }: PageProps) {
  const { locale } = await pageArgs(params);
  const en = locale === 'en';
  const carriers = (await listCarriers()).map((c) => ({ code: c.code, name: en ? c.nameEn : c.nameCn }));
  return { locale, carriers };
}

import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { MobileSpotClosed } from '@/components/mobile/spot/MobileSpotClosed';

type Params = Promise<{ locale: string; company: string }>;

/** The mobile spot pages (offers and reserve) are open together: with bookingSpaceFlag off, both say they are closed. */
export default async function MobileSpotLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  return settings.bookingSpaceFlag ? children : <MobileSpotClosed />;
}

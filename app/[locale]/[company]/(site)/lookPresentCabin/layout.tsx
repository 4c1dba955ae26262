import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { NotOpenPage } from '@/components/layout/NotOpenPage';

type Params = Promise<{ locale: string; company: string }>;

/** The spot pages (offers and reserve) are open together: with bookingSpaceFlag off, both say the function is not open. */
export default async function SpotLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  return settings.bookingSpaceFlag ? children : <NotOpenPage params={params} feature="lookPresentCabin" />;
}

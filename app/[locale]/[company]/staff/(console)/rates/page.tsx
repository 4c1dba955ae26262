import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { RatesScreen } from '@/components/staff/RatesScreen';

export const generateMetadata = consoleMetadata('rates');

/** /staff/rates: the company's LCL rates, their import and export, and the sailings import (permission rates). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <RatesScreen />;
}

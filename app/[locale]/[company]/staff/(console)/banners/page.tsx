import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { BannersScreen } from '@/components/staff/BannersScreen';

export const generateMetadata = consoleMetadata('banners');

/** /staff/banners: home banners (permission content). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <BannersScreen />;
}

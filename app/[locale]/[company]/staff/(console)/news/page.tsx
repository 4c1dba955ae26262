import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { NewsScreen } from '@/components/staff/NewsScreen';

export const generateMetadata = consoleMetadata('news');

/** /staff/news: news articles (permission content). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <NewsScreen />;
}

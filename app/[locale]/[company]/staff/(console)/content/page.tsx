import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { ContentScreen } from '@/components/staff/ContentScreen';

export const generateMetadata = consoleMetadata('content');

/** /staff/content: the site's content by kind over the content staff API (permission content). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <ContentScreen />;
}

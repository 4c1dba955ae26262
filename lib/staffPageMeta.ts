import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { StaffMenuKey } from './config/staffMenu';
import type { AppLocale } from './i18n/routing';

/** A console page's title: its menu label (Console.menu.<key>). */
export function consoleMetadata(key: StaffMenuKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Console.menu' });
    return { title: t(key) };
  };
}

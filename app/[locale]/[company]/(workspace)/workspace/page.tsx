import { setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';

/** /workspace opens its only menu entry, edit info. */
export default async function WorkspaceIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  redirect({ href: '/workspace/editInfo', locale: locale as AppLocale });
}

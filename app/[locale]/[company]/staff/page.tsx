import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { StaffConsole } from '@/components/account/staff/StaffConsole';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Staff' });
  return { title: t('consoleTitle') };
}

/** /staff: the minimal console (certification review, outbox). The staff session is checked by the API. */
export default async function StaffPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return <StaffConsole />;
}

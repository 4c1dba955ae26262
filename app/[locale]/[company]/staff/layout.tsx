import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

// Rendered per request so that Next can put the request's CSP nonce on its scripts (README "Request edge").
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Staff' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The staff realm (spec §1 staff login): its messages and antd; the login page and the console have their own frames. */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <QueryProvider>
      <PageMessages page="staff">
        <AntdProvider>{children}</AntdProvider>
      </PageMessages>
    </QueryProvider>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { QrConfirm } from '@/components/account/QrConfirm';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'QrConfirm' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /mobile/qrConfirm?ticket=… : the page the login QR code opens on a phone (header from the mobile layout). */
export default async function QrConfirmPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <QueryProvider>
      <main>
        <PageMessages page="qrConfirm">
          <AntdProvider>
            <QrConfirm />
          </AntdProvider>
        </PageMessages>
      </main>
    </QueryProvider>
  );
}

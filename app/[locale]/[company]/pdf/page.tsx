import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { Letterhead } from '@/components/layout/Letterhead';
import styles from '@/components/layout/pdf.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Pdf' });
  return { title: t('title'), robots: { index: false } };
}

/** /pdf: the company letterhead on an A4 sheet; the quotation PDF page builds on it. */
export default async function PdfPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const info = await getEnterpriseInfo(settings.companyId);
  const t = await getTranslations('Pdf');
  return (
    <>
      <Letterhead info={info} logo={settings.webInLogo} />
      <h1 className={styles.docTitle}>{t('title')}</h1>
      <p className={styles.docNote}>{t('note')}</p>
    </>
  );
}

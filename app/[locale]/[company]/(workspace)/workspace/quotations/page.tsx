import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { EmptyRecordsTable } from '@/components/account/EmptyRecordsTable';
import styles from '@/components/account/workspace.module.css';

type Params = Promise<{ locale: string }>;

/** Spec §3 "Quotation" fields. */
const COLUMNS = ['quotation_no', 'carton', 'port_start', 'port_end', 'shipping', 'schedule', 'voyage', 'transfer', 'description'] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Workspace' });
  return { title: t('quotationsTitle') };
}

/** /workspace/quotations: my quotations (reached from the header's user menu). */
export default async function QuotationsPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Workspace');
  return (
    <section className={styles.card}>
      <header className={styles.cardHead}>
        <h1 className={styles.cardTitle}>{t('quotationsTitle')}</h1>
        <p className={styles.cardText}>{t('quotationsLead')}</p>
      </header>
      <EmptyRecordsTable
        testId="quotations-table"
        columns={COLUMNS.map((key) => ({ key, title: t(`quotationColumns.${key}`) }))}
        emptyTitle={t('empty')}
        emptyText={t('quotationsEmptyHint')}
      />
    </section>
  );
}

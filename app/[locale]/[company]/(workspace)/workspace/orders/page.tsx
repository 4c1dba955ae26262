import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { EmptyRecordsTable } from '@/components/account/EmptyRecordsTable';
import styles from '@/components/account/workspace.module.css';

type Params = Promise<{ locale: string }>;

/** Spec §3 "Order list" fields. */
const COLUMNS = ['order_no', 'bill_no', 'create_time', 'shipping', 'port_start', 'port_end', 'etd', 'ctnType', 'additional_service', 'customer'] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Workspace' });
  return { title: t('ordersTitle') };
}

/** /workspace/orders: my orders (reached from the header's user menu). */
export default async function OrdersPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Workspace');
  return (
    <section className={styles.card}>
      <header className={styles.cardHead}>
        <h1 className={styles.cardTitle}>{t('ordersTitle')}</h1>
        <p className={styles.cardText}>{t('ordersLead')}</p>
      </header>
      <EmptyRecordsTable
        testId="orders-table"
        columns={COLUMNS.map((key) => ({ key, title: t(`orderColumns.${key}`) }))}
        emptyTitle={t('empty')}
        emptyText={t('ordersEmptyHint')}
      />
    </section>
  );
}

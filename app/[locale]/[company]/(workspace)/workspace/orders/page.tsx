import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { WorkspaceRecords, workspaceRecordsTitle } from '@/components/account/WorkspaceRecords';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: await workspaceRecordsTitle('orders', (await params).locale) };
}

/** /workspace/orders: reached from the header's user menu. */
export default async function OrdersPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  return <WorkspaceRecords kind="orders" />;
}

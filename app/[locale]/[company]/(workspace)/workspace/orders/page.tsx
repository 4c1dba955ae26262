import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadMyOrders } from '@/lib/pages/myRecords';
import type { PageParams, QueryPageProps } from '@/lib/pages/args';
import { MyOrders } from '@/components/orders/MyOrders';
import { workspaceRecordsTitle } from '@/components/account/WorkspaceRecords';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  return { title: await workspaceRecordsTitle('orders', (await params).locale) };
}

/**
 * /workspace/orders (my orders, from the user menu): the order list of spec §3 with search, the
 * stage filter (orderStatus, default 1) and pages, rendered on the server per request.
 */
export default async function OrdersPage(props: QueryPageProps) {
  const page = await loadMyOrders(props);
  setRequestLocale(page.locale as AppLocale);
  if (!page.session) return redirect({ href: '/', locale: page.locale as AppLocale });
  const { query, rows, total, counts } = page;
  return <MyOrders query={query} rows={rows} total={total} counts={counts} />;
}

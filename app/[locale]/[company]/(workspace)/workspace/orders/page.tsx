import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { myOrdersQuery } from '@/lib/contracts/orders';
import { getDb } from '@/lib/server/db';
import { pageSession } from '@/lib/server/auth/pageSession';
import { listMyOrders } from '@/lib/server/orders';
import { MyOrders } from '@/components/orders/MyOrders';
import { workspaceRecordsTitle } from '@/components/account/WorkspaceRecords';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: await workspaceRecordsTitle('orders', (await params).locale) };
}

/**
 * /workspace/orders (my orders, from the user menu): the order list of spec §3 with search, the
 * stage filter (orderStatus, default 1) and pages, rendered on the server per request.
 */
export default async function OrdersPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const session = await pageSession(await companyParam(company));
  if (!session) redirect({ href: '/', locale: locale as AppLocale });
  const raw = await searchParams;
  const parsed = myOrdersQuery.safeParse({
    orderStatus: typeof raw.orderStatus === 'string' ? raw.orderStatus : undefined,
    keyword: typeof raw.keyword === 'string' ? raw.keyword : undefined,
    page: typeof raw.page === 'string' ? raw.page : undefined,
  });
  const q = parsed.success ? parsed.data : myOrdersQuery.parse({});
  const db = await getDb();
  const data = await listMyOrders(db, { companyId: session!.companyId, userId: session!.userId, locale: locale === 'en' ? 'en' : 'cn' }, q);
  return <MyOrders query={q} {...data} />;
}

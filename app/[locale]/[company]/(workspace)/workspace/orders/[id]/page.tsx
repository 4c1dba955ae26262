import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { ID_MAX } from '@/lib/contracts/limits';
import { getDb } from '@/lib/server/db';
import { ApiError } from '@/lib/server/errors';
import { pageSession } from '@/lib/server/auth/pageSession';
import { ownOrder } from '@/lib/server/orders';
import { OrderDetailPage } from '@/components/orders/OrderDetailPage';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Orders' });
  return { title: t('my.detailTitle') };
}

/** /workspace/orders/<id>: one of the user's orders with its progress stepper, history and every field. */
export default async function OrderPage({ params }: { params: Params }) {
  const { locale, company, id } = await params;
  setRequestLocale(locale as AppLocale);
  const session = await pageSession(await companyParam(company));
  if (!session) redirect({ href: '/', locale: locale as AppLocale });
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > ID_MAX) notFound();
  const db = await getDb();
  const order = await ownOrder(db, { companyId: session!.companyId, userId: session!.userId, locale: locale === 'en' ? 'en' : 'cn' }, n).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!order) notFound();
  return <OrderDetailPage order={order} />;
}

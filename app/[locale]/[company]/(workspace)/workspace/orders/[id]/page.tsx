import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadMyOrder } from '@/lib/pages/myRecords';
import { OrderDetailPage } from '@/components/orders/OrderDetailPage';

type Params = Promise<{ locale: string; company: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Orders' });
  return { title: t('my.detailTitle') };
}

/** /workspace/orders/<id>: one of the user's orders with its progress stepper, history and every field. */
export default async function OrderPage({ params }: { params: Params }) {
  const page = await loadMyOrder({ params });
  setRequestLocale(page.locale as AppLocale);
  if (!page.session) return redirect({ href: '/', locale: page.locale as AppLocale });
  return <OrderDetailPage order={page.order} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { myReservationsQuery } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { pageSession } from '@/lib/server/auth/pageSession';
import { listReservations } from '@/lib/server/spot';
import { SpotCargo } from '@/components/spot/SpotCargo';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Spot' });
  return { title: t('myCargo') };
}

/** /workspace/spotCargo: my reserved spot cargo (spec §2, §3 "Reservation"), rendered per request. */
export default async function SpotCargoPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const session = await pageSession(await companyParam(company));
  if (!session) redirect({ href: '/', locale: locale as AppLocale });
  const raw = await searchParams;
  const parsed = myReservationsQuery.safeParse({ status: raw.status, page: raw.page });
  const q = parsed.success ? parsed.data : myReservationsQuery.parse({});
  const db = await getDb();
  const data = await listReservations(db, { companyId: session!.companyId, userId: session!.userId, locale: locale === 'en' ? 'en' : 'cn' }, q);
  return <SpotCargo query={q} {...data} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadMySpotCargo } from '@/lib/pages/myRecords';
import type { PageParams, QueryPageProps } from '@/lib/pages/args';
import { SpotCargo } from '@/components/spot/SpotCargo';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Spot' });
  return { title: t('myCargo') };
}

/** /workspace/spotCargo: my reserved spot cargo (spec §2, §3 "Reservation"), rendered per request. */
export default async function SpotCargoPage(props: QueryPageProps) {
  const page = await loadMySpotCargo(props);
  setRequestLocale(page.locale as AppLocale);
  if (!page.session) return redirect({ href: '/', locale: page.locale as AppLocale });
  const { query, rows, total } = page;
  return <SpotCargo query={query} rows={rows} total={total} />;
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadService, serviceMetadata } from '@/lib/pages/service';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileServiceDetail, MobileServiceList } from '@/components/mobile/content/MobileService';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => serviceMetadata(foldedProps(props));

/** /mobile/service[?areaIndex=N]: the company's logistics services, and one service in full. */
export default async function MobileServicePage(props: FoldedPageProps) {
  const { locale, services, service, others, chosen } = await loadService(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const [t, tm] = await Promise.all([getTranslations('Service'), getTranslations('Mobile')]);
  // without areaIndex a phone gets the list to choose from
  if (!chosen) {
    return (
      <main>
        <MobilePageHead title={t('metaTitle')} lead={tm('servicesLead')} />
        <MobileSection plain>
          <MobileServiceList services={services} />
        </MobileSection>
      </main>
    );
  }
  return (
    <main>
      <MobilePageHead title={service.title} lead={service.tagline} back="/mobile/service" backLabel={tm('back')} />
      <MobileServiceDetail service={service} others={others} />
    </main>
  );
}

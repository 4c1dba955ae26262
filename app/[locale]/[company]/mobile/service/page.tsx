import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadService, serviceMetadata } from '@/lib/pages/service';
import type { QueryPageProps } from '@/lib/pages/args';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileServiceDetail, MobileServiceList } from '@/components/mobile/content/MobileService';

// Each areaIndex is a page of its own: rendered per request from the company's cached service pages.
export const dynamic = 'force-dynamic';

export const generateMetadata = serviceMetadata;

/** /mobile/service[?areaIndex=N]: the company's logistics services, and one service in full. */
export default async function MobileServicePage(props: QueryPageProps) {
  const { locale, services, service, others, chosen } = await loadService(props);
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

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listServicePages, type ServicePage } from '@/lib/server/siteContent';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileServiceDetail, MobileServiceList } from '@/components/mobile/content/MobileService';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Each areaIndex is a page of its own: rendered per request from the company's cached service pages.
export const dynamic = 'force-dynamic';

/** No areaIndex: the list of services; a published one: that service; anything else: null (404). */
async function load(params: Params, searchParams: Search): Promise<{ locale: string; services: ServicePage[]; service: ServicePage | null | undefined }> {
  const { locale, company } = await params;
  const raw = (await searchParams).areaIndex;
  const services = await listServicePages(await companyParam(company), locale);
  if (raw === undefined) return { locale, services, service: undefined };
  const asked = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  return { locale, services, service: services.find((s) => s.areaIndex === asked) ?? null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { locale, service } = await load(params, searchParams);
  if (service === null) return {};
  if (service === undefined) {
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Service' });
    return pageMetadata(params, { path: '/service', title: t('metaTitle') });
  }
  return pageMetadata(params, { path: '/service', query: { areaIndex: String(service.areaIndex) }, title: service.title, description: service.tagline });
}

/** /mobile/service[?areaIndex=N]: the company's logistics services, and one service in full. */
export default async function MobileServicePage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, services, service } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (service === null) notFound();
  const [t, tm] = await Promise.all([getTranslations('Service'), getTranslations('Mobile')]);
  if (!service) {
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
      <MobileServiceDetail service={service} others={services.filter((s) => s.areaIndex !== service.areaIndex)} />
    </main>
  );
}

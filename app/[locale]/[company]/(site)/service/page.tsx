import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DEFAULT_SERVICE_AREA, servicePath } from '@/lib/config/services';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listServicePages, type ServicePage } from '@/lib/server/siteContent';
import { ServiceIcon } from '@/components/layout/ServiceIcon';
import { ServiceBody, ServiceHero } from '@/components/layout/content/ServiceSection';
import styles from '@/components/layout/page.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Each areaIndex is a page of its own (title, description, canonical URL): rendered per request
// from the company's cached service pages.
export const dynamic = 'force-dynamic';

/** The service of the query: none given → the default; given but not a published service → null (404). */
async function load(params: Params, searchParams: Search): Promise<{ locale: string; services: ServicePage[]; service: ServicePage | null }> {
  const { locale, company } = await params;
  const raw = (await searchParams).areaIndex;
  const asked = raw === undefined ? DEFAULT_SERVICE_AREA : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  const services = await listServicePages(await companyParam(company), locale);
  return { locale, services, service: services.find((s) => s.areaIndex === asked) ?? null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { service } = await load(params, searchParams);
  if (!service) return {};
  return pageMetadata(params, { path: '/service', query: { areaIndex: String(service.areaIndex) }, title: service.title, description: service.tagline, modifiedTime: service.updatedAt });
}

/** /service?areaIndex=N (spec §2): one logistics service of the company, with the others in a sub-navigation. */
export default async function ServicePageView({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, services, service } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!service) notFound();
  const t = await getTranslations('Service');
  return (
    <main>
      <ServiceHero service={service} />
      <nav className={styles.subnav} aria-label={t('allServices')}>
        <div className={styles.subnavInner}>
          {services.map((s) => (
            <ServerLink
              key={s.key}
              href={servicePath(s)}
              className={styles.subnavLink}
              aria-current={s.areaIndex === service.areaIndex ? 'page' : undefined}
            >
              <ServiceIcon icon={s.icon} size={18} />
              {s.title}
            </ServerLink>
          ))}
        </div>
      </nav>
      <ServiceBody service={service} />
    </main>
  );
}

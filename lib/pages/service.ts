import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DEFAULT_SERVICE_AREA } from '@/lib/config/services';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { listServicePages, type ServicePage } from '@/lib/server/siteContent';
import { pageArgs, type QueryPageProps } from './args';

/*
 * /service?areaIndex=N (spec §2) and /mobile/service: one logistics service of the company and the
 * others. Without areaIndex the desktop page shows the default service and the mobile page its list
 * of services; both have the default service's metadata (the canonical URL of /service).
 */

const services = cache(async (locale: string, companyId: number, raw: string | string[] | undefined) => {
  const all = await listServicePages(companyId, locale);
  const asked = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  // none asked: the default service, or the first the company publishes when it does not publish that one
  const service = raw === undefined ? (all.find((s) => s.areaIndex === DEFAULT_SERVICE_AREA) ?? all[0]) : all.find((s) => s.areaIndex === asked);
  return service ? { locale, services: all, service, others: all.filter((s) => s !== service), chosen: raw !== undefined } : null;
});

async function read({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  return services(locale, companyId, query.areaIndex);
}

export type ServiceScreen = { locale: string; services: ServicePage[]; service: ServicePage; others: ServicePage[]; chosen: boolean };

/** The service of the query (`chosen`), or the default one; an areaIndex that is no published service (or no service at all) is a 404. */
export async function loadService(props: QueryPageProps): Promise<ServiceScreen> {
  const page = await read(props);
  if (!page) notFound();
  return page;
}

export async function serviceMetadata(props: QueryPageProps): Promise<Metadata> {
  const page = await read(props);
  if (!page) return notFoundMetadata(props);
  const { service } = page;
  return pageMetadata(props.params, { path: '/service', query: { areaIndex: String(service.areaIndex) }, title: service.title, description: service.tagline, modifiedTime: service.updatedAt });
}

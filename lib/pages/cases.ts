import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CaseCategory } from '@/lib/contracts/siteContent';
import type { AppLocale } from '@/lib/i18n/routing';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { getCase, listCases } from '@/lib/server/siteContent';
import { casePath } from '@/lib/config/cases';
import { pageArgs, type PageProps, type QueryPageProps } from './args';

/*
 * The case screens and their mobile pages: the three lists (/serviceCases, /advantageServices,
 * /clientCases) and /caseDetail?id=N.
 */

/** A case list: the company's published cases of the category. */
export async function loadCaseList({ params }: PageProps, category: CaseCategory) {
  const { locale, companyId } = await pageArgs(params);
  return { locale, category, items: await listCases(companyId, locale, category) };
}

/** generateMetadata of a case list page. */
export function caseListMetadata(category: CaseCategory) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Cases' });
    return pageMetadata(params, { path: casePath(category), title: t(`categories.${category}`), description: t(`leads.${category}`) });
  };
}

const caseOf = cache(async (locale: string, companyId: number, raw: string | string[] | undefined) => {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const found = id ? await getCase(companyId, id, locale) : null;
  return found ? { locale, ...found } : null;
});

async function readCase({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  return caseOf(locale, companyId, query.id);
}

/** /caseDetail?id=N: the case and its related cases; a case the company has not published is a 404. */
export async function loadCaseDetail(props: QueryPageProps) {
  const found = await readCase(props);
  if (!found) notFound();
  return found;
}

export async function caseDetailMetadata(props: QueryPageProps): Promise<Metadata> {
  const found = await readCase(props);
  if (!found) return notFoundMetadata(props);
  const { item } = found;
  return pageMetadata(props.params, {
    path: '/caseDetail',
    query: { id: String(item.id) },
    title: item.title,
    description: item.summary,
    type: 'article',
    publishedTime: item.publishedAt ?? undefined,
    modifiedTime: item.updatedAt,
  });
}

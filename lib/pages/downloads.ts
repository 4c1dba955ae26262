import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/lib/contracts/siteContent';
import type { AppLocale } from '@/lib/i18n/routing';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { listDocuments, type DocumentItem } from '@/lib/server/siteContent';
import { pageArgs, type QueryPageProps } from './args';

/*
 * /notification/download[?category=] and /mobile/notification/download: the electronic documents.
 * Both surfaces show the same tabs and the same groups of documents.
 */

export type DownloadTab = DocumentCategory | 'all';

/** The category of the query: none → all; a known one → it; anything else (repeated, unknown) → null (404). */
export function downloadCategory(raw: string | string[] | undefined): DownloadTab | null {
  if (raw === undefined) return 'all';
  return (DOCUMENT_CATEGORIES as readonly unknown[]).includes(raw) ? (raw as DocumentCategory) : null;
}

export type DownloadGroup = { category: DocumentCategory; items: DocumentItem[] };

/**
 * The tabs (all, then each category that has a document) and the groups shown: on "all" every
 * category that has a document, otherwise the asked category, even when it is empty (its page then
 * says so).
 */
export function downloadSections(documents: readonly DocumentItem[], category: DownloadTab): { tabs: DownloadTab[]; groups: DownloadGroup[] } {
  const present = DOCUMENT_CATEGORIES.filter((c) => documents.some((d) => d.category === c));
  const shown = category === 'all' ? present : [category];
  return {
    tabs: ['all', ...present],
    groups: shown.map((c) => ({ category: c, items: documents.filter((d) => d.category === c) })),
  };
}

const resolve = cache(async (locale: string, companyId: number, category: DownloadTab | null) => {
  if (!category) return null;
  return { locale, category, ...downloadSections(await listDocuments(companyId, locale), category) };
});

async function read({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  return resolve(locale, companyId, downloadCategory(query.category));
}

export type DownloadsPage = NonNullable<Awaited<ReturnType<typeof resolve>>>;

/** The screen's data; an unknown category is a 404. */
export async function loadDownloads(props: QueryPageProps): Promise<DownloadsPage> {
  const page = await read(props);
  if (!page) notFound();
  return page;
}

export async function downloadsMetadata(props: QueryPageProps): Promise<Metadata> {
  const page = await read(props);
  if (!page) return notFoundMetadata(props);
  const { category: cat } = page;
  const t = await getTranslations({ locale: page.locale as AppLocale, namespace: 'Downloads' });
  return pageMetadata(props.params, {
    path: '/notification/download',
    query: cat === 'all' ? undefined : { category: cat },
    title: cat === 'all' ? t('metaTitle') : `${t(`categories.${cat}`)} - ${t('metaTitle')}`,
    description: cat === 'all' ? t('metaDescription') : t(`leads.${cat}`),
  });
}

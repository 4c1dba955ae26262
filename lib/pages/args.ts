import 'server-only';
import { notFound } from 'next/navigation';
import { unfoldQuery } from '@/lib/screens/queryFold';
import { companyParam } from '@/lib/server/company';

/*
 * What a page file receives, and the one way a screen's loader reads it. A screen with a desktop
 * and a mobile page (lib/config/mobile.ts) has one loader in lib/pages/<screen>.ts: both page files
 * and both generateMetadata call it, so data, 404 decisions, metadata and JSON-LD are computed in
 * one place and the surfaces only differ in the components they compose.
 */

export type PageParams = Promise<{ locale: string; company: string }>;
export type PageSearch = Promise<Record<string, string | string[] | undefined>>;
export type PageProps = { params: PageParams };
export type QueryPageProps = { params: PageParams; searchParams: PageSearch };

/** The page's locale and company (a segment that is no company is a 404, see companyParam). */
export async function pageArgs(params: PageParams): Promise<{ locale: string; companyId: number }> {
  const { locale, company } = await params;
  return { locale, companyId: await companyParam(company) };
}

/** One query parameter as a single string (absent or repeated: undefined). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** What a query screen's page file (`<path>/[q]/page.tsx`, see lib/screens/queryFold.ts) receives. */
export type FoldedPageProps = { params: Promise<{ locale: string; company: string; q: string }> };

/**
 * A query screen's page props as its loader reads them: the query comes from the folded segment
 * the edge made of it. A segment that is not one (never made by the edge) is a 404.
 */
export function foldedProps({ params }: FoldedPageProps): QueryPageProps {
  return { params, searchParams: params.then(({ q }) => unfoldQuery(q) ?? notFound()) };
}

import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { WORKSPACE_RECORDS, WorkspaceRecordsCard, workspaceRecordsTitle } from '@/components/account/WorkspaceRecords';
import { MyQuotationsTable } from '@/components/rates/MyQuotationsTable';
import { AUTH_COOKIE, findSession, tokenFrom } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { myQuotations } from '@/lib/server/quotations';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<{ page?: string }>;

const PAGE_SIZE = 10;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: await workspaceRecordsTitle('quotations', (await params).locale) };
}

/** /workspace/quotations: the user's saved quotations, newest first (reached from the header's user menu). */
export default async function QuotationsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Workspace');
  const tq = await getTranslations('Quotation');
  const page = Math.min(10_000, Math.max(1, Number((await searchParams).page) || 1));
  // The layout has checked the session already; read it again for the user's id.
  const session = await findSession(tokenFrom((await cookies()).get(AUTH_COOKIE)?.value, null), await companyParam(company));
  const list = session ? await myQuotations(await getDb(), session.companyId, session.userId, page, PAGE_SIZE, locale === 'en' ? 'en' : 'cn') : { rows: [], total: 0 };
  const cfg = WORKSPACE_RECORDS.quotations;
  return (
    <WorkspaceRecordsCard kind="quotations">
      <MyQuotationsTable
        rows={list.rows}
        total={list.total}
        page={page}
        pageSize={PAGE_SIZE}
        columns={cfg.columns.map((key) => ({ key, title: t(`${cfg.columnPrefix}.${key}`) }))}
        labels={{ pdf: tq('pdfLink'), total: tq('total'), emptyTitle: t('empty'), emptyText: t(cfg.emptyHint) }}
      />
    </WorkspaceRecordsCard>
  );
}

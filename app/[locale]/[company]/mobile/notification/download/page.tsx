import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listDocuments } from '@/lib/server/siteContent';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileDocuments } from '@/components/mobile/content/MobileDocuments';
import c from '@/components/mobile/content/content.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

async function category(searchParams: Search): Promise<DocumentCategory | 'all' | null> {
  const raw = (await searchParams).category;
  if (raw === undefined) return 'all';
  return (DOCUMENT_CATEGORIES as readonly unknown[]).includes(raw) ? (raw as DocumentCategory) : null;
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const [{ locale }, cat] = await Promise.all([params, category(searchParams)]);
  if (!cat) return {};
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Downloads' });
  return pageMetadata(params, {
    path: '/notification/download',
    query: cat === 'all' ? undefined : { category: cat },
    title: cat === 'all' ? t('metaTitle') : `${t(`categories.${cat}`)} - ${t('metaTitle')}`,
    description: cat === 'all' ? t('metaDescription') : t(`leads.${cat}`),
  });
}

/** /mobile/notification/download[?category=]: the electronic documents, by category, downloaded with a tap. */
export default async function MobileDownloadPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const [{ locale, company }, cat] = await Promise.all([params, category(searchParams)]);
  setRequestLocale(locale as AppLocale);
  if (!cat) notFound();
  const [t, all] = await Promise.all([getTranslations('Downloads'), listDocuments(await companyParam(company), locale)]);
  const present = DOCUMENT_CATEGORIES.filter((k) => all.some((d) => d.category === k));
  const shown = cat === 'all' ? present : [cat];
  return (
    <main>
      <MobilePageHead title={cat === 'all' ? t('title') : t(`categories.${cat}`)} lead={cat === 'all' ? t('subtitle') : t(`leads.${cat}`)} />
      <nav className={c.sectionNav} aria-label={t('title')}>
        {(['all', ...present] as const).map((tab) => (
          <ServerLink
            key={tab}
            href={tab === 'all' ? '/mobile/notification/download' : { pathname: '/mobile/notification/download', query: { category: tab } }}
            aria-current={tab === cat ? 'page' : undefined}
            data-testid={`download-tab-${tab}`}
          >
            {tab === 'all' ? t('all') : t(`categories.${tab}`)}
          </ServerLink>
        ))}
      </nav>
      {shown.map((k) => (
        <MobileSection key={k} title={cat === 'all' ? t(`categories.${k}`) : undefined} id={`docs-${k}`}>
          <MobileDocuments items={all.filter((d) => d.category === k)} />
        </MobileSection>
      ))}
      <p className={c.note}>{t('hint')}</p>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DOCUMENT_CATEGORIES } from '@/lib/contracts/siteContent';
import { NEWS_TABS, listNews } from '@/lib/server/news';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { listDocuments } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import docs from '@/components/content/documents.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/notification', 'Notices');

type Card = {
  key: string;
  title: string;
  lead: string;
  count: number;
  href: Parameters<typeof ServerLink>[0]['href'];
  latest: { key: number; label: string; href: Parameters<typeof ServerLink>[0]['href'] }[];
};

/**
 * /notification: the notification categories of spec §2 in one place — industry info, company news,
 * letters of guarantee, schedule tables, freight tables (and forms) — each with its latest entries.
 */
export default async function NoticesPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const companyId = await companyParam(company);
  const [t, tn, td, newsPages, documents] = await Promise.all([
    getTranslations('Notices'),
    getTranslations('News'),
    getTranslations('Downloads'),
    Promise.all(NEWS_TABS.map((tab) => listNews(companyId, tab, 1, locale))),
    listDocuments(companyId, locale),
  ]);
  const cards: Card[] = [
    ...NEWS_TABS.map((tab, i) => {
      const page = newsPages[i]!;
      return {
        key: `news-${tab}`,
        title: tn(tab === 2 ? 'company' : 'industry'),
        lead: t(tab === 2 ? 'companyLead' : 'industryLead'),
        count: page.total,
        href: { pathname: '/notification/news', query: { tabId: String(tab) } },
        latest: page.rows.slice(0, 3).map((n) => ({ key: n.id, label: n.title, href: { pathname: '/notification/newsInfo', query: { id: String(n.id) } } })),
      };
    }),
    ...DOCUMENT_CATEGORIES.map((c) => {
      const items = documents.filter((d) => d.category === c);
      return {
        key: c,
        title: td(`categories.${c}`),
        lead: td(`leads.${c}`),
        count: items.length,
        href: { pathname: '/notification/download', query: { category: c } },
        latest: items.slice(0, 3).map((d) => ({ key: d.id, label: d.title, href: { pathname: '/notification/download', query: { category: c } } })),
      };
    }),
  ];
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <ul className={docs.categories} data-testid="notice-categories">
            {cards.map((c) => (
              <li key={c.key} className={docs.category} data-testid="notice-category">
                <div className={docs.categoryHead}>
                  <h2>{c.title}</h2>
                  <span className={docs.count}>{t('count', { count: c.count })}</span>
                </div>
                <p className={docs.categoryLead}>{c.lead}</p>
                <ul className={docs.latest}>
                  {c.latest.map((l) => (
                    <li key={l.key}>
                      <ServerLink href={l.href}>{l.label}</ServerLink>
                    </li>
                  ))}
                </ul>
                <ServerLink href={c.href} className={docs.more}>
                  {t('viewAll')} →
                </ServerLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CaseCategory } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listCases } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import { CaseList, CaseTabs, casePath } from './CaseList';
import { PageCta } from '@/components/layout/PageCta';

type Params = Promise<{ locale: string; company: string }>;

/** generateMetadata of a case list page. */
export function caseListMetadata(category: CaseCategory) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Cases' });
    return pageMetadata(params, { path: casePath(category), title: t(`categories.${category}`), description: t(`leads.${category}`) });
  };
}

/** A case list page: service cases, advantage services or client cases of the company. */
export async function CaseListPage({ params, category }: { params: Params; category: CaseCategory }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, items] = await Promise.all([getTranslations('Cases'), listCases(Number(company), locale, category)]);
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t(`categories.${category}`)} subtitle={t(`leads.${category}`)} />
      <section className={styles.section}>
        <div className={styles.container}>
          <CaseTabs active={category} />
          <CaseList items={items} />
        </div>
      </section>
      <PageCta title={t('ctaTitle')} text={t('ctaText')}>
        <ServerLink href="/about/contact" className={styles.button}>
          {t('ctaButton')}
        </ServerLink>
      </PageCta>
    </main>
  );
}

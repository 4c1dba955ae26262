import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CaseCategory } from '@/lib/contracts/siteContent';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadCaseList } from '@/lib/pages/cases';
import type { PageParams } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import { CaseList, CaseTabs } from './CaseList';
import { CasesCta } from '@/components/content/CasesCta';

/** A case list page: service cases, advantage services or client cases of the company. */
export async function CaseListPage({ params, category }: { params: PageParams; category: CaseCategory }) {
  const { locale, items } = await loadCaseList({ params }, category);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Cases');
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t(`categories.${category}`)} subtitle={t(`leads.${category}`)} />
      <section className={styles.section}>
        <div className={styles.container}>
          <CaseTabs active={category} />
          <CaseList items={items} />
        </div>
      </section>
      <CasesCta />
    </main>
  );
}

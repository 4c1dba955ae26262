import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { caseDetailMetadata, loadCaseDetail } from '@/lib/pages/cases';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { CaseList, casePath } from '@/components/content/CaseList';
import styles from '@/components/layout/page.module.css';
import cases from '@/components/content/cases.module.css';
import { CasesCta } from '@/components/content/CasesCta';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => caseDetailMetadata(foldedProps(props));

/** /caseDetail?id=N: one case of the company — the situation, what we did, the results, and related cases. */
export default async function CaseDetailPage(props: FoldedPageProps) {
  const { locale, item, related } = await loadCaseDetail(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Cases');
  return (
    <main>
      <PageHero eyebrow={t(`categories.${item.category}`)} title={item.title} subtitle={item.summary} testId="case-title" />
      <section className={styles.section}>
        <div className={`${styles.container} ${cases.detail}`}>
          <article>
            {item.results.length ? (
              <div className={cases.block}>
                <h2>{t('results')}</h2>
                <dl className={cases.bigResults} data-testid="case-results">
                  {item.results.map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            <div className={cases.block}>
              <h2>{t('challenge')}</h2>
              <p>{item.challenge}</p>
            </div>
            <div className={cases.block}>
              <h2>{t('solution')}</h2>
              <ol className={cases.steps}>
                {item.solution.map((s) => (
                  <li key={s.slice(0, 40)}>{s}</li>
                ))}
              </ol>
            </div>
          </article>
          <aside className={cases.facts}>
            <dl>
              <dt>{t('client')}</dt>
              <dd>{item.client}</dd>
              <dt>{t('industry')}</dt>
              <dd>{item.industry}</dd>
              <dt>{t('route')}</dt>
              <dd>{item.route}</dd>
            </dl>
            <p>
              <ServerLink href={casePath(item.category)} className={cases.more}>
                ← {t('backTo', { list: t(`categories.${item.category}`) })}
              </ServerLink>
            </p>
          </aside>
        </div>
        {related.length ? (
          <div className={`${styles.container} ${cases.related}`}>
            <h2 className={styles.sectionTitle}>{t('related')}</h2>
            <CaseList items={related} />
          </div>
        ) : null}
      </section>
      <CasesCta />
    </main>
  );
}

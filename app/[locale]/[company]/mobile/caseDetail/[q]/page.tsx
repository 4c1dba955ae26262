import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { caseDetailMetadata, loadCaseDetail } from '@/lib/pages/cases';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { casePath } from '@/components/content/CaseList';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileCaseCta, MobileCaseList } from '@/components/mobile/content/MobileCases';
import c from '@/components/mobile/content/content.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => caseDetailMetadata(foldedProps(props));

/** /mobile/caseDetail?id=N: one case — results, the client's problem, what was done — and related cases. */
export default async function MobileCaseDetailPage(props: FoldedPageProps) {
  const { locale, item, related } = await loadCaseDetail(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Cases');
  const list = t(`categories.${item.category}`);
  return (
    <main>
      <MobilePageHead title={item.title} lead={item.summary} back={`/mobile${casePath(item.category)}`} backLabel={t('backTo', { list })} />
      {item.results.length ? (
        <MobileSection title={t('results')} id="case-results">
          <dl className={`${c.results} ${c.resultsPad}`} data-testid="case-results">
            {item.results.map((r) => (
              <div key={r.label}>
                <dd>{r.value}</dd>
                <dt>{r.label}</dt>
              </div>
            ))}
          </dl>
        </MobileSection>
      ) : null}
      <MobileSection>
        <dl className={c.dataList}>
          <div>
            <dt>{t('client')}</dt>
            <dd>{item.client}</dd>
          </div>
          <div>
            <dt>{t('industry')}</dt>
            <dd>{item.industry}</dd>
          </div>
          <div>
            <dt>{t('route')}</dt>
            <dd>{item.route}</dd>
          </div>
        </dl>
      </MobileSection>
      <MobileSection title={t('challenge')} id="case-challenge">
        <p className={c.prose}>{item.challenge}</p>
      </MobileSection>
      <MobileSection title={t('solution')} id="case-solution">
        <ol className={c.steps}>
          {item.solution.map((s, i) => (
            <li key={s.slice(0, 40)}>
              <span className={c.stepNo}>{i + 1}</span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
      </MobileSection>
      {related.length ? (
        <MobileSection title={t('related')} id="case-related" plain>
          <MobileCaseList items={related} />
        </MobileSection>
      ) : null}
      <MobileCaseCta />
    </main>
  );
}

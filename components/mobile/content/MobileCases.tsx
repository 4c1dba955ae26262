import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CaseCategory } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { loadCaseList } from '@/lib/pages/cases';
import type { PageParams } from '@/lib/pages/args';
import type { CaseStudy } from '@/lib/server/siteContent';
import { CASE_PAGES } from '@/components/content/CaseList';
import { MobileEmpty, MobilePageHead, MobileSection } from '../MobilePage';
import styles from '../mobile.module.css';
import c from './content.module.css';

/** Case cards: picture, lane, title, summary and key results; the card opens the case. */
export async function MobileCaseList({ items }: { items: readonly CaseStudy[] }) {
  const t = await getTranslations('Cases');
  if (!items.length) return <MobileEmpty>{t('empty')}</MobileEmpty>;
  return (
    <ul className={c.cases} data-testid="cases">
      {items.map((x) => (
        <li key={x.id} data-testid="case">
          <ServerLink href={{ pathname: '/mobile/caseDetail', query: { id: String(x.id) } }} className={c.caseCard}>
            {x.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- drawn pictures, files of public/ (SVG)
              <img src={x.image} alt="" width={640} height={360} loading="lazy" />
            ) : null}
            <span className={c.caseBody}>
              <span className={c.caseRoute}>{x.route}</span>
              <span className={c.caseTitle}>{x.title}</span>
              <span className={c.caseSummary}>{x.summary}</span>
              {x.results.length ? (
                <dl className={c.results}>
                  {x.results.slice(0, 3).map((r) => (
                    <div key={r.label}>
                      <dd>{r.value}</dd>
                      <dt>{r.label}</dt>
                    </div>
                  ))}
                </dl>
              ) : null}
            </span>
          </ServerLink>
        </li>
      ))}
    </ul>
  );
}

/** The call to action under the cases: write to sales. */
export async function MobileCaseCta() {
  const t = await getTranslations('Cases');
  return (
    <section className={c.ctaBox}>
      <p className={c.ctaTitle}>{t('ctaTitle')}</p>
      <p className={c.ctaText}>{t('ctaText')}</p>
      <ServerLink href="/mobile/about/contact" className={styles.primaryButton}>
        {t('ctaButton')}
      </ServerLink>
    </section>
  );
}

/** A mobile case list page (service cases, advantage services, client cases) with tabs between the three. */
export async function MobileCaseListPage({ params, category }: { params: PageParams; category: CaseCategory }) {
  const { locale, items } = await loadCaseList({ params }, category);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Cases');
  return (
    <main>
      <MobilePageHead title={t(`categories.${category}`)} lead={t(`leads.${category}`)} />
      <nav className={c.tabs} aria-label={t('navLabel')}>
        {CASE_PAGES.map((p) => (
          <ServerLink key={p.category} href={`/mobile${p.path}`} aria-current={p.category === category ? 'page' : undefined}>
            {t(`categories.${p.category}`)}
          </ServerLink>
        ))}
      </nav>
      <MobileSection plain>
        <MobileCaseList items={items} />
      </MobileSection>
      <MobileCaseCta />
    </main>
  );
}

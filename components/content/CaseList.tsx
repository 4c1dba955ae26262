import { getTranslations } from 'next-intl/server';
import type { CaseCategory } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { CaseStudy } from '@/lib/server/siteContent';
import { CASE_PAGES } from '@/lib/config/cases';
import styles from './cases.module.css';

export { CASE_PAGES, casePath } from '@/lib/config/cases';

/** Tabs between service cases, advantage services and client cases. */
export async function CaseTabs({ active }: { active: CaseCategory }) {
  const t = await getTranslations('Cases');
  return (
    <nav className={styles.tabs} aria-label={t('navLabel')}>
      {CASE_PAGES.map((p) => (
        <ServerLink key={p.category} href={p.path} className={styles.tab} aria-current={p.category === active ? 'page' : undefined}>
          {t(`categories.${p.category}`)}
        </ServerLink>
      ))}
    </nav>
  );
}

/** Case cards: picture, lane, title, summary, key results, and the link to the case. */
export async function CaseList({ items }: { items: readonly CaseStudy[] }) {
  const t = await getTranslations('Cases');
  if (!items.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="cases">
      {items.map((c) => {
        const href = { pathname: '/caseDetail', query: { id: String(c.id) } };
        return (
          <li key={c.id} className={styles.card} data-testid="case">
            {c.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- drawn pictures, files of public/ (SVG)
              <img className={styles.picture} src={c.image} alt="" width={640} height={360} loading="lazy" />
            ) : null}
            <div className={styles.cardBody}>
              <p className={styles.route}>{c.route}</p>
              <h2 className={styles.cardTitle}>
                <ServerLink href={href}>{c.title}</ServerLink>
              </h2>
              <p className={styles.summary}>{c.summary}</p>
              {c.results.length ? (
                <dl className={styles.results}>
                  {c.results.slice(0, 3).map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <ServerLink href={href} className={styles.more}>
                {t('readMore')} →
              </ServerLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { getCase } from '@/lib/server/siteContent';
import { casePath } from '@/components/content/CaseList';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileCaseList } from '@/components/mobile/content/MobileCases';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

async function load(params: Params, searchParams: Search) {
  const { locale, company } = await params;
  const raw = (await searchParams).id;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return { locale, found: id ? await getCase(await companyParam(company), id, locale) : null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { found } = await load(params, searchParams);
  if (!found) return {};
  return pageMetadata(params, { path: '/caseDetail', query: { id: String(found.item.id) }, title: found.item.title, description: found.item.summary, type: 'article' });
}

/** /mobile/caseDetail?id=N: one case — results, the client's problem, what was done — and related cases. */
export default async function MobileCaseDetailPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, found } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!found) notFound();
  const { item, related } = found;
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
      <section className={c.ctaBox}>
        <p className={c.ctaTitle}>{t('ctaTitle')}</p>
        <p className={c.ctaText}>{t('ctaText')}</p>
        <ServerLink href="/mobile/about/contact" className={styles.primaryButton}>
          {t('ctaButton')}
        </ServerLink>
      </section>
    </main>
  );
}

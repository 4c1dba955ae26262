import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { JOBS } from '@/lib/config/jobs';
import { tr } from '@/lib/config/menu';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import jobs from '@/components/layout/content/jobs.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'JoinUs' });
  return { title: t('title') };
}

/** /joinUs/socialRecruitment: open positions; applications by email to the company's mailbox. */
export default async function JoinUsPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  const t = await getTranslations('JoinUs');
  const email = settings.contactEmail;
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle', { company: brand.shortName })} />
      <section className={styles.section}>
        <div className={styles.container}>
          <ul className={jobs.perks}>
            {(['perk1', 'perk2', 'perk3', 'perk4'] as const).map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>{t('openings')}</h2>
          <div className={jobs.list}>
            {JOBS.map((job) => {
              const title = tr(job.title, locale);
              const subject = encodeURIComponent(t('applySubject', { title }));
              return (
                <article key={job.id} className={jobs.job} data-testid="job">
                  <header className={jobs.jobHead}>
                    <div>
                      <h3>{title}</h3>
                      <p className={jobs.meta}>
                        <span>{tr(job.department, locale)}</span>
                        <span>{tr(job.location, locale)}</span>
                        <span>{t('headcount', { count: job.headcount })}</span>
                      </p>
                    </div>
                    {email ? (
                      <a className={styles.buttonPrimary} href={`mailto:${email}?subject=${subject}`}>
                        {t('apply')}
                      </a>
                    ) : null}
                  </header>
                  <p className={jobs.summary}>{tr(job.summary, locale)}</p>
                  <div className={jobs.columns}>
                    <div>
                      <h4>{t('duties')}</h4>
                      <ul>
                        {job.duties.map((d) => (
                          <li key={d.en}>{tr(d, locale)}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>{t('requirements')}</h4>
                      <ul>
                        {job.requirements.map((r) => (
                          <li key={r.en}>{tr(r, locale)}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </article>
              );
            })}
          </div>
          {email ? <p className={jobs.howTo}>{t('howToApply', { email })}</p> : null}
        </div>
      </section>
    </main>
  );
}

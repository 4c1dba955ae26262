import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOIN_US_PERKS, joinUsMetadata, loadJoinUs } from '@/lib/pages/joinUs';
import type { PageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { JobApplyButton } from '@/components/content/JobApplyButton';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/layout/page.module.css';
import jobs from '@/components/layout/content/jobs.module.css';

export const generateMetadata = joinUsMetadata;

/** /joinUs/socialRecruitment: the company's openings (city, department, requirements); apply with a résumé. */
export default async function JoinUsPage(props: PageProps) {
  const { locale, brand, openings, email } = await loadJoinUs(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('JoinUs');
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle', { company: brand.shortName })} />
      <section className={styles.section}>
        <div className={styles.container}>
          <ul className={jobs.perks}>
            {JOIN_US_PERKS.map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>{t('openings')}</h2>
          {openings.length === 0 ? <p className={jobs.empty}>{t('noOpenings', { email })}</p> : null}
          <PageMessages page="joinUs">
            <div className={jobs.list}>
              {openings.map((job) => (
                <article key={job.id} className={jobs.job} data-testid="job">
                  <header className={jobs.jobHead}>
                    <div>
                      <h3>{job.title}</h3>
                      <p className={jobs.meta}>
                        <span data-testid="job-city">{job.city}</span>
                        <span>{job.department}</span>
                        <span>{t('headcount', { count: job.headcount })}</span>
                      </p>
                      {job.experience || job.education ? (
                        <p className={jobs.details}>
                          {job.experience ? <span>{job.experience}</span> : null}
                          {job.education ? <span>{job.education}</span> : null}
                        </p>
                      ) : null}
                    </div>
                    <JobApplyButton job={{ id: job.id, title: job.title }} label={t('apply')} className={`${styles.buttonPrimary} ${jobs.applyButton}`} />
                  </header>
                  <p className={jobs.summary}>{job.summary}</p>
                  <div className={jobs.columns}>
                    <div>
                      <h4>{t('duties')}</h4>
                      <ul>
                        {job.duties.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>{t('requirements')}</h4>
                      <ul>
                        {job.requirements.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </article>
              ))}
            </div>
          </PageMessages>
          {email ? <p className={jobs.howTo}>{t('howToApply', { email })}</p> : null}
        </div>
      </section>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOIN_US_PERKS, joinUsMetadata, loadJoinUs } from '@/lib/pages/joinUs';
import type { PageProps } from '@/lib/pages/args';
import { JobApplyButton } from '@/components/content/JobApplyButton';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobileEmpty, MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';

export const generateMetadata = joinUsMetadata;

/** /mobile/joinUs/socialRecruitment: the openings (city, department, requirements); apply with a résumé from the phone. */
export default async function MobileJoinUsPage(props: PageProps) {
  const { locale, brand, openings, email } = await loadJoinUs(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('JoinUs');
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle', { company: brand.shortName })} />
      <ul className={c.perks}>
        {JOIN_US_PERKS.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
      <MobileSection title={t('openings')} id="m-jobs">
        {openings.length === 0 ? <MobileEmpty>{t('noOpenings', { email })}</MobileEmpty> : null}
        <PageMessages page="joinUs">
          {openings.map((job) => (
            <article key={job.id} className={c.job} data-testid="job">
              <div className={c.jobHead}>
                <h3 className={c.jobTitle}>{job.title}</h3>
                <JobApplyButton job={{ id: job.id, title: job.title }} label={t('apply')} className={styles.smallButton} />
              </div>
              <p className={c.jobTags}>
                <span data-testid="job-city">{job.city}</span>
                <span>{job.department}</span>
                <span>{t('headcount', { count: job.headcount })}</span>
                {job.experience ? <span>{job.experience}</span> : null}
                {job.education ? <span>{job.education}</span> : null}
              </p>
              {job.summary ? <p className={c.jobSummary}>{job.summary}</p> : null}
              <details className={c.jobMore}>
                <summary>
                  {t('duties')} · {t('requirements')}
                </summary>
                <h4>{t('duties')}</h4>
                <ul>
                  {job.duties.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
                <h4>{t('requirements')}</h4>
                <ul>
                  {job.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </details>
            </article>
          ))}
        </PageMessages>
      </MobileSection>
      {email ? <p className={c.note}>{t('howToApply', { email })}</p> : null}
    </main>
  );
}

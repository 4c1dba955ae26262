import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listJobOpenings } from '@/lib/server/siteContent';
import { JobApplyButton } from '@/components/content/JobApplyButton';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobileEmpty, MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/joinUs/socialRecruitment', 'JoinUs');

/** /mobile/joinUs/socialRecruitment: the openings (city, department, requirements); apply with a résumé from the phone. */
export default async function MobileJoinUsPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const brand = brandingFor(settings, locale);
  const [t, openings] = await Promise.all([getTranslations('JoinUs'), listJobOpenings(settings.companyId, locale)]);
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle', { company: brand.shortName })} />
      <ul className={c.perks}>
        {(['perk1', 'perk2', 'perk3', 'perk4'] as const).map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
      <MobileSection title={t('openings')} id="m-jobs">
        {openings.length === 0 ? <MobileEmpty>{t('noOpenings', { email: settings.contactEmail })}</MobileEmpty> : null}
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
      <p className={c.note}>{t('howToApply', { email: settings.contactEmail })}</p>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { brandingFor } from '@/lib/branding';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import styles from '@/components/account/agreement.module.css';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const;

export const generateMetadata = staticPageMetadata('/agreement/registerAgreement', 'Agreement');

/** /agreement/registerAgreement (spec §2): the registration agreement, server-rendered per (company, locale). */
export default async function RegisterAgreementPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Agreement');
  const brand = brandingFor(await requireCompanySettings(await companyParam(company)), locale);
  const values = { company: brand.name };
  return (
    <main className={styles.page}>
      <article className={styles.doc} data-testid="register-agreement">
        <header className={styles.head}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.meta}>{t('updated')}</p>
        </header>
        <p className={styles.intro}>{t('intro', values)}</p>
        {SECTIONS.map((s, i) => (
          <section key={s} className={styles.section}>
            <h2 className={styles.sectionTitle}>
              {i + 1}. {t(`sections.${s}.title`)}
            </h2>
            {t(`sections.${s}.body`, values)
              .split('\n')
              .filter(Boolean)
              .map((p) => (
                <p key={p} className={styles.para}>
                  {p}
                </p>
              ))}
          </section>
        ))}
        <p className={styles.closing}>{t('closing', values)}</p>
      </article>
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { UserInfoForm } from '@/components/account/UserInfoForm';
import { CertificationPanel } from '@/components/account/CertificationPanel';
import styles from '@/components/account/workspace.module.css';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'EditInfo' });
  return { title: t('metaTitle') };
}

/** /workspace/editInfo (spec §2): the profile and the enterprise certification. */
export default async function EditInfoPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('EditInfo');
  const tc = await getTranslations('Certification');
  return (
    <>
      <section className={styles.card} aria-labelledby="user-info-title">
        <header className={styles.cardHead}>
          <h1 id="user-info-title" className={styles.cardTitle}>
            {t('title')}
          </h1>
          <p className={styles.cardText}>{t('lead')}</p>
        </header>
        <UserInfoForm />
      </section>
      <section className={styles.card} id="certification" aria-labelledby="certification-title">
        <header className={styles.cardHead}>
          <h2 id="certification-title" className={styles.cardTitle}>
            {tc('title')}
          </h2>
          <p className={styles.cardText}>{tc('lead')}</p>
        </header>
        <CertificationPanel />
      </section>
    </>
  );
}

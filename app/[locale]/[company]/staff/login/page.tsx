import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { StaffLoginForm } from '@/components/account/staff/StaffLoginForm';
import styles from '@/components/account/staff/staff.module.css';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Staff' });
  return { title: t('loginTitle') };
}

/** /staff/login: the employee login of the header. */
export default async function StaffLoginPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Staff');
  return (
    <main className={styles.loginWrap}>
      <div className={styles.loginCard}>
        <h1 className={styles.loginTitle}>{t('loginTitle')}</h1>
        <p className={styles.loginText}>{t('loginText')}</p>
        <StaffLoginForm />
      </div>
    </main>
  );
}

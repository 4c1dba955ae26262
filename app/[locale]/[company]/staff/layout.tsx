import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import styles from '@/components/account/staff/staff.module.css';

type Params = Promise<{ locale: string; company: string }>;

// Rendered per request so that Next can put the request's CSP nonce on its scripts (README "Request edge").
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Staff' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The staff console's own frame (spec §2 staff login): no site navbar, its own session realm. */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const brand = brandingFor(await requireCompanySettings(Number(company)), locale);
  const t = await getTranslations('Staff');
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link href="/staff" className={styles.brand}>
            {brand.logoOnDark ? (
              // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
              <img src={brand.logoOnDark} alt={brand.name} height={30} />
            ) : (
              <span>{brand.shortName}</span>
            )}
            <span className={styles.barLabel}>{t('barLabel')}</span>
          </Link>
          <div className={styles.barTools}>
            <LocaleSwitch />
            <Link href="/" className={styles.barLink}>
              {t('backToSite')}
            </Link>
          </div>
        </div>
      </header>
      <div className={styles.content}>
        <PageMessages page="staff">
          <AntdProvider>{children}</AntdProvider>
        </PageMessages>
      </div>
    </div>
  );
}

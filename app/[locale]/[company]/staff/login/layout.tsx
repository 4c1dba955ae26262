import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import styles from '@/components/account/staff/staff.module.css';

type Params = Promise<{ locale: string; company: string }>;

/** The staff login's frame: no site navbar, the company's mark and the way back to the site. */
export default async function StaffLoginLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const brand = brandingFor(await requireCompanySettings(await companyParam(company)), locale);
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
      <div className={styles.content}>{children}</div>
    </div>
  );
}

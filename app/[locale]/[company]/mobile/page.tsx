import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import styles from '@/components/layout/mobile.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Mobile' });
  return { title: t('title') };
}

/** The mobile entry (/mobile): a compact header (logo, language) and the company name and slogan. */
export default async function MobileHome({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  return (
    <>
      <header className={styles.header} data-testid="mobile-header">
        <Link href="/mobile" className={styles.logo} aria-label={brand.name}>
          {brand.logoOnDark ? (
            // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
            <img src={brand.logoOnDark} alt={brand.name} />
          ) : (
            <span className={styles.logoText}>{brand.shortName}</span>
          )}
        </Link>
        <LocaleSwitch className={styles.locale} />
      </header>
      <main>
        <section className={styles.intro}>
          <h1 className={styles.name} data-testid="mobile-company-name">
            {brand.name}
          </h1>
          {brand.slogan ? <p className={styles.slogan}>{brand.slogan}</p> : null}
        </section>
      </main>
    </>
  );
}

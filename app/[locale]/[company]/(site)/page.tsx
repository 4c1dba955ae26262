import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { PortSearchBar } from '@/components/home/PortSearchBar';
import styles from './home.module.css';

type Params = Promise<{ locale: string; company: string }>;

export default async function HomePage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale); // validated by the layout
  const [t, settings] = await Promise.all([getTranslations('Home'), requireCompanySettings(Number(company))]);
  const brand = brandingFor(settings, locale);
  return (
    <main>
      <section className={styles.hero} style={settings.webHomeBgImg ? { backgroundImage: `url(${settings.webHomeBgImg})` } : undefined}>
        <div className={styles.heroInner}>
          {brand.logoOnDark ? <img className={styles.logo} src={brand.logoOnDark} alt={brand.name} height={48} /> : null}
          <h1 className={styles.title} data-testid="company-name">
            {brand.name}
          </h1>
          {brand.slogan ? (
            <p className={styles.slogan} data-testid="company-slogan">
              {brand.slogan}
            </p>
          ) : null}
          <p className={styles.sub}>{t('heroTitle')}</p>
          <PortSearchBar />
          <p className={styles.sub2}>{t('heroSubtitle')}</p>
        </div>
      </section>
    </main>
  );
}

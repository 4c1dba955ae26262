import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import styles from '@/components/layout/mobile.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Mobile' });
  return { title: t('title') };
}

/** The mobile entry (/mobile): the company name and slogan under the mobile layout's header. */
export default async function MobileHome({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  return (
    <main>
      <section className={styles.intro}>
        <h1 className={styles.name} data-testid="mobile-company-name">
          {brand.name}
        </h1>
        {brand.slogan ? <p className={styles.slogan}>{brand.slogan}</p> : null}
      </section>
    </main>
  );
}

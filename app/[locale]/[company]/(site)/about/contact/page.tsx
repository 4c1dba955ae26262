import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { PageHero } from '@/components/layout/PageHero';
import { ContactCards } from '@/components/layout/content/ContactCards';
import styles from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Contact' });
  return { title: t('title') };
}

/** /about/contact: the company's address, phone, email and contact person from its settings. */
export default async function ContactPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const info = await getEnterpriseInfo(settings.companyId);
  const brand = brandingFor(settings, locale);
  const t = await getTranslations('Contact');
  const en = locale === 'en';
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <ContactCards
            name={en ? info.companyNameEn : info.companyNameCn}
            address={en ? info.companyAddrEn : info.companyAddr}
            phone={info.phone}
            email={info.email}
            person={en ? settings.linkEnName : settings.linkChName}
          />
        </div>
      </section>
      <section className={styles.cta}>
        <div className={styles.ctaInner}>
          <div>
            <h2 className={styles.ctaTitle}>{t('ctaTitle')}</h2>
            <p className={styles.ctaText}>{t('ctaText')}</p>
          </div>
          <ServerLink href="/lclFreight" className={styles.button}>
            {t('ctaRates')}
          </ServerLink>
        </div>
      </section>
    </main>
  );
}

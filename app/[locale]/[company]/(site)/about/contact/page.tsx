import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { listOffices } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import { ContactCards } from '@/components/layout/content/ContactCards';
import { OfficeList } from '@/components/content/OfficeList';
import ContactFormIsland from '@/components/content/ContactFormIsland';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/layout/page.module.css';
import content from '@/components/content/content.module.css';
import { PageCta } from '@/components/layout/PageCta';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { siteOrigin } from '@/lib/seo/origin';
import { JsonLd } from '@/components/seo/JsonLd';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/about/contact', 'Contact');

/** /about/contact: the company's main contact, its offices, and a message form to sales. */
export default async function ContactPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const [info, offices, origin, t] = await Promise.all([
    getEnterpriseInfo(settings.companyId),
    listOffices(settings.companyId, locale),
    siteOrigin(settings.companyId),
    getTranslations('Contact'),
  ]);
  const brand = brandingFor(settings, locale);
  const en = locale === 'en';
  return (
    <main>
      <JsonLd data={organizationJsonLd(settings, origin, locale, offices)} />
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')}>
        <div className={styles.heroActions}>
          <ServerLink href="/about/contact/data" className={styles.buttonGhost} data-testid="contact-data-link">
            {t('dataLink')}
          </ServerLink>
        </div>
      </PageHero>
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
      {offices.length ? (
        <section className={styles.sectionAlt}>
          <div className={styles.container}>
            <h2 className={styles.sectionTitle}>{t('offices')}</h2>
            <OfficeList offices={offices} />
          </div>
        </section>
      ) : null}
      <section className={styles.section} id="write-to-us">
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('formTitle')}</h2>
          <div className={content.formBand}>
            <div className={content.formCard}>
              <PageMessages page="contact">
                <ContactFormIsland />
              </PageMessages>
            </div>
            <aside className={content.aside}>
              <h3>{t('nextTitle')}</h3>
              <ol>
                <li>{t('next1')}</li>
                <li>{t('next2')}</li>
                <li>{t('next3')}</li>
              </ol>
            </aside>
          </div>
        </div>
      </section>
      <PageCta title={t('ctaTitle')} text={t('ctaText')}>
        <ServerLink href="/lclFreight" className={styles.button}>
          {t('ctaRates')}
        </ServerLink>
      </PageCta>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { contactMetadata, loadContact } from '@/lib/pages/contact';
import type { PageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { ContactCards } from '@/components/layout/content/ContactCards';
import { OfficeList } from '@/components/content/OfficeList';
import ContactFormIsland from '@/components/content/ContactFormIsland';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/layout/page.module.css';
import content from '@/components/content/content.module.css';
import { PageCta } from '@/components/layout/PageCta';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = contactMetadata;

/** /about/contact: the company's main contact, its offices, and a message form to sales. */
export default async function ContactPage(props: PageProps) {
  const { locale, brand, info, person, offices, jsonLd } = await loadContact(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Contact');
  const en = locale === 'en';
  return (
    <main>
      <JsonLd data={jsonLd} />
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
            person={person}
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

import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { contactMetadata, loadContact } from '@/lib/pages/contact';
import type { PageProps } from '@/lib/pages/args';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageMessages } from '@/components/providers/PageMessages';
import { ContactCard } from '@/components/mobile/ContactCard';
import { MobilePageHead, MobileRow, MobileSection } from '@/components/mobile/MobilePage';
import { MobileContactForm } from '@/components/mobile/content/MobileContactForm';
import { MobileOffices } from '@/components/mobile/content/MobileOffices';
import c from '@/components/mobile/content/content.module.css';

export const generateMetadata = contactMetadata;

/** /mobile/about/contact: tap to call or write, copy (spec §8 messages), the offices and a message to sales. */
export default async function MobileContactPage(props: PageProps) {
  const { locale, info, offices, jsonLd } = await loadContact(props);
  setRequestLocale(locale as AppLocale);
  const [t, tm] = await Promise.all([getTranslations('Contact'), getTranslations('Mobile.contact')]);
  return (
    <main>
      <JsonLd data={jsonLd} />
      <MobilePageHead title={t('title')} lead={t('subtitle')} />
      <MobileSection>
        <ContactCard info={info} locale={locale} />
        <MobileRow href="/mobile/sales" title={tm('sales')} testId="contact-sales-link" />
        <MobileRow href="/mobile/about/contact/data" title={tm('data')} testId="contact-data-link" />
      </MobileSection>
      {offices.length ? (
        <MobileSection title={t('offices')} id="m-offices">
          <MobileOffices offices={offices} />
        </MobileSection>
      ) : null}
      <MobileSection title={t('formTitle')} id="m-form">
        <div className={c.formCard}>
          <PageMessages page="contact">
            <MobileContactForm />
          </PageMessages>
        </div>
        <ol className={c.steps2}>
          <li>{t('next1')}</li>
          <li>{t('next2')}</li>
          <li>{t('next3')}</li>
        </ol>
      </MobileSection>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import type { AppLocale } from '@/lib/i18n/routing';
import { contactDataMetadata, loadContactData } from '@/lib/pages/contact';
import type { PageProps } from '@/lib/pages/args';
import { JsonLd } from '@/components/seo/JsonLd';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileOffices } from '@/components/mobile/content/MobileOffices';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';

export const generateMetadata = contactDataMetadata;

/** /mobile/about/contact/data: the company's contact data in full, saved to the phone's contacts as a vCard. */
export default async function MobileContactDataPage(props: PageProps) {
  const { locale, rows, offices, lang, otherLang, jsonLd } = await loadContactData(props);
  setRequestLocale(locale as AppLocale);
  const [t, tm] = await Promise.all([getTranslations('ContactData'), getTranslations('Mobile.contact')]);
  return (
    <main>
      <JsonLd data={jsonLd} />
      <MobilePageHead title={t('title')} lead={t('subtitle')} back="/mobile/about/contact" backLabel={t('companyTitle')} />
      <MobileSection title={t('companyTitle')} id="data-company">
        <dl className={c.dataList} data-testid="contact-data">
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{t(r.label)}</dt>
              <dd>{r.href ? <a href={r.href}>{r.value}</a> : r.value}</dd>
            </div>
          ))}
        </dl>
        <div className={c.buttons}>
          <a className={styles.primaryButton} href={endpointUrl(webcontentApi.vcard, { lang })} download data-testid="company-vcard">
            {t('vcard')}
          </a>
          <a className={styles.ghostButton} href={endpointUrl(webcontentApi.vcard, { lang: otherLang })} download>
            {t('vcardOther')}
          </a>
        </div>
        <p className={c.note}>{t('vcardHint')}</p>
      </MobileSection>
      {offices.length ? (
        <MobileSection title={t('officesTitle')} id="data-offices">
          <MobileOffices offices={offices} vcard={(id) => endpointUrl(webcontentApi.vcard, { officeId: id, lang })} vcardLabel={tm('vcard')} />
        </MobileSection>
      ) : null}
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import type { AppLocale } from '@/lib/i18n/routing';
import { contactDataMetadata, loadContactData } from '@/lib/pages/contact';
import type { PageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { OfficeList } from '@/components/content/OfficeList';
import styles from '@/components/layout/page.module.css';
import content from '@/components/content/content.module.css';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = contactDataMetadata;

/** /about/contact/data: the company's contact data in full, each card downloadable as a vCard. */
export default async function ContactDataPage(props: PageProps) {
  const { locale, brand, rows, offices, lang, otherLang, jsonLd } = await loadContactData(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('ContactData');
  return (
    <main>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('companyTitle')}</h2>
          <table className={content.dataTable} data-testid="contact-data">
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{t(r.label)}</th>
                  <td>{r.href ? <a href={r.href}>{r.value}</a> : r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={content.dataActions}>
            <a className={styles.buttonPrimary} href={endpointUrl(webcontentApi.vcard, { lang })} download data-testid="company-vcard">
              {t('vcard')}
            </a>
            <a className={styles.outlineButton} href={endpointUrl(webcontentApi.vcard, { lang: otherLang })} download>
              {t('vcardOther')}
            </a>
          </div>
          <p className={styles.note}>{t('vcardHint')}</p>
        </div>
      </section>
      {offices.length ? (
        <section className={styles.sectionAlt}>
          <div className={styles.container}>
            <h2 className={styles.sectionTitle}>{t('officesTitle')}</h2>
            <OfficeList offices={offices} vcardHref={(o) => endpointUrl(webcontentApi.vcard, { officeId: o.id, lang })} />
          </div>
        </section>
      ) : null}
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import { shortLocale, type AppLocale } from '@/lib/i18n/routing';
import { mobileDomainHost } from '@/lib/routing/device';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listOffices } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import { OfficeList } from '@/components/content/OfficeList';
import styles from '@/components/layout/page.module.css';
import content from '@/components/content/content.module.css';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/components/seo/JsonLd';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/about/contact/data', 'ContactData');

/** /about/contact/data: the company's contact data in full, each card downloadable as a vCard. */
export default async function ContactDataPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const [offices, origin, t] = await Promise.all([listOffices(settings.companyId, locale), siteOrigin(settings.companyId), getTranslations('ContactData')]);
  const brand = brandingFor(settings, locale);
  const lang = shortLocale(locale);
  const mobile = mobileDomainHost(settings.mobileDomainName);
  const rows: [string, string, string?][] = [
    [t('nameCn'), settings.companyNameCn],
    [t('nameEn'), settings.companyNameEn],
    [t('addressCn'), settings.companyAddr || settings.linkAddress],
    [t('addressEn'), settings.companyAddrEn],
    [t('phone'), settings.contactPhone, settings.contactPhone ? `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}` : undefined],
    [t('email'), settings.contactEmail, settings.contactEmail ? `mailto:${settings.contactEmail}` : undefined],
    [t('person'), locale === 'en' ? settings.linkEnName : settings.linkChName],
    [t('website'), origin, origin],
    [t('mobileSite'), mobile ? `${origin.split(':')[0]}://${mobile}` : '', mobile ? `${origin.split(':')[0]}://${mobile}` : undefined],
    [t('filing'), settings.webSiteRegisterNo],
  ];
  return (
    <main>
      <JsonLd data={organizationJsonLd(settings, origin, locale, offices)} />
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <h2 className={styles.sectionTitle}>{t('companyTitle')}</h2>
          <table className={content.dataTable} data-testid="contact-data">
            <tbody>
              {rows
                .filter(([, value]) => value)
                .map(([label, value, href]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{href ? <a href={href}>{value}</a> : value}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <div className={content.dataActions}>
            <a className={styles.buttonPrimary} href={endpointUrl(webcontentApi.vcard, { lang })} download data-testid="company-vcard">
              {t('vcard')}
            </a>
            <a className={styles.outlineButton} href={endpointUrl(webcontentApi.vcard, { lang: lang === 'en' ? 'cn' : 'en' })} download>
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

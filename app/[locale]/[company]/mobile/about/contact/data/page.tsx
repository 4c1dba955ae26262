import { getTranslations, setRequestLocale } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import { shortLocale, type AppLocale } from '@/lib/i18n/routing';
import { mobileDomainHost } from '@/lib/routing/device';
import { siteOrigin } from '@/lib/seo/origin';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listOffices } from '@/lib/server/siteContent';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileOffices } from '@/components/mobile/content/MobileOffices';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/about/contact/data', 'ContactData');

/** /mobile/about/contact/data: the company's contact data in full, saved to the phone's contacts as a vCard. */
export default async function MobileContactDataPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const [offices, origin, t, tm] = await Promise.all([
    listOffices(settings.companyId, locale),
    siteOrigin(settings.companyId),
    getTranslations('ContactData'),
    getTranslations('Mobile.contact'),
  ]);
  const lang = shortLocale(locale);
  const mobile = mobileDomainHost(settings.mobileDomainName);
  const scheme = origin.split(':')[0];
  const rows: [string, string, string?][] = [
    [t('nameCn'), settings.companyNameCn],
    [t('nameEn'), settings.companyNameEn],
    [t('addressCn'), settings.companyAddr || settings.linkAddress],
    [t('addressEn'), settings.companyAddrEn],
    [t('phone'), settings.contactPhone, settings.contactPhone ? `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}` : undefined],
    [t('email'), settings.contactEmail, settings.contactEmail ? `mailto:${settings.contactEmail}` : undefined],
    [t('person'), locale === 'en' ? settings.linkEnName : settings.linkChName],
    [t('website'), origin, origin],
    [t('mobileSite'), mobile ? `${scheme}://${mobile}` : '', mobile ? `${scheme}://${mobile}` : undefined],
    [t('filing'), settings.webSiteRegisterNo],
  ];
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle')} back="/mobile/about/contact" backLabel={t('companyTitle')} />
      <MobileSection title={t('companyTitle')} id="data-company">
        <dl className={c.dataList} data-testid="contact-data">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, href]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{href ? <a href={href}>{value}</a> : value}</dd>
              </div>
            ))}
        </dl>
        <div className={c.buttons}>
          <a className={styles.primaryButton} href={endpointUrl(webcontentApi.vcard, { lang })} download data-testid="company-vcard">
            {t('vcard')}
          </a>
          <a className={styles.ghostButton} href={endpointUrl(webcontentApi.vcard, { lang: lang === 'en' ? 'cn' : 'en' })} download>
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

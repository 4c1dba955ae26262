import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { CLIENT_PLATFORMS } from '@/lib/config/clientDownload';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { clientDownloadOffer } from '@/lib/server/clientDownload';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { ClientPlatformIcon } from '@/components/content/ClientPlatformIcon';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import download from '@/components/content/clientDownload.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/clientDownload', 'ClientDownload');

/**
 * Client software download (spec §2 "Other screens"): the desktop and mobile clients from the
 * company's client download host (`clientDomainName`); without one, the mobile site, the app and
 * the mini-program codes instead.
 */
export default async function ClientDownloadPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const brand = brandingFor(settings, locale);
  const t = await getTranslations('ClientDownload');
  const { clientOrigin, codes } = await clientDownloadOffer(settings, { app: t('appCode'), mp: t('miniProgramCode'), wx: t('wechatCode') });
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle', { company: brand.shortName })} />
      <section className={styles.section}>
        <div className={styles.container}>
          {clientOrigin ? (
            <ul className={download.platforms} data-testid="client-platforms">
              {CLIENT_PLATFORMS.map((p) => (
                <li key={p.key} className={download.platform}>
                  <ClientPlatformIcon platform={p.key} className={download.icon} />
                  <h2>{t(`platforms.${p.key}.name`)}</h2>
                  <p>{t(`platforms.${p.key}.requirement`)}</p>
                  <a className={styles.buttonPrimary} href={`${clientOrigin}${p.path}`} data-testid="client-download-link" rel="noopener">
                    {t(`platforms.${p.key}.action`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={download.soon} data-testid="client-soon">
              {t('soon')}
            </p>
          )}
          <h2 className={styles.sectionTitle}>{t('mobileTitle')}</h2>
          <div className={download.codes}>
            {codes.map((c) => (
              <figure key={c.key} className={download.code}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the company's QR codes are files of public/ */}
                <img src={c.src} alt={c.caption} width={140} height={140} />
                <figcaption>{c.caption}</figcaption>
              </figure>
            ))}
          </div>
          <p className={download.features}>{t('features')}</p>
          <p className={styles.note}>
            {t('help')} <ServerLink href="/about/contact">{t('contact')}</ServerLink>
          </p>
        </div>
      </section>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_PLATFORMS } from '@/lib/config/clientDownload';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { clientDownloadMetadata, loadClientDownload } from '@/lib/pages/clientDownload';
import type { PageProps } from '@/lib/pages/args';
import { ClientPlatformIcon } from '@/components/content/ClientPlatformIcon';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import download from '@/components/content/clientDownload.module.css';

export const generateMetadata = clientDownloadMetadata;

/**
 * Client software download (spec §2 "Other screens"): the desktop and mobile clients from the
 * company's client download host (`clientDomainName`); without one, the mobile site, the app and
 * the mini-program codes instead.
 */
export default async function ClientDownloadPage(props: PageProps) {
  const { locale, brand, clientOrigin, codes } = await loadClientDownload(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('ClientDownload');
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
                <img src={c.src} alt={t(c.caption)} width={140} height={140} />
                <figcaption>{t(c.caption)}</figcaption>
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

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_PLATFORMS, type ClientPlatform } from '@/lib/config/clientDownload';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { clientDownloadMetadata, loadClientDownload } from '@/lib/pages/clientDownload';
import type { PageProps } from '@/lib/pages/args';
import { ClientPlatformIcon } from '@/components/content/ClientPlatformIcon';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import styles from '@/components/mobile/mobile.module.css';
import c from '@/components/mobile/content/content.module.css';

export const generateMetadata = clientDownloadMetadata;

const PHONE: readonly ClientPlatform['key'][] = ['ios', 'android'];

/**
 * /mobile/clientDownload: the client software on a phone — the phone apps first, then the desktop
 * clients — each from the company's client download host (`clientDomainName`); without one, the
 * app and mini-program codes, as on the desktop page.
 */
export default async function MobileClientDownloadPage(props: PageProps) {
  const { locale, brand, clientOrigin, codes } = await loadClientDownload(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('ClientDownload');
  const group = (phone: boolean) => (
    <ul className={c.docs} data-testid="client-platforms">
      {CLIENT_PLATFORMS.filter((p) => PHONE.includes(p.key) === phone).map((p) => (
        <li key={p.key}>
          <a className={c.doc} href={`${clientOrigin}${p.path}`} data-testid="client-download-link" rel="noopener">
            <ClientPlatformIcon platform={p.key} className={c.clientIcon} />
            <span className={c.docText}>
              <span className={c.docTitle}>{t(`platforms.${p.key}.name`)}</span>
              <span className={c.docMeta}>{t(`platforms.${p.key}.requirement`)}</span>
            </span>
            <span className={`${styles.smallButton} ${c.clientAction}`}>{t(`platforms.${p.key}.action`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle', { company: brand.shortName })} />
      {clientOrigin ? (
        <>
          <MobileSection title={t('phoneApps')} id="client-phone">
            {group(true)}
          </MobileSection>
          <MobileSection title={t('desktopApps')} id="client-desktop">
            {group(false)}
          </MobileSection>
        </>
      ) : (
        <MobileSection>
          <p className={c.prose} data-testid="client-soon">
            {t('soon')}
          </p>
        </MobileSection>
      )}
      {codes.length ? (
        <MobileSection title={t('mobileTitle')} id="client-codes">
          <div className={c.clientCodes}>
            {codes.map((x) => (
              <figure key={x.key}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the company's QR codes are files of public/ */}
                <img src={x.src} alt={t(x.caption)} width={120} height={120} />
                <figcaption>{t(x.caption)}</figcaption>
              </figure>
            ))}
          </div>
        </MobileSection>
      ) : null}
      <p className={c.note}>{t('features')}</p>
      <p className={c.note}>
        {t('help')} <ServerLink href="/mobile/about/contact">{t('contact')}</ServerLink>
      </p>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { CLIENT_PLATFORMS } from '@/lib/config/clientDownload';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { originOf } from '@/lib/seo/urls';
import { siteOrigin } from '@/lib/seo/origin';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { PageHero } from '@/components/layout/PageHero';
import styles from '@/components/layout/page.module.css';
import download from '@/components/content/clientDownload.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/clientDownload', 'ClientDownload');

const ICONS: Record<(typeof CLIENT_PLATFORMS)[number]['key'], string> = {
  windows: 'M3 5.5 10 4.5v7H3v-6Zm8-1.2L21 3v8.5H11V4.3ZM3 12.5h7v7L3 18.5v-6Zm8 0h10V21l-10-1.4v-7.1Z',
  macos: 'M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8ZM14.1 5.7c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.8 1.4-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3Z',
  android: 'M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1V9Zm-3 0h2v6H4V9Zm14 0h2v6h-2V9ZM7.5 8a4.5 4.5 0 0 1 9 0h-9Zm1.7-4.8 1 1.6M14.8 3.2l-1 1.6',
  ios: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 17h4',
};

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
  const scheme = (await siteOrigin(settings.companyId)).startsWith('https:') ? 'https' : 'http';
  const clientOrigin = originOf(settings.clientDomainName, scheme);
  const codes = [
    { key: 'app', src: settings.qrCodePicUrl, caption: t('appCode') },
    { key: 'mp', src: settings.webExProPic, caption: t('miniProgramCode') },
    { key: 'wx', src: settings.wxPubQrCodePic, caption: t('wechatCode') },
  ].filter((c) => c.src);
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle', { company: brand.shortName })} />
      <section className={styles.section}>
        <div className={styles.container}>
          {clientOrigin ? (
            <ul className={download.platforms} data-testid="client-platforms">
              {CLIENT_PLATFORMS.map((p) => (
                <li key={p.key} className={download.platform}>
                  <svg className={download.icon} viewBox="0 0 24 24" aria-hidden>
                    <path d={ICONS[p.key]} fill={p.key === 'android' || p.key === 'ios' ? 'none' : 'currentColor'} stroke={p.key === 'android' || p.key === 'ios' ? 'currentColor' : 'none'} strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
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

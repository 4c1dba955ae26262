import { getTranslations } from 'next-intl/server';
import { businessToday } from '@/lib/businessTime';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { FILING_URL, FOOTER, FOOTER_QR_TILES } from '@/lib/config/footer';
import { labelOf } from '@/lib/config/menu';
import { FOOTER_INFO_STORAGE_KEY, type EnterpriseInfo } from '@/lib/contracts/enterprise';
import { hiddenRatePaths } from '@/lib/rates/screens';
import { requireCompanySettings } from '@/lib/server/company';
import { FooterInfoPersist } from './FooterInfoPersist';
import { MobileSiteLink } from '@/components/mobile/MobileSiteLink';
import styles from './footer.module.css';

/**
 * Site footer (spec §2): logo and address block, three link columns, two QR tiles, copyright and
 * the filing number. Rendered on the server from the enterprise info; a client island keeps a copy
 * in localStorage (spec §3).
 */
export async function Footer({ locale, info }: { locale: string; info: EnterpriseInfo }) {
  const t = await getTranslations('Footer');
  const en = locale === 'en';
  const name = en ? info.companyNameEn : info.companyNameCn;
  const address = en ? info.companyAddrEn : info.companyAddr;
  const year = businessToday().getUTCFullYear();
  // Rate screens the company does not offer (webPubFclFlag, containerFclShow) are not linked.
  const hidden = hiddenRatePaths(await requireCompanySettings(info.companyId));
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.main}>
        <div className={styles.brand}>
          {info.webOutLogo ? (
            // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
            <img className={styles.logo} src={info.webOutLogo} alt={name} height={40} />
          ) : (
            <div className={styles.logoText}>{name}</div>
          )}
          <address className={styles.address} data-testid="footer-address">
            {address ? (
              <p>
                <span className={styles.key}>{t('address')}</span>
                {address}
              </p>
            ) : null}
            {info.phone ? (
              <p>
                <span className={styles.key}>{t('phone')}</span>
                <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
              </p>
            ) : null}
            {info.email ? (
              <p>
                <span className={styles.key}>{t('email')}</span>
                <a href={`mailto:${info.email}`}>{info.email}</a>
              </p>
            ) : null}
          </address>
        </div>

        <nav className={styles.columns} aria-label={t('linksLabel')}>
          {FOOTER.groups.map((links, i) => (
            <div key={FOOTER.titleList[i]!.labelEn} className={styles.column}>
              <h2 className={styles.columnTitle}>{labelOf(FOOTER.titleList[i]!, locale)}</h2>
              <ul>
                {links.filter((l) => !hidden.includes(l.path)).map((l) => (
                  <li key={l.path}>
                    <ServerLink href={l.path} data-testid="footer-link" data-label={labelOf(l, locale)}>
                      {labelOf(l, locale)}
                    </ServerLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className={styles.qrs}>
          {FOOTER_QR_TILES.map((tile) =>
            info[tile.field] ? (
              <figure key={tile.field} className={styles.qr}>
                {/* eslint-disable-next-line @next/next/no-img-element -- brand QR served as a file */}
                <img src={info[tile.field]} alt={en ? tile.captionEn : tile.caption} width={104} height={104} />
                <figcaption>
                  <span>{tile.caption}</span>
                  <span lang="en">{tile.captionEn}</span>
                </figcaption>
              </figure>
            ) : null,
          )}
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          {/* the sentence's full stop absorbs the one of a name ending in 'Co., Ltd.' */}
          <span data-testid="copyright">{t('copyright', { year, company: name.replace(/\.+$/, '') })}</span>
          {info.webSiteRegisterNo ? (
            <a href={FILING_URL} target="_blank" rel="noopener noreferrer" data-testid="filing-link">
              {info.webSiteRegisterNo}
            </a>
          ) : null}
          {/* a phone that chose the desktop site finds its way back here */}
          <MobileSiteLink className={styles.mobileSite} label={t('mobileSite')} />
        </div>
      </div>
      <FooterInfoPersist info={info} storageKey={FOOTER_INFO_STORAGE_KEY} />
    </footer>
  );
}

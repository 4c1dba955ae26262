import { getTranslations } from 'next-intl/server';
import { businessToday } from '@/lib/businessTime';
import { FILING_URL } from '@/lib/config/footer';
import { MOBILE_FOOTER_LINKS } from '@/lib/config/mobile';
import type { EnterpriseInfo } from '@/lib/contracts/enterprise';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { DesktopSiteLink } from './DesktopSiteLink';
import styles from './mobile.module.css';

/** Under every mobile page: company links, the desktop-site link, copyright and filing number. */
export async function MobileFooter({ locale, info }: { locale: string; info: EnterpriseInfo }) {
  const t = await getTranslations('Mobile');
  const tf = await getTranslations('Footer');
  const name = locale === 'en' ? info.companyNameEn : info.companyNameCn;
  return (
    <footer className={styles.footer} data-testid="mobile-footer">
      <nav className={styles.footerLinks} aria-label={t('footerLabel')}>
        {MOBILE_FOOTER_LINKS.map((l) => (
          <ServerLink key={l.key} href={l.path} className={styles.footerLink}>
            {t(`footer.${l.key}`)}
          </ServerLink>
        ))}
        <DesktopSiteLink />
      </nav>
      <p className={styles.copyright}>{tf('copyright', { year: businessToday().getUTCFullYear(), company: name.replace(/\.+$/, '') })}</p>
      {info.webSiteRegisterNo ? (
        <a className={styles.filing} href={FILING_URL} target="_blank" rel="noopener noreferrer">
          {info.webSiteRegisterNo}
        </a>
      ) : null}
    </footer>
  );
}

import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { hiddenRatePaths } from '@/lib/rates/screens';
import { LocaleSwitch } from '../LocaleSwitch';
import { HeaderUser } from '../header/HeaderUser';
import { MiniProgramEntry } from '../header/MiniProgramEntry';
import { TopMenu } from './TopMenu';
import type { NavbarProps } from './types';
import styles from './navbar.module.css';

/**
 * Navbar template 3 (spec §2): a 42 px top bar (mini-program, language, staff login, user) over a
 * 72 px bar with the logo and the top menu; 114 px in all, from the --nav-* variables.
 */
export async function NavbarTemplate3({ settings, branding }: NavbarProps) {
  const t = await getTranslations('Header');
  return (
    <header className={styles.navbar} data-testid="navbar">
      <div className={styles.top} data-testid="navbar-top">
        <div className={styles.inner}>
          <p className={styles.welcome}>{t('welcome', { company: branding.shortName })}</p>
          <div className={styles.tools}>
            <MiniProgramEntry qrCodePic={settings.wxPubQrCodePic} />
            <span className={styles.sep} aria-hidden />
            <LocaleSwitch />
            <span className={styles.sep} aria-hidden />
            <ServerLink href="/staff/login" className={styles.toolLink} data-testid="staff-login">
              {t('staffLogin')}
            </ServerLink>
            <span className={styles.sep} aria-hidden />
            <HeaderUser />
          </div>
        </div>
      </div>
      <div className={styles.bottom} data-testid="navbar-bottom">
        <div className={styles.inner}>
          <ServerLink href="/" className={styles.logo} aria-label={branding.name}>
            {branding.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- brand SVGs served as files, no optimisation needed
              <img src={branding.logo} alt={branding.name} height={44} />
            ) : (
              <span className={styles.logoText}>{branding.shortName}</span>
            )}
          </ServerLink>
          <TopMenu hidden={hiddenRatePaths(settings)} />
        </div>
      </div>
    </header>
  );
}

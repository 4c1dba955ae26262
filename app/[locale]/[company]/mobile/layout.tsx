import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch';
import styles from '@/components/layout/mobile.module.css';

/**
 * Spec §9: the root font size steps from 32 px at a 320 px viewport to 54 px at 768 px (linear in
 * between, fixed outside), so the mobile pages, sized in rem, scale with the phone.
 */
const MOBILE_ROOT_FONT_CSS = 'html{font-size:clamp(32px, calc(32px + 22 * (100vw - 320px) / 448), 54px)}';

/**
 * The mobile frame (spec §2 Layouts "Mobile"): minimum width 300 px, rem scaling, no desktop chrome;
 * a compact header (logo, language) above every mobile page.
 */
export default async function MobileLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; company: string }> }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const brand = brandingFor(await requireCompanySettings(Number(company)), locale);
  return (
    <div className={styles.mobile} data-testid="mobile-frame">
      <style dangerouslySetInnerHTML={{ __html: MOBILE_ROOT_FONT_CSS }} />
      <header className={styles.header} data-testid="mobile-header">
        <Link href="/mobile" className={styles.logo} aria-label={brand.name}>
          {brand.logoOnDark ? (
            // eslint-disable-next-line @next/next/no-img-element -- brand SVG served as a file
            <img src={brand.logoOnDark} alt={brand.name} />
          ) : (
            <span className={styles.logoText}>{brand.shortName}</span>
          )}
        </Link>
        <LocaleSwitch className={styles.locale} />
      </header>
      {children}
      <ChunkReloadGuard />
    </div>
  );
}

import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import styles from '@/components/layout/mobile.module.css';

/**
 * Spec §9: the root font size steps from 32 px at a 320 px viewport to 54 px at 768 px (linear in
 * between, fixed outside), so the mobile pages, sized in rem, scale with the phone.
 */
const MOBILE_ROOT_FONT_CSS = 'html{font-size:clamp(32px, calc(32px + 22 * (100vw - 320px) / 448), 54px)}';

/** The mobile frame (spec §2 Layouts "Mobile"): minimum width 300 px, rem scaling, no desktop chrome. */
export default async function MobileLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <div className={styles.mobile} data-testid="mobile-frame">
      <style dangerouslySetInnerHTML={{ __html: MOBILE_ROOT_FONT_CSS }} />
      {children}
      <ChunkReloadGuard />
    </div>
  );
}

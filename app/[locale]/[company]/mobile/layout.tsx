import { Suspense, type ReactNode } from 'react';
import type { Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobileHeader } from '@/components/mobile/MobileHeader';
import { MobileAccountBridge } from '@/components/mobile/MobileAccountBridge';
import { MobileFooter } from '@/components/mobile/MobileFooter';
import { MobileTabBar } from '@/components/mobile/MobileTabBar';
import { MOBILE_FRAME_CSS } from '@/components/mobile/rem';
import styles from '@/components/mobile/mobile.module.css';

type Params = Promise<{ locale: string; company: string }>;

/** The phone's browser bar in the company colour. */
export async function generateViewport({ params }: { params: Params }): Promise<Viewport> {
  const { company } = await params;
  const settings = await requireCompanySettings(Number(company));
  return { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: settings.webThemeColor || undefined };
}

/**
 * The mobile layout (spec §2 Layouts "Mobile"): its own header (brand, language switch), the page,
 * a footer (desktop-site link, copyright) and the bottom navigation. Sizes are in rem on a root
 * font that scales with the viewport (components/mobile/rem.ts); the body is at least 300 px wide.
 * Static per (company, locale), like the desktop pages; the tab bar and the switches are the islands.
 *
 * Each part sits in its own Suspense boundary, though nothing in it suspends: React hydrates the
 * server-rendered content of a boundary after the page's shell, in slices of a few milliseconds
 * that leave the main thread free between them, instead of the whole page in one long task that
 * a phone's first tap would wait for (Lighthouse's Total Blocking Time, bench/RESULTS.md). The
 * HTML is complete either way: nothing shows differently, and a tap on a part not yet hydrated
 * hydrates that part first.
 */
export default async function MobileLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  const info = await getEnterpriseInfo(settings.companyId);
  return (
    <PageMessages page="mobile">
      <div className={styles.frame} data-testid="mobile-frame">
        <style dangerouslySetInnerHTML={{ __html: MOBILE_FRAME_CSS }} />
        <Suspense>
          <MobileHeader brand={brand} />
        </Suspense>
        <div className={styles.body}>
          <Suspense>{children}</Suspense>
        </div>
        <Suspense>
          <MobileFooter locale={locale} info={info} />
        </Suspense>
        <Suspense>
          <MobileTabBar />
        </Suspense>
        <MobileAccountBridge />
        <ChunkReloadGuard />
      </div>
    </PageMessages>
  );
}

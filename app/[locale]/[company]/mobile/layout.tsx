import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { siteOrigin } from '@/lib/seo/origin';
import { JsonLd } from '@/components/seo/JsonLd';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { PageMessages } from '@/components/providers/PageMessages';
import { SurfaceProvider } from '@/components/providers/SurfaceProvider';
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
  const settings = await requireCompanySettings(await companyParam(company));
  return { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: settings.webThemeColor || undefined };
}

/**
 * The mobile layout (spec §2 Layouts "Mobile"): its own header (brand, language switch), the page,
 * a footer (desktop-site link, copyright) and the bottom navigation. Sizes are in rem on a root
 * font that scales with the viewport (components/mobile/rem.ts); the body is at least 300 px wide.
 * Static per (company, locale), like the desktop pages; the tab bar and the switches are the islands.
 */
export default async function MobileLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const brand = brandingFor(settings, locale);
  const [info, origin] = await Promise.all([getEnterpriseInfo(settings.companyId), siteOrigin(settings.companyId)]);
  return (
    <PageMessages page="mobile">
      {/* the company on every mobile page too, as on the desktop site */}
      <JsonLd data={organizationJsonLd(settings, origin, locale)} />
      <div className={styles.frame} data-testid="mobile-frame">
        <style dangerouslySetInnerHTML={{ __html: MOBILE_FRAME_CSS }} />
        <MobileHeader brand={brand} />
        <div className={styles.body}>
          <SurfaceProvider surface="mobile">{children}</SurfaceProvider>
        </div>
        <MobileFooter locale={locale} info={info} />
        <MobileTabBar />
        <MobileAccountBridge />
        <ChunkReloadGuard />
      </div>
    </PageMessages>
  );
}

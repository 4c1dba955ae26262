import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { siteOrigin } from '@/lib/seo/origin';
import { JsonLd } from '@/components/seo/JsonLd';
import { renderNavbar } from '@/components/layout/navbar/registry';
import { Footer } from '@/components/layout/Footer';
import { LoginOverlaySlot } from '@/components/layout/LoginOverlaySlot';
import { CookieNoticeBar } from '@/components/layout/CookieNoticeBar';
import { BackToTop } from '@/components/layout/BackToTop';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { ContactPanel } from '@/components/contact/ContactPanel';
import styles from '@/components/layout/layout.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

/**
 * The default layout (spec §2): navbar, login overlay, floating contact panel, cookie notice,
 * back-to-top button and footer around every public page. Static per (company, locale): anything
 * that depends on the visitor is a client island.
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale); // validated by the company layout
  const settings = await requireCompanySettings(await companyParam(company));
  const [info, origin] = await Promise.all([getEnterpriseInfo(settings.companyId), siteOrigin(settings.companyId)]);
  const branding = brandingFor(settings, locale);
  const t = await getTranslations('Header');
  return (
    <QueryProvider>
      <div className={styles.site}>
        {/* the company on every page; the contact pages add its offices */}
        <JsonLd data={organizationJsonLd(settings, origin, locale)} />
        {/* the first stop of the keyboard: past the navbar's links to the page itself */}
        <a href="#content" className="skip-link" data-testid="skip-link">
          {t('skipToContent')}
        </a>
        {renderNavbar({ locale, settings, branding })}
        <div className={styles.content} id="content" tabIndex={-1}>
          {children}
        </div>
        <Footer locale={locale} info={info} />
        <LoginOverlaySlot />
        <ContactPanel />
        <CookieNoticeBar />
        <BackToTop />
        <ChunkReloadGuard />
      </div>
    </QueryProvider>
  );
}

import { createElement, type ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { AUTH_COOKIE, findSession, tokenFrom } from '@/lib/server/auth/session';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { navbarFor } from '@/components/layout/navbar/registry';
import { Footer } from '@/components/layout/Footer';
import { LoginOverlaySlot } from '@/components/layout/LoginOverlaySlot';
import { CookieNoticeSlot } from '@/components/layout/CookieNoticeSlot';
import { ContactPanel } from '@/components/contact/ContactPanel';
import { BackToTop } from '@/components/layout/BackToTop';
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard';
import { Watermark } from '@/components/account/Watermark';
import { WorkspaceSidebar } from '@/components/account/WorkspaceSidebar';
import layoutStyles from '@/components/layout/layout.module.css';
import styles from '@/components/account/workspace.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

// Personal pages read the session cookie: rendered per request, never from the page cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Workspace' });
  // Personal pages: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The logged-in workspace (spec §2, §6). Unlike the public pages it renders per request: the session
 * cookie is checked here, on the server, and a visitor without a live session goes home (the proxy's
 * redirect is only the fast path; the API refuses on its own as well). Site navbar and footer around
 * a side menu and the watermarked content, with the default layout's overlays (spec §2): login overlay,
 * floating contact panel, cookie notice, back-to-top.
 */
export default async function WorkspaceLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const jar = await cookies();
  const session = await findSession(tokenFrom(jar.get(AUTH_COOKIE)?.value, null), settings.companyId);
  if (!session) redirect({ href: '/', locale: locale as AppLocale });

  const info = await getEnterpriseInfo(settings.companyId);
  const branding = brandingFor(settings, locale);
  const t = await getTranslations('Workspace');
  return (
    <QueryProvider>
      <div className={layoutStyles.site}>
        {/* the company's navbar template, looked up by name (not a component made during render) */}
        {createElement(navbarFor(settings.navbarTemplate), { locale, settings, branding })}
        <div className={layoutStyles.content}>
          <div className={styles.band}>
            <div className={styles.bandInner}>
              <p className={styles.bandEyebrow}>{t('eyebrow')}</p>
              <p className={styles.bandTitle}>{t('title')}</p>
            </div>
          </div>
          <PageMessages page="workspace">
            <div className={styles.shell} data-testid="workspace">
              <WorkspaceSidebar />
              <main className={styles.main}>
                <AntdProvider>
                  <Watermark>{children}</Watermark>
                </AntdProvider>
              </main>
            </div>
          </PageMessages>
        </div>
        <Footer locale={locale} info={info} />
        <LoginOverlaySlot />
        <ContactPanel />
        <CookieNoticeSlot />
        <BackToTop />
        <ChunkReloadGuard />
      </div>
    </QueryProvider>
  );
}

import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/clientMessages';
import type { Messages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { brandingFor } from '@/lib/branding';
import { companyParam, getCompanySettings } from '@/lib/server/company';
import { ANTD_CSS_VAR_CLASS, themeStylesheet } from '@/lib/theme';
import { AppProviders } from '@/components/providers/AppProviders';

type Params = Promise<{ locale: string; company: string }>;

// Pages are cached per (company, locale) on first visit and re-rendered when the company's data
// changes (its cache tag is revalidated); nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { locale, company } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d+$/.test(company)) notFound();
  const settings = await getCompanySettings(await companyParam(company));
  if (!settings) notFound();
  return { locale, settings, branding: brandingFor(settings, locale) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { branding } = await load(params);
  return {
    title: { default: branding.seoTitle, template: `%s | ${branding.shortName}` },
    description: branding.seoDescription || undefined,
    keywords: branding.seoKeywords || undefined,
    icons: branding.favicon ? { icon: branding.favicon } : undefined,
    applicationName: branding.name,
  };
}

export default async function CompanyLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, branding } = await load(params);
  setRequestLocale(locale);
  const messages = (await getMessages()) as Messages;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: themeStylesheet(branding.themeColor) }} />
      <NextIntlClientProvider messages={clientMessages(messages)}>
        <AppProviders themeColor={branding.themeColor}>
          {/* antd's App wrapper and token scope, server-rendered: the page's base font, colour and
              line height (lib/antdCss/antd-base.css) without loading antd */}
          <div className={`ant-app ${ANTD_CSS_VAR_CLASS}`}>{children}</div>
        </AppProviders>
      </NextIntlClientProvider>
    </>
  );
}

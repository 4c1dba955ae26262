import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { PageMessages } from '@/components/providers/PageMessages';
import { OrderSearch } from '@/components/orders/OrderSearch';
import styles from '@/components/orders/orders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Orders' });
  // an embeddable widget: the site's /orderSearch is the page search engines should list
  return { title: t('iframeTitle'), robots: { index: false, follow: true } };
}

/**
 * /orderSearchIframe: the order search without the site's navbar, footer or overlays, for other
 * sites to embed (the request edge opens frame-ancestors on this path only). A browser inside
 * another site's frame sends no session cookie (SameSite=Lax), so it shows the public view; the
 * link opens this site's /orderSearch in a new tab, where the owner can log in.
 */
export default async function OrderSearchIframePage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const t = await getTranslations('Orders');
  const brand = brandingFor(settings, locale);
  return (
    <QueryProvider>
      <main className={styles.embedded} data-testid="order-search-iframe">
        <PageMessages page="orderSearch">
          <OrderSearch embedded siteHref={locale === 'en' ? '/en/orderSearch' : '/orderSearch'} />
        </PageMessages>
        <p className={styles.powered}>{t('iframePowered', { company: brand.name })}</p>
      </main>
    </QueryProvider>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import { OrderSearch } from '@/components/orders/OrderSearch';
import styles from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/orderSearch', 'Orders');

/**
 * /orderSearch (order tracking, spec §2): one search by order no or bill no with the sub-views
 * Search, BaseInfo, History and Status. The page is the same for everyone and cached; the island
 * asks the API, which decides what the caller may see (the owner everything, anyone else the stage
 * and dates).
 */
export default async function OrderSearchPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const t = await getTranslations('Orders');
  const brand = brandingFor(settings, locale);
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} testId="order-search-title">
        <div className={styles.heroActions}>
          <ServerLink href="/orderSearch/api" className={styles.buttonGhost} data-testid="order-api-link">
            {t('apiTitle')}
          </ServerLink>
        </div>
      </PageHero>
      <section className={styles.section}>
        <div className={styles.container}>
          <PageMessages page="orderSearch">
            <OrderSearch />
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

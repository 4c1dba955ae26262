import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { NotOpenPage } from '@/components/layout/NotOpenPage';
import { PageMessages } from '@/components/providers/PageMessages';
import { rateScreens, RATE_SCREEN_PATHS } from '@/lib/rates/screens';
import { requireCompanySettings } from '@/lib/server/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { LaneSearch, LclFreightViewSkeleton } from './LclFreightView';
import { RatesList } from './RatesList';
import styles from './LclFreight.module.css';

type Params = Promise<{ locale: string; company: string }>;
export type RateScreenKind = 'fcl' | 'air' | 'spot';

const TEXT = { fcl: ['fclTitle', 'fclLead'], air: ['airTitle', 'airLead'], spot: ['spotTitle', 'spotLead'] } as const;

export function rateKindMetadata(kind: RateScreenKind) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Rates' });
    // a screen the company does not offer says so: no page for search engines
    return pageMetadata(params, { path: RATE_SCREEN_PATHS[kind], title: t(TEXT[kind][0]), description: t(TEXT[kind][1]), noIndex: (s) => !rateScreens(s)[kind] });
  };
}

/**
 * /rates (FCL), /airFreight and /rates/spot: the lane search (origin and destination with the home
 * search's port suggestions; the query in the URL) and the rate list of a kind, when the company
 * offers the screen (webPubFclFlag, containerFclShow: lib/rates/screens.ts); otherwise 'The
 * function is not open yet'. Static per (company, locale); the lane, the list and its gate are the
 * islands'. Without a lane the list holds every rate of the kind; the carrier is the list's filter.
 */
export async function RateKindPage({ params, kind }: { params: Params; kind: RateScreenKind }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  if (!rateScreens(settings)[kind]) return <NotOpenPage params={params} feature={kind === 'air' ? 'airFreight' : 'rates'} />;
  const t = await getTranslations('Rates');
  return (
    <main className={styles.page} data-testid={`rates-page-${kind}`}>
      <section className={styles.head}>
        <div className={styles.inner}>
          <h1 className={styles.title}>{t(TEXT[kind][0])}</h1>
          <p className={styles.lead}>{t(TEXT[kind][1])}</p>
        </div>
      </section>
      <div className={styles.inner}>
        <PageMessages page="rates">
          <Suspense fallback={<LclFreightViewSkeleton />}>
            <LaneSearch target={RATE_SCREEN_PATHS[kind]} />
            <RatesList kind={kind} />
          </Suspense>
        </PageMessages>
      </div>
    </main>
  );
}

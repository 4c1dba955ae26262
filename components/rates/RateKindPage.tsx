import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { NotOpenPage } from '@/components/layout/NotOpenPage';
import { PageMessages } from '@/components/providers/PageMessages';
import { loadRateScreen, type RateScreenKind } from '@/lib/pages/rates';
import type { PageProps } from '@/lib/pages/args';
import { RATE_SCREEN_PATHS } from '@/lib/rates/screens';
import { LaneSearch, LclFreightViewSkeleton } from './LclFreightView';
import { RatesList } from './RatesList';
import styles from './LclFreight.module.css';

const TEXT = { fcl: ['fclTitle', 'fclLead'], air: ['airTitle', 'airLead'], spot: ['spotTitle', 'spotLead'] } as const;

/**
 * /rates (FCL), /airFreight and /rates/spot on the desktop site: the lane search (origin and
 * destination with the home search's port suggestions; the query in the URL) and the rate list of a
 * kind, when the company offers the screen (lib/pages/rates.ts); otherwise 'The function is not open
 * yet'. Without a lane the list holds every rate of the kind; the carrier is the list's filter.
 */
export async function RateKindPage({ params, kind }: PageProps & { kind: RateScreenKind }) {
  const screen = await loadRateScreen({ params }, kind, 'desktop');
  setRequestLocale(screen.locale as AppLocale);
  if (!screen.offered) return <NotOpenPage params={params} feature={kind === 'air' ? 'airFreight' : 'rates'} />;
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
          <Suspense fallback={<LclFreightViewSkeleton fill />}>
            <LaneSearch target={RATE_SCREEN_PATHS[kind]} />
            <RatesList kind={kind} />
          </Suspense>
        </PageMessages>
      </div>
    </main>
  );
}

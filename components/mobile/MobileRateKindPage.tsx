import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PageMessages } from '@/components/providers/PageMessages';
import { loadRateScreen, rateScreenText } from '@/lib/pages/rates';
import type { PageProps } from '@/lib/pages/args';
import type { RateKind } from '@/lib/contracts/rates';
import { MobileEmpty, MobilePageHead } from './MobilePage';
import { MobileRateKinds } from './MobileRateKinds';
import { MobileRatesView } from './MobileRatesView';
import styles from './mobile.module.css';

/**
 * A rate page of the mobile site (/mobile/lclFreight, /mobile/rates, /mobile/airFreight,
 * /mobile/rates/spot): the switch between the kinds the company offers, the lane search and the rate
 * cards in the caller's gate; LCL adds its note on large cargo. A kind the company does not offer
 * says so (spec §8 'The function is not open yet'). Static per (company, locale): the lane and the
 * gate are the island's.
 */
export async function MobileRateKindPage({ params, kind }: PageProps & { kind: RateKind }) {
  const screen = await loadRateScreen({ params }, kind, 'mobile');
  setRequestLocale(screen.locale as AppLocale);
  const text = await rateScreenText(screen.locale, kind);
  if (!screen.offered || !screen.picks) {
    const t = await getTranslations('NotOpen');
    return (
      <main data-testid="not-open">
        <MobilePageHead title={text.title} back="/mobile" backLabel={(await getTranslations('Mobile'))('backToHome')} />
        <MobileEmpty>
          <span data-testid="not-open-message">{t('message')}</span>
        </MobileEmpty>
      </main>
    );
  }
  const tl = await getTranslations('LclFreight');
  return (
    <main data-testid={`rates-page-${kind}`}>
      <MobilePageHead title={text.title} lead={text.lead} />
      <MobileRateKinds kind={kind} kinds={screen.kinds} />
      {kind === 'lcl' ? (
        // above the island: in the HTML where it stays, so the search and the rate list, which render
        // after hydration, push nothing down
        <p className={styles.notice} data-testid="lcl-note">
          {tl('lclNote')}
        </p>
      ) : null}
      <PageMessages page={kind === 'lcl' ? 'lclFreight' : 'rates'}>
        <Suspense fallback={<div className={`${styles.skeleton} ${styles.fill}`} aria-busy />}>
          <MobileRatesView kind={kind} popular={screen.picks} lanes={screen.lanes} />
        </Suspense>
      </PageMessages>
    </main>
  );
}

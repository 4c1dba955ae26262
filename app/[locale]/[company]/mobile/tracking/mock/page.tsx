import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { TrackingResultView } from '@/components/tracking/TrackingResultView';
import styles from '@/components/tracking/tracking.module.css';
import { SAMPLE_TRACKING } from '@/lib/tracking/sample';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/tracking/mock', 'TrackingMock', { noIndex: true });

/** /mobile/tracking/mock: the fixed, labelled sample shipment on a phone. */
export default async function MobileTrackingMockPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const m = await getTranslations('TrackingMock');
  return (
    <main>
      <MobilePageHead title={m('title')} back="/mobile/tracking" backLabel={m('back')} />
      <div style={{ padding: '0 0.3rem 0.4rem' }}>
        <p className={styles.mockBanner} role="note" data-testid="tracking-sample-banner">
          {m('banner')}
        </p>
        <TrackingResultView result={SAMPLE_TRACKING} compact />
      </div>
    </main>
  );
}

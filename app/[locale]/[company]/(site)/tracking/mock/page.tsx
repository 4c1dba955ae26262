import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { TrackingResultView } from '@/components/tracking/TrackingResultView';
import styles from '@/components/tracking/tracking.module.css';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { ToolPage } from '@/components/layout/ToolPage';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { SAMPLE_TRACKING } from '@/lib/tracking/sample';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/tracking/mock', 'TrackingMock', { noIndex: true });

/** A demonstration of the tracking answer with a fixed sample shipment, labelled as a sample; fully server-rendered. */
export default async function TrackingMockPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Tracking');
  const m = await getTranslations('TrackingMock');
  return (
    <ToolPage title={m('title')} lead={t('lead')}>
      <p className={styles.mockBanner} role="note" data-testid="tracking-sample-banner">
        <span>{m('banner')}</span>
        <ServerLink href="/tracking">{m('back')}</ServerLink>
      </p>
      <TrackingResultView result={SAMPLE_TRACKING} />
    </ToolPage>
  );
}

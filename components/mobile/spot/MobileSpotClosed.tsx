import { getTranslations } from 'next-intl/server';
import { MobileEmpty, MobilePageHead } from '@/components/mobile/MobilePage';

/** The mobile spot pages when the company's bookingSpaceFlag is off: 'The function is not open yet' (spec §8). */
export async function MobileSpotClosed() {
  const t = await getTranslations('NotOpen');
  return (
    <main data-testid="not-open">
      <MobilePageHead title={t('lookPresentCabin')} back="/mobile" backLabel={(await getTranslations('Mobile'))('backToHome')} />
      <MobileEmpty>
        <span data-testid="not-open-message">{t('message')}</span>
      </MobileEmpty>
    </main>
  );
}

import { MobileRateKindPage } from '@/components/mobile/MobileRateKindPage';
import type { PageProps } from '@/lib/pages/args';
import { rateKindMetadata } from '@/lib/pages/rates';

export const generateMetadata = rateKindMetadata('spot');

/** /mobile/rates/spot: carrier SPOT rates on a phone, when the company offers them. */
export default function MobileSpotRatesPage({ params }: PageProps) {
  return <MobileRateKindPage params={params} kind="spot" />;
}

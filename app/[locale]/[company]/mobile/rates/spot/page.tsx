import { MobileRateKindPage } from '@/components/mobile/MobileRateKindPage';
import type { PageProps } from '@/lib/pages/args';
import { rateKindMetadata } from '@/lib/pages/rates';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = rateKindMetadata('spot');

/** /mobile/rates/spot: carrier SPOT rates on a phone, when the company offers them. */
export default function MobileSpotRatesPage({ params }: PageProps) {
  return (
    <QueryProvider>
      <MobileRateKindPage params={params} kind="spot" />
    </QueryProvider>
  );
}

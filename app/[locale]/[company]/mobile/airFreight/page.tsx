import { MobileRateKindPage } from '@/components/mobile/MobileRateKindPage';
import type { PageProps } from '@/lib/pages/args';
import { rateKindMetadata } from '@/lib/pages/rates';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = rateKindMetadata('air');

/** /mobile/airFreight: air freight rates by weight break on a phone, when the company offers them. */
export default function MobileAirFreightPage({ params }: PageProps) {
  return (
    <QueryProvider>
      <MobileRateKindPage params={params} kind="air" />
    </QueryProvider>
  );
}

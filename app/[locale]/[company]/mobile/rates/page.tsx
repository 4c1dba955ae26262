import { MobileRateKindPage } from '@/components/mobile/MobileRateKindPage';
import type { PageProps } from '@/lib/pages/args';
import { rateKindMetadata } from '@/lib/pages/rates';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = rateKindMetadata('fcl');

/** /mobile/rates: FCL prices on a phone (the footer's /rates), when the company offers them. */
export default function MobileFclRatesPage({ params }: PageProps) {
  return (
    <QueryProvider>
      <MobileRateKindPage params={params} kind="fcl" />
    </QueryProvider>
  );
}

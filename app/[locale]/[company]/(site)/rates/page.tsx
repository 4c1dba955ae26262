import { RateKindPage } from '@/components/rates/RateKindPage';
import { rateKindMetadata } from '@/lib/pages/rates';

// /rates – FCL prices (footer-only path, spec §2), when the company offers them.
export const generateMetadata = rateKindMetadata('fcl');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <RateKindPage params={params} kind="fcl" />;
}

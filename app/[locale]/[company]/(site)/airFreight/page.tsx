import { RateKindPage } from '@/components/rates/RateKindPage';
import { rateKindMetadata } from '@/lib/pages/rates';

// /airFreight – air freight rates by weight break, when the company offers them.
export const generateMetadata = rateKindMetadata('air');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <RateKindPage params={params} kind="air" />;
}

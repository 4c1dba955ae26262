import { RateKindPage } from '@/components/rates/RateKindPage';
import { rateKindMetadata } from '@/lib/pages/rates';

// /rates/spot – carrier SPOT rates (spec §2 "Other screens"), when the company offers them.
export const generateMetadata = rateKindMetadata('spot');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <RateKindPage params={params} kind="spot" />;
}

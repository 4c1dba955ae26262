import { NotOpenPage, notOpenMetadata } from '@/components/layout/NotOpenPage';

// /airFreight – not open yet: the page names the feature and says so (spec §8).
export const generateMetadata = notOpenMetadata('airFreight');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <NotOpenPage params={params} feature="airFreight" />;
}

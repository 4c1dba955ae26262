import { MobileRateKindPage } from '@/components/mobile/MobileRateKindPage';
import type { PageProps } from '@/lib/pages/args';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = staticPageMetadata('/lclFreight', 'LclFreight');

// the popular lanes follow the rates: the page is rendered again at most every hour
export const revalidate = 3600;

/** /mobile/lclFreight: the LCL rates on a phone; before a search, the recent and popular lanes. */
export default function MobileLclPage({ params }: PageProps) {
  return (
    <QueryProvider>
      <MobileRateKindPage params={params} kind="lcl" />
    </QueryProvider>
  );
}

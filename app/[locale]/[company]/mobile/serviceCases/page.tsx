import { MobileCaseListPage, mobileCaseListMetadata } from '@/components/mobile/content/MobileCases';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = mobileCaseListMetadata('service');

/** /mobile/serviceCases: the company's service cases on a phone. */
export default function MobileCasesPage({ params }: { params: Params }) {
  return <MobileCaseListPage params={params} category="service" />;
}

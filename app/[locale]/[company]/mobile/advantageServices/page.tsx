import { MobileCaseListPage, mobileCaseListMetadata } from '@/components/mobile/content/MobileCases';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = mobileCaseListMetadata('advantage');

/** /mobile/advantageServices: the company's advantage services on a phone. */
export default function MobileCasesPage({ params }: { params: Params }) {
  return <MobileCaseListPage params={params} category="advantage" />;
}

import { MobileCaseListPage } from '@/components/mobile/content/MobileCases';
import { caseListMetadata } from '@/lib/pages/cases';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = caseListMetadata('advantage');

/** /mobile/advantageServices: the company's advantage services on a phone. */
export default function MobileCasesPage({ params }: { params: Params }) {
  return <MobileCaseListPage params={params} category="advantage" />;
}

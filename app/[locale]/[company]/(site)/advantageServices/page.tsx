import { CaseListPage } from '@/components/content/CaseListPage';
import { caseListMetadata } from '@/lib/pages/cases';

// /advantageServices – the company's cases of category 'advantage' (spec §2 "Other screens").
export const generateMetadata = caseListMetadata('advantage');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <CaseListPage params={params} category="advantage" />;
}

import { CaseListPage } from '@/components/content/CaseListPage';
import { caseListMetadata } from '@/lib/pages/cases';

// /clientCases – the company's cases of category 'client' (spec §2 "Other screens").
export const generateMetadata = caseListMetadata('client');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <CaseListPage params={params} category="client" />;
}

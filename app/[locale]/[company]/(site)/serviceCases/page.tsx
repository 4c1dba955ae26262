import { CaseListPage } from '@/components/content/CaseListPage';
import { caseListMetadata } from '@/lib/pages/cases';

// /serviceCases – the company's cases of category 'service' (spec §2 "Other screens").
export const generateMetadata = caseListMetadata('service');

export default function Page({ params }: { params: Promise<{ locale: string; company: string }> }) {
  return <CaseListPage params={params} category="service" />;
}

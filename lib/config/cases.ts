import type { CaseCategory } from '@/lib/contracts/siteContent';

/** The paths of the three case lists (spec §2 "Other screens"), in the order of their tabs. */
export const CASE_PAGES: readonly { category: CaseCategory; path: string }[] = [
  { category: 'service', path: '/serviceCases' },
  { category: 'advantage', path: '/advantageServices' },
  { category: 'client', path: '/clientCases' },
];

export const casePath = (category: CaseCategory) => CASE_PAGES.find((p) => p.category === category)!.path;

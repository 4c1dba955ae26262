import type { Bilingual } from './bilingual';
import { href } from '../screens/registry';

/**
 * The areaIndex numbers of the service pages (/service?areaIndex=N) that the navigation links to:
 * navigation structure only. The pages themselves (title, text, lanes, process …) are content of
 * each company in the database (site_content, kind 'service'; seeded by lib/server/db/seed/services.ts).
 * areaIndex 0..5 are the top menu's meanings (spec §2); warehousing, cross-border land transport,
 * ocean freight and customs, which the top menu lacks, get 6, 7, 8 and 9 (see lib/config/footer.ts).
 */
export type ServiceKey = 'exportLcl' | 'fba' | 'railway' | 'import' | 'fcl' | 'air' | 'warehousing' | 'crossBorderLand' | 'oceanFreight' | 'customs';

export type ServiceArea = { key: ServiceKey; areaIndex: number; label: Bilingual };

const b = (cn: string, en: string): Bilingual => ({ cn, en });

export const SERVICE_AREAS: readonly ServiceArea[] = [
  { key: 'exportLcl', areaIndex: 0, label: b('出口拼箱', 'Export LCL') },
  { key: 'fba', areaIndex: 1, label: b('FBA头程', 'Amazon FBA') },
  { key: 'railway', areaIndex: 2, label: b('中欧班列', 'China-Europe Railway') },
  { key: 'import', areaIndex: 3, label: b('进口服务', 'Import Services') },
  { key: 'fcl', areaIndex: 4, label: b('整箱服务', 'FCL Shipping') },
  { key: 'air', areaIndex: 5, label: b('空运服务', 'Air Freight') },
  { key: 'warehousing', areaIndex: 6, label: b('仓储服务', 'Warehousing') },
  { key: 'crossBorderLand', areaIndex: 7, label: b('跨境陆运', 'Cross-border Land Transport') },
  { key: 'oceanFreight', areaIndex: 8, label: b('海运服务', 'Ocean Freight') },
  { key: 'customs', areaIndex: 9, label: b('报关报检', 'Customs Brokerage') },
];

/** The page /service shows without an areaIndex (export LCL). */
export const DEFAULT_SERVICE_AREA = 0;

export function serviceByKey(key: ServiceKey): ServiceArea {
  return SERVICE_AREAS.find((s) => s.key === key)!;
}

export const servicePath = (s: Pick<ServiceArea, 'areaIndex'>) => href('service', { areaIndex: s.areaIndex });

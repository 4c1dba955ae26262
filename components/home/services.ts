/** The line icons of the service cards (bands.module.css draws them). */
export type ServiceIconName = 'lcl' | 'fcl' | 'air' | 'customs' | 'warehouse' | 'railway';

/**
 * The service cards of the home page, each opening its service page. areaIndex follows the top
 * menu (spec §2): 0 export LCL, 1 FBA, 2 railway, 3 import, 4 FCL, 5 air; the import-and-customs card
 * opens the customs page (9) and the FBA-and-warehousing card the FBA page, which describe them.
 */
export type HomeService = { key: 'lcl' | 'fcl' | 'air' | 'customs' | 'warehouse' | 'railway'; areaIndex: number; icon: ServiceIconName };

export const HOME_SERVICES: readonly HomeService[] = [
  { key: 'lcl', areaIndex: 0, icon: 'lcl' },
  { key: 'fcl', areaIndex: 4, icon: 'fcl' },
  { key: 'air', areaIndex: 5, icon: 'air' },
  { key: 'customs', areaIndex: 9, icon: 'customs' },
  { key: 'warehouse', areaIndex: 1, icon: 'warehouse' },
  { key: 'railway', areaIndex: 2, icon: 'railway' },
];

/** The figures band (spec §1 marketing claims); the carrier figures head the carrier wall. */
export const HOME_FIGURES = ['years', 'ports', 'customers', 'shipments'] as const;
export const CARRIER_FIGURES = ['schedules', 'partners', 'tracking'] as const;

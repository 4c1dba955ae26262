/*
 * Constants of the contracts that code without zod needs: the islands every page loads, and the
 * endpoint table (lib/endpoints), which the browser imports. The contract modules build zod schemas
 * when they load, so these live here and the contracts re-export them under the same names.
 */

/** Port types of spec §3: 1 origin, 2 destination. */
export const PORT_TYPE = { origin: 1, destination: 2 } as const;

/** Certification status 3 = certified (spec §3, §6). */
export const CERTIFIED = 3;

/** Spec §9: one attorney (shipping instruction) file, at most 10 MB. */
export const ATTORNEY_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;

/** Spec §4 "Rate availability labels", by the stored code 1…5 (lib/rates/spaceStatus.ts gives each its label and colour). */
export const SPACE_STATUSES = { 1: 'Available', 2: 'Tight', 3: 'Overload', 4: 'Suspended', 5: 'Lineup' } as const;
export type SpaceStatus = keyof typeof SPACE_STATUSES;

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

/** Spec §10: what a tracking number is (a master bill, a container, an LCL house bill). */
export const TRACKING_TYPES = ['bill', 'container', 'hbl'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** Spec §9: weekday filters MON to SUN (ISO order: MON = 1). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Spec §9: schedule windows of 2, 3 and 4 weeks. */
export const SCHEDULE_WEEKS = [2, 3, 4] as const;
export const DEFAULT_SCHEDULE_WEEKS = 2;
/** Trades of the carrier services, in the order the default panel shows them. */
export const TRADES = ['north-europe', 'mediterranean', 'transpacific', 'intra-asia', 'middle-east', 'india', 'latin-america', 'oceania'] as const;
export type Trade = (typeof TRADES)[number];

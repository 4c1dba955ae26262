import { SPACE_STATUSES, type SpaceStatus } from '../contracts/constants';

/*
 * Spec §4 "Rate availability labels": one place for what each stored code (1…5) is called and how
 * it is coloured, read by the public rate lists and the staff console alike. The label is the
 * message `SpaceStatus.<name>` (the contract's English name, which rate files also use).
 */

/** Colour tone of each status: Available green, Tight orange, Overload red, Suspended grey, Lineup blue. */
export const SPACE_TONES = { 1: 'green', 2: 'orange', 3: 'red', 4: 'grey', 5: 'blue' } as const satisfies Record<SpaceStatus, string>;
export type SpaceTone = (typeof SPACE_TONES)[SpaceStatus];

/** The stored codes in their order (for selects and filters). */
export const SPACE_STATUS_CODES = Object.keys(SPACE_STATUSES).map(Number) as SpaceStatus[];

/** A stored code as a known status (an unknown code reads as Available, the column's default). */
export const spaceStatusOf = (code: number): SpaceStatus => (code in SPACE_STATUSES ? code : 1) as SpaceStatus;

/** The label's message key in the SpaceStatus namespace and the colour tone of a stored code. */
export function spaceStatusLabel(code: number): { key: (typeof SPACE_STATUSES)[SpaceStatus]; tone: SpaceTone } {
  const s = spaceStatusOf(code);
  return { key: SPACE_STATUSES[s], tone: SPACE_TONES[s] };
}

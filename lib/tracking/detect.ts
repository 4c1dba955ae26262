import { checkContainerNo, normalizeContainerNo } from './iso6346';

/** What a container number being typed looks like: owner code, category letter, up to seven digits. */
const CONTAINER_ATTEMPT = /^[A-Z]{3}[UJZ]\d{0,7}$/;

/** What a tracking number is: a bill of lading, a container or an LCL house bill. */
export type TrackedKind = 'bill' | 'container' | 'hbl';

/**
 * What a number says it is, whichever tab the visitor had selected:
 * - a container number with a valid ISO 6346 check digit: a container;
 * - a number starting with the company's house-bill prefix: a house bill;
 * - an owner code and category letter followed by at most seven digits that is no valid container
 *   number (a wrong check digit, a digit missing): ambiguous — a mistyped container, or a bill that
 *   happens to look like one — null;
 * - anything else: a bill of lading, not certain (a house bill of another numbering also looks so).
 */
export function detectTrackingType(raw: string, hblPrefix = ''): { type: TrackedKind; certain: boolean } | null {
  const no = normalizeContainerNo(raw);
  if (checkContainerNo(no).ok) return { type: 'container', certain: true };
  const prefix = hblPrefix.trim().toUpperCase();
  if (prefix && no.length > prefix.length && no.startsWith(prefix)) return { type: 'hbl', certain: true };
  if (CONTAINER_ATTEMPT.test(no)) return null;
  return { type: 'bill', certain: false };
}

/**
 * The type to search a number by: the detected one when the number is certain of it, else the
 * selected tab's ('auto': a container-looking number as a container, so its check digit is
 * reported; anything else as a bill). A bill that is not certain stays a house bill when the house
 * bill tab was selected.
 */
export function resolveTrackingType(raw: string, selected: TrackedKind | 'auto', hblPrefix = ''): TrackedKind {
  const detected = detectTrackingType(raw, hblPrefix);
  if (detected?.certain) return detected.type;
  if (!detected) return selected === 'auto' ? 'container' : selected;
  return selected === 'hbl' ? 'hbl' : 'bill';
}

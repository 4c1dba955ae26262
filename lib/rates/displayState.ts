/*
 * The display state of a rate page (spec §4 "Page display"): exactly one of eight at a time.
 * - pageLoading: the session is not known yet, or the first answer has not arrived;
 * - default: no lane chosen yet (the page asks for one);
 * - listLoading: the lane or a filter changed and the new answer is on its way (the old list dims);
 * - tableLoading: another page or sort of the same search is on its way (the table body only);
 * - needsAuth: the answer came without prices (login, certification or rate access missing);
 * - inquiry: a caller with access, a lane without any published rate: ask sales for a price;
 * - empty: filters left nothing ('Sorry there's nothing here');
 * - content: priced rows.
 */
export type DisplayState = 'pageLoading' | 'default' | 'listLoading' | 'tableLoading' | 'needsAuth' | 'inquiry' | 'empty' | 'content';

export type DisplayInput = {
  sessionKnown: boolean;
  laneChosen: boolean;
  hasAnswer: boolean;
  /** a request is in flight (held for at least MIN_FETCH_MS by the caller) */
  fetching: boolean;
  /** only the page or sort differs from the answer shown */
  pagingOnly: boolean;
  access: 'login' | 'certify' | 'unauthorized' | 'full' | null;
  total: number;
  filtered: boolean;
};

/** Spec §9: the fetch state stays visible at least this long. */
export const MIN_FETCH_MS = 200;

export function displayState(s: DisplayInput): DisplayState {
  if (!s.sessionKnown) return 'pageLoading';
  if (!s.laneChosen) return 'default';
  if (!s.hasAnswer) return 'pageLoading';
  if (s.fetching) return s.pagingOnly ? 'tableLoading' : 'listLoading';
  if (s.access !== 'full') return 'needsAuth';
  if (s.total === 0) return s.filtered ? 'empty' : 'inquiry';
  return 'content';
}

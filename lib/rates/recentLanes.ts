/*
 * The lanes a browser searched rates on, newest first, kept in localStorage (the rate page shows them
 * before a search: one tap runs that search again). Written when a search runs, i.e. when a rate page
 * opens with a lane in its URL, whatever led there (the search box, home, a popular lane, a link).
 * Per kind of rate, at most RECENT_LANES_MAX; no zod here, so the page's first load stays small.
 */
import type { RateKind } from '../contracts/rates';

export const RECENT_LANES_MAX = 6;

/** What a lane link needs of a port: its id (the search) and its names (the label). */
export type LanePort = { id: number; code: string; nameCn: string; nameEn: string };
/** An origin, a destination or both (a search may name one end only). */
export type RecentLane = { origin: LanePort | null; destination: LanePort | null };

export type LaneStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const recentLanesKey = (kind: RateKind) => `recentRateLanes:${kind}`;

const laneKey = (l: RecentLane) => `${l.origin?.id ?? ''}>${l.destination?.id ?? ''}`;

/** The new list after searching `lane`: it goes first, an older copy of it goes away, the list is cut to the max. */
export function pushLane(list: readonly RecentLane[], lane: RecentLane, max = RECENT_LANES_MAX): RecentLane[] {
  return [lane, ...list.filter((l) => laneKey(l) !== laneKey(lane))].slice(0, max);
}

const isPort = (p: unknown): p is LanePort => {
  if (!p || typeof p !== 'object') return false;
  const o = p as Record<string, unknown>;
  return Number.isInteger(o.id) && (o.id as number) > 0 && typeof o.code === 'string' && typeof o.nameCn === 'string' && typeof o.nameEn === 'string';
};
const portOf = (p: unknown): LanePort | null | undefined => (p === null ? null : isPort(p) ? { id: p.id, code: p.code, nameCn: p.nameCn, nameEn: p.nameEn } : undefined);

/** A stored list; what cannot be read (edited by hand, another format) is left out, an unreadable list is empty. */
export function parseLanes(raw: string | null | undefined): RecentLane[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lanes: RecentLane[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const origin = portOf((item as Record<string, unknown>).origin);
    const destination = portOf((item as Record<string, unknown>).destination);
    if (origin === undefined || destination === undefined || (!origin && !destination)) continue;
    lanes.push({ origin, destination });
  }
  // the rules hold even for a list written by someone else: unique, newest first, at most the max
  return lanes.reduceRight<RecentLane[]>((acc, l) => pushLane(acc, l), []);
}

export function readRecentLanes(kind: RateKind, storage: LaneStorage | null = browserStorage()): RecentLane[] {
  try {
    return storage ? parseLanes(storage.getItem(recentLanesKey(kind))) : [];
  } catch {
    return [];
  }
}

/** Records a search's lane and returns the new list (storage full or refused: the list as it would be). */
export function rememberLane(kind: RateKind, lane: RecentLane, storage: LaneStorage | null = browserStorage()): RecentLane[] {
  const slim = { origin: lane.origin && portOf(lane.origin), destination: lane.destination && portOf(lane.destination) };
  if (!slim.origin && !slim.destination) return readRecentLanes(kind, storage);
  const next = pushLane(readRecentLanes(kind, storage), { origin: slim.origin ?? null, destination: slim.destination ?? null });
  try {
    storage?.setItem(recentLanesKey(kind), JSON.stringify(next));
  } catch {
    // private mode or a full store: the search itself is not affected
  }
  return next;
}

function browserStorage(): LaneStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

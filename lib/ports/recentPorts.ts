import Cookies from 'js-cookie';
import { z } from 'zod';
import { port, PORT_TYPE, type Port } from '../contracts/ports';

/** Spec §3 / §9: recent ports are kept in a cookie for 7 days, at most 6 per direction. */
export const RECENT_PORTS_MAX = 6;
export const RECENT_PORTS_DAYS = 7;

export type PortDirection = 'origin' | 'destination';

export const RECENT_PORTS_COOKIE: Record<PortDirection, string> = {
  origin: 'recentPortsStart',
  destination: 'recentPortsEnd',
};

export function directionOf(type: number): PortDirection {
  return type === PORT_TYPE.destination ? 'destination' : 'origin';
}

/** The new list after choosing `chosen`: it goes first, an older copy of it goes away, the list is cut to the max. */
export function pushRecent(list: readonly Port[], chosen: Port, max = RECENT_PORTS_MAX): Port[] {
  return [chosen, ...list.filter((p) => p.id !== chosen.id)].slice(0, max);
}

const stored = z.array(port);

/** Reads a stored list; anything unreadable (edited by hand, an older format) counts as empty. */
export function parseRecent(raw: string | undefined | null): Port[] {
  if (!raw) return [];
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    // Keep the rules even for a list written by someone else: unique by id, at most the max.
    return parsed.data.reduceRight<Port[]>((acc, p) => pushRecent(acc, p), []);
  } catch {
    return [];
  }
}

export function serializeRecent(list: readonly Port[]): string {
  return JSON.stringify(list.slice(0, RECENT_PORTS_MAX));
}

/** Where the lists live. The browser uses cookies; tests pass a fake. */
export type RecentPortsStorage = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: number }): void;
};

export const cookieStorage: RecentPortsStorage = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => Cookies.set(name, value, { expires: options.expires, path: '/', sameSite: 'lax' }),
};

export function readRecentPorts(direction: PortDirection, storage: RecentPortsStorage = cookieStorage): Port[] {
  return parseRecent(storage.get(RECENT_PORTS_COOKIE[direction]));
}

/** Records a chosen port and returns the new list (the cookie's 7 days start again on every choice). */
export function rememberPort(direction: PortDirection, chosen: Port, storage: RecentPortsStorage = cookieStorage): Port[] {
  const next = pushRecent(readRecentPorts(direction, storage), chosen);
  storage.set(RECENT_PORTS_COOKIE[direction], serializeRecent(next), { expires: RECENT_PORTS_DAYS });
  return next;
}

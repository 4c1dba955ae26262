import 'server-only';
import type { BehaviourInput } from '../contracts/contacts';
import { getDb } from './db';
import { behaviourEvents } from './db/schema';
import { ApiError } from './errors';

/** At most this many events per caller and minute; tracking must not become a free write endpoint. */
export const BEHAVIOUR_PER_MINUTE = 60;
/** Callers we cannot tell apart (no session, no forwarded address) share a larger budget. */
export const BEHAVIOUR_ANONYMOUS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

// In-process and approximate by design: a limit, not something correctness depends on (with N
// copies a caller gets N× the budget, which is fine for a tracking beacon).
const windows = new Map<string, { start: number; count: number }>();

/** Counts one event for `key`; throws 429 past `limit` events in the current minute. */
export function takeBehaviourSlot(key: string, limit = BEHAVIOUR_PER_MINUTE, now = Date.now()): void {
  const w = windows.get(key);
  if (!w || now - w.start >= WINDOW_MS) {
    if (!w && windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
    windows.set(key, { start: now, count: 1 });
    return;
  }
  if (w.count >= limit) throw new ApiError(429, 'tooManyRequests');
  w.count += 1;
}

/** Stores one behaviour event of a company, for the user when logged in (visitors: userId null). */
export async function recordBehaviour(companyId: number, userId: number | null, input: BehaviourInput): Promise<void> {
  const db = await getDb();
  await db.insert(behaviourEvents).values({ companyId, userId, type: input.type, data: input.data ?? {} });
}

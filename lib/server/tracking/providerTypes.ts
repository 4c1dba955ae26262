import type { TrackingResult, TrackingType } from '../../contracts/tracking';
import type { Db } from '../db';

export type TrackingLookup = { type: TrackingType; no: string };

/**
 * A source of tracking answers. The built-in provider reads the events stored in the database
 * (added by staff and imports); a carrier adapter (an API client of a carrier's track & trace)
 * implements the same call and is registered in `trackingProviders`, ahead of or behind the
 * built-in one. A provider answers null for a number it does not know.
 */
export interface TrackingProvider {
  readonly name: string;
  track(db: Db, companyId: number, lookup: TrackingLookup): Promise<Omit<TrackingResult, 'subscribeTime' | 'subscribePending'> | null>;
}

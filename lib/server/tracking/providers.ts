import 'server-only';
import type { TrackingResult } from '../../contracts/tracking';
import type { Db } from '../db';
import { builtinProvider } from './builtin';
import { dcsaProvider } from './dcsa/provider';

export type { TrackingLookup, TrackingProvider } from './providerTypes';
import type { TrackingLookup, TrackingProvider } from './providerTypes';

/** The carriers' Track & Trace first (it answers null for numbers no carrier knows, or while a carrier fails), then the portal's own data. */
export const trackingProviders: TrackingProvider[] = [dcsaProvider, builtinProvider];

/** The first answer of the registered providers, in their order. */
export async function trackWithProviders(db: Db, companyId: number, lookup: TrackingLookup): Promise<Omit<TrackingResult, 'subscribeTime' | 'subscribePending'> | null> {
  for (const provider of trackingProviders) {
    const found = await provider.track(db, companyId, lookup);
    if (found) return found;
  }
  return null;
}

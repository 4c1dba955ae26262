/** The job that keeps the carriers' event subscriptions in step with what users follow (lib/server/tracking/dcsa/subscriptions.ts). */
export const CARRIER_SUBSCRIPTIONS_JOB = 'tracking.carrierSubscriptions';

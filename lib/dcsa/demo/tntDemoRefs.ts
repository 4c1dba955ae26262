/*
 * The numbers of the built-in demo carrier's shipment (lib/dcsa/demo/tnt.ts), in a module of their
 * own so pages can name them without loading the carrier: Hapag-Lloyd (SCAC HLCU), Shanghai →
 * Hamburg on HAMBURG EXPRESS; the container's ISO 6346 check digit is 6.
 */
export const DEMO_CARRIER_SCAC = 'HLCU';
/** Where the app serves the demo carrier, under the API base. */
export const DEMO_TNT_PATH = '/dcsaTnt/demo';
export const DEMO_BILL = 'HLCUSHA2511BQX47';
export const DEMO_BOOKING = '65834017';
export const DEMO_CONTAINER = 'HLXU8206936';

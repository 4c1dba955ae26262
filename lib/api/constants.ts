/*
 * Constants of lib/contracts that the islands every page loads compare against. The contract modules
 * build zod schemas when they load, so importing even one constant from them ships zod with the
 * page; these copies keep it out, and tests/unit/apiConstants.test.ts fails if they ever differ
 * from the contracts' values.
 */

/** Port types of spec §3 (lib/contracts/ports.ts PORT_TYPE). */
export const PORT_TYPE = { origin: 1, destination: 2 } as const;

/** Certification status 3 = certified (lib/contracts/session.ts CERTIFIED). */
export const CERTIFIED = 3;

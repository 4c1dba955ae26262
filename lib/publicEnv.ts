/**
 * The NEXT_PUBLIC_* settings the browser bundle needs, apart from lib/env.ts so that reading them
 * does not ship lib/env's zod schema to every page. Next inlines each value at build time, so each
 * is read literally here.
 */
export const publicEnv = {
  apiBase: process.env.NEXT_PUBLIC_API_BASE || '/api',
} as const;

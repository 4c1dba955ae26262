// Setup of the `api` project, run before each test file. It points the app at the run's database
// before anything imports lib/env, replaces Next's data cache (which needs a running Next server)
// by a pass-through, migrates once and removes the rows each test's fixtures created.
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';

const pgliteDir = inject('pgliteDir');
if (pgliteDir) process.env.PGLITE_DIR = pgliteDir;
// Spot reservations are paid with the sandbox wallet (tests switch it off with a spy where needed).
process.env.PAYMENTS ??= 'sandbox';
// Carrier secrets (connections, Track & Trace subscriptions) are encrypted with a key of the tests' own (never a real one).
process.env.CARRIER_SECRET_KEY ??= '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
  updateTag: () => {},
  refresh: () => {},
}));

const fixtures = await import('../api/helpers');

beforeAll(() => fixtures.prepareDatabase(), 120_000);
// The front server's fast path, as instrumentation.ts registers it at start-up.
beforeAll(async () => {
  const [{ registerFastApi }, { fastRouteHandlers }] = await Promise.all([import('@/lib/server/fastApi'), import('@/app/api/fastRoutes')]);
  registerFastApi(await fastRouteHandlers());
});
beforeEach(() => fixtures.enterTest());
afterEach(() => fixtures.cleanupTest());
afterAll(() => fixtures.cleanupFile());

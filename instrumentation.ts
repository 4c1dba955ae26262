/**
 * Runs once when the server starts (Next's instrumentation hook). In the Node.js runtime it puts
 * the request edge and the fast API routes on globalThis for the front server (server.mjs) and
 * proxy.ts, guards the console against query values in what Next logs itself
 * (lib/server/consoleGuard.ts), warms the company directory, warns when no payment provider is
 * set up (lib/server/payments), puts the operations (readiness, metrics, shutdown: lib/server/ops)
 * on globalThis for the front server, refuses to start when carrier connections are stored without
 * CARRIER_SECRET_KEY (lib/server/carriers/jobs.ts), joins the other instances (lib/server/cluster: the shared
 * Next cache and the invalidation bus) and starts this process's background job runner
 * (lib/server/jobs). Keep this small: each start-up task is one line.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/server/consoleGuard')).guardConsole();
  (await import('./lib/proxy/register')).registerEdge();
  (await import('./lib/server/fastApi')).registerFastApi(await (await import('./app/api/fastRoutes')).fastRouteHandlers());
  (await import('./lib/server/ops')).registerOps();
  (await import('./lib/server/payments')).warnPaymentSetup();
  (await import('./lib/server/cluster')).startCluster();
  await (await import('./lib/server/carriers/jobs')).refuseStartWithoutSecretKey();
  void (await import('./lib/server/jobs')).startBackgroundJobs();
}

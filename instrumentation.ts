/**
 * Runs once when the server starts (Next's instrumentation hook). In the Node.js runtime it puts
 * the request edge on globalThis for the front server (server.mjs) and proxy.ts, and warms the
 * company directory. Keep this small: each start-up task is one line.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerEdge } = await import('./lib/proxy/register');
  registerEdge();
}

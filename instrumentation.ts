/**
 * Runs once when the server starts (Next's instrumentation hook). In the Node.js runtime it starts
 * this process's background job runner (lib/server/jobs). Keep this small: each start-up task is one line.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundJobs } = await import('./lib/server/jobs');
  void startBackgroundJobs();
}

/*
 * The route handlers the front server answers on its fast path: the endpoints marked `fast` in the
 * table (lib/endpoints). instrumentation.ts registers them (lib/server/fastApi.ts), which refuses to
 * start if this list and the table disagree.
 */
export async function fastRouteHandlers() {
  const [ports, schedules, rates, orders] = await Promise.all([
    import('./webschedulecontroller/webquerygloblports/route'),
    import('./webschedulecontroller/querySchedules/route'),
    import('./webfreight/queryRates/route'),
    import('./orderSearch/route'),
  ]);
  return [ports.POST, schedules.GET, rates.GET, orders.GET];
}

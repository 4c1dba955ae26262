import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import { POST as portSearch } from '@/app/api/webschedulecontroller/webquerygloblports/route';
import { GET as scheduleSearch } from '@/app/api/webschedulecontroller/querySchedules/route';
import { GET as rateSearch } from '@/app/api/webfreight/queryRates/route';
import { PORT_SEARCH_PATH } from '@/lib/contracts/ports';
import { RATE_SEARCH_PATH } from '@/lib/contracts/rates';
import { SCHEDULE_SEARCH_PATH } from '@/lib/contracts/schedules';

type RouteHandler = (req: NextRequest) => Promise<Response>;
export type FastRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * API calls the front server (server.mjs) hands straight to their route handler instead of to
 * Next's router: hot, read-only visitor calls whose own work takes microseconds next to the ~1 ms
 * of Next's per-request pipeline (port search is called on every keystroke; schedule search answers
 * from its index; rate search answers from its index, with the caller's session and rate access
 * checked by the same apiHandler as on Next's path). The handler is the route file's own export,
 * so the answer is the same either way; only the path to it is shorter.
 * Keyed by method and path.
 */
const ROUTES: ReadonlyMap<string, RouteHandler> = new Map([
  [`POST ${PORT_SEARCH_PATH}`, portSearch],
  // the schedule search: answered from the in-memory sailing index, the same for everyone
  [`GET ${SCHEDULE_SEARCH_PATH}`, scheduleSearch],
  // the rate search: answered from the in-memory rate index; gated per caller inside the handler
  [`GET ${RATE_SEARCH_PATH}`, rateSearch],
]);

const FAST_API_KEY = Symbol.for('portal.fastApi');

function nodeToFetch(req: IncomingMessage): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init = {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  };
  return new NextRequest(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init as ConstructorParameters<typeof NextRequest>[1]);
}

async function send(answer: Response, res: ServerResponse): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) {
    const before = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(Array.isArray(before) ? before : before ? [String(before)] : []), ...cookies]);
  }
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** The fast route for a request, if it has one. */
export function fastRouteFor(method: string | undefined, pathname: string, routes = ROUTES): FastRoute | undefined {
  const handler = routes.get(`${method} ${pathname}`);
  if (!handler) return undefined;
  return async (req, res) => send(await handler(nodeToFetch(req)), res);
}

/** instrumentation.ts register(): let the front server find the fast routes. */
export function registerFastApi(): void {
  (globalThis as { [FAST_API_KEY]?: typeof fastRouteFor })[FAST_API_KEY] = fastRouteFor;
}

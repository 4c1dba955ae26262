import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import { ENDPOINTS } from '@/lib/endpoints';
import { routeMeta } from './http';

type RouteHandler = (req: NextRequest) => Promise<Response>;
export type FastRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/*
 * API calls the front server (server.mjs) hands straight to their route handler instead of to
 * Next's router: hot, read-only visitor calls whose own work takes microseconds next to the ~1 ms
 * of Next's per-request pipeline (port search is called on every keystroke; schedule search answers
 * from its index; rate search answers from its index, with the caller's session and rate access
 * checked by the same apiHandler as on Next's path). They are the endpoints marked `fast` in the
 * table (lib/endpoints); the handlers are the route files' own exports, registered at start-up by
 * instrumentation.ts (lib does not import app), so the answer is the same either way; only the
 * path to it is shorter. Keyed by method and path.
 */

const FAST_API_KEY = Symbol.for('portal.fastApi');
const FAST_ROUTES_KEY = Symbol.for('portal.fastApi.routes');

const registered = () => (globalThis as { [FAST_ROUTES_KEY]?: ReadonlyMap<string, RouteHandler> })[FAST_ROUTES_KEY] ?? new Map<string, RouteHandler>();

/**
 * The fast routes of the given route handlers, keyed by method and path: each must be made by
 * apiHandler for an endpoint marked `fast`, and every such endpoint must be among them.
 */
export function fastRoutesOf(handlers: readonly RouteHandler[]): ReadonlyMap<string, RouteHandler> {
  const routes = new Map<string, RouteHandler>();
  for (const handler of handlers) {
    const meta = routeMeta(handler);
    const endpoint = meta?.kind === 'api' ? meta.endpoint : undefined;
    if (!endpoint?.fast) throw new Error('fast API: a handler of an endpoint not marked fast');
    routes.set(`${endpoint.method} /api${endpoint.path}`, handler);
  }
  const missing = ENDPOINTS.filter(({ endpoint: e }) => e.fast && !routes.has(`${e.method} /api${e.path}`)).map((e) => e.name);
  if (missing.length) throw new Error(`fast API: no handler registered for ${missing.join(', ')}`);
  return routes;
}

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
export function fastRouteFor(method: string | undefined, pathname: string, routes = registered()): FastRoute | undefined {
  const handler = routes.get(`${method} ${pathname}`);
  if (!handler) return undefined;
  return async (req, res) => send(await handler(nodeToFetch(req)), res);
}

/** instrumentation.ts register(): the fast routes' handlers, and let the front server find them. */
export function registerFastApi(handlers: readonly RouteHandler[]): void {
  (globalThis as { [FAST_ROUTES_KEY]?: ReadonlyMap<string, RouteHandler> })[FAST_ROUTES_KEY] = fastRoutesOf(handlers);
  (globalThis as { [FAST_API_KEY]?: typeof fastRouteFor })[FAST_API_KEY] = fastRouteFor;
}

import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import { ENDPOINTS } from '@/lib/endpoints';
import type { AnyEndpoint } from '@/lib/endpoints/endpoint';
import { apiTranslator } from './apiMessages';
import { bodyLimitOf, bodyTooLarge } from './bodyLimit';
import { requestLocale, routeMeta } from './http';

type RouteHandler = (req: NextRequest) => Promise<Response>;
export type FastRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/*
 * API calls the front server (server.mjs) hands straight to their route handler instead of to
 * Next's router: hot, read-only visitor calls whose own work takes microseconds next to the ~1 ms
 * of Next's per-request pipeline (port search is called on every keystroke; schedule search answers
 * from its index; rate search answers from its index, with the caller's session and rate access
 * checked by the same apiHandler as on Next's path; the order search, which other sites' pages call,
 * is two index lookups). They are the endpoints marked `fast` in the
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

/**
 * The request's body as a web stream that reads only as fast as it is consumed. Cancelling it (a
 * body over its limit, lib/server/http.ts) only stops reading: the request is not destroyed, so the
 * answer still goes out and the front server discards the rest of the body before it closes the
 * connection (lib/proxy/frontServer.mjs), where destroying it would reset the connection under the
 * client's feet.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  const onData = (chunk: Buffer) => {
    if (!open) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    if (open) controller.close();
    open = false;
  };
  const onError = (error: Error) => {
    if (open) controller.error(error);
    open = false;
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on('data', onData).on('end', onEnd).on('error', onError);
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.off('data', onData).off('end', onEnd).off('error', onError);
        req.pause();
      },
    },
    new CountQueuingStrategy({ highWaterMark: 16 }),
  );
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

function nodeToFetch(req: IncomingMessage): NextRequest {
  const headers = headersOf(req);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init = {
    method: req.method,
    headers,
    ...(hasBody ? { body: bodyOf(req), duplex: 'half' } : {}),
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

/** Every endpoint of the table that takes a body, by method and path. */
const withBody: ReadonlyMap<string, AnyEndpoint> = new Map(ENDPOINTS.filter(({ endpoint: e }) => e.method !== 'GET').map(({ endpoint: e }) => [`${e.method} /api${e.path}`, e]));

/**
 * The 413 of a request whose declared body is over its endpoint's limit, answered by the front
 * server before anything reads the body, whichever path (fast or Next's) would have served it: the
 * message names the endpoint's limit in the request's language, as apiHandler's does for a body that
 * turns out too large while it is read (chunked), and the connection is closed cleanly afterwards
 * (the front server discards what the client still sends, up to a bound, then closes).
 */
export function oversizeRouteFor(method: string | undefined, pathname: string, contentLength: string | undefined): FastRoute | undefined {
  if (contentLength === undefined) return undefined;
  const endpoint = withBody.get(`${method} ${pathname}`);
  if (!endpoint) return undefined;
  const declared = Number(contentLength);
  const limit = bodyLimitOf(endpoint);
  if (!(declared > limit)) return undefined;
  return async (req, res) => {
    const locale = requestLocale({ headers: headersOf(req) });
    const t = await apiTranslator(locale);
    const error = bodyTooLarge(limit, endpoint.source === 'multipart');
    const body = JSON.stringify({ code: error.code, message: t(error.messageKey, error.extra.values) });
    res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
    res.end(body);
  };
}

/**
 * What the front server calls for every request after the edge: the 413 of a declared body over
 * its endpoint's limit, else the fast route, else nothing (Next answers).
 */
export function frontRouteFor(method: string | undefined, pathname: string, contentLength?: string): FastRoute | undefined {
  return oversizeRouteFor(method, pathname, contentLength) ?? fastRouteFor(method, pathname);
}

/** instrumentation.ts register(): the fast routes' handlers, and let the front server find them. */
export function registerFastApi(handlers: readonly RouteHandler[]): void {
  (globalThis as { [FAST_ROUTES_KEY]?: ReadonlyMap<string, RouteHandler> })[FAST_ROUTES_KEY] = fastRoutesOf(handlers);
  (globalThis as { [FAST_API_KEY]?: typeof frontRouteFor })[FAST_API_KEY] = frontRouteFor;
}

// A mock carrier for the tests: an HTTP server on 127.0.0.1 (a free port) that speaks Commercial
// Schedules 1.0.3 from the demo carrier's loops (lib/dcsa/demo/cs.ts), with the faults a real
// carrier shows: 401 without the right key or token, 429 with Retry-After, 500, answers too slow,
// empty lists and schema-invalid payloads. Every request it receives and every answer it gives
// (except the deliberately invalid ones) is validated against CS_v1.0.3.yaml; what failed is kept
// in `requestErrors` / `answerErrors` for the tests to assert empty.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { csError, demoP2PAnswer } from '@/lib/dcsa/demo/cs';
import type { PointToPoint } from '@/lib/dcsa/csTypes';
import { dcsaValidator } from '@/lib/dcsa/validator';

export type Fault =
  | { kind: 'status'; status: 429 | 500 | 502 | 503; retryAfter?: string }
  | { kind: 'timeout' }
  | { kind: 'empty' }
  | { kind: 'invalid'; body: string };

export type MockCarrier = {
  url: string;
  /** Requests received (path and query), in order. */
  requests: { path: string; query: Record<string, string>; headers: Record<string, string> }[];
  requestErrors: string[];
  answerErrors: string[];
  /** Faults served to the next requests of /v1/point-to-point-routes, one each. */
  faults: Fault[];
  /** Faults for one lane (POL-POD), served on every request of it. */
  laneFaults: Map<string, Fault>;
  /** Changes the routings before they are paged (a carrier withdrawing or moving a voyage). */
  transform: ((routes: PointToPoint[], lane: string) => PointToPoint[]) | null;
  /** The page size the mock uses when the request asks for more (exercises Next-Page-Cursor). */
  maxPage: number;
  close(): Promise<void>;
};

export const MOCK_API_KEY = 'hl-test-key-4b9c1e07';
export const MOCK_CLIENT = { id: 'portal-client', secret: 'oauth-secret-77aa' };

/**
 * `validate: false` skips the mock's own checks of what it receives and sends (the bench, bench/carriers.ts,
 * keeps them out of the import's measured time; the tests always keep them).
 */
export async function startMockCarrier(opts: { auth?: 'apiKey' | 'oauth2'; validate?: boolean } = {}): Promise<MockCarrier> {
  const validating = opts.validate ?? true;
  const validator = await dcsaValidator('CS_v1.0.3.yaml');
  const tokens = new Set<string>();
  const mock: MockCarrier = {
    url: '',
    requests: [],
    requestErrors: [],
    answerErrors: [],
    faults: [],
    laneFaults: new Map(),
    transform: null,
    maxPage: 1000,
    close: () => new Promise((r) => server.close(() => r())),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, operation: string | null = 'get-v1-point-to-point') => {
    if (operation && validating) {
      // CS documents 200, 400 and 500; 401 and 429 carry the same ErrorResponse as 500
      const v = validator.validateResponse(operation, [200, 400, 500].includes(status) ? status : 500, body);
      if (!v.valid) mock.answerErrors.push(`${status}: ${v.errors.join('; ')}`);
    }
    res.writeHead(status, { 'content-type': 'application/json', 'API-Version': '1.0.3', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = Buffer.from(`${MOCK_CLIENT.id}:${MOCK_CLIENT.secret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return send(res, 401, { error: 'invalid_client' }, {}, null);
      const token = `tok-${tokens.size + 1}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 }, {}, null);
    }
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    mock.requests.push({ path: url.pathname, query, headers });
    const checked = validating ? validator.validateRequest({ method: 'GET', path: url.pathname, query, headers }) : { valid: true as const };
    if (!checked.valid) mock.requestErrors.push(`${url.pathname}?${url.searchParams}: ${checked.errors.join('; ')}`);
    if (url.pathname !== '/v1/point-to-point-routes') return send(res, 404, csError(404, 'Not Found', url.pathname, 'no such endpoint'), {}, null);
    const authorized = opts.auth === 'oauth2' ? tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, '')) : req.headers['api-key'] === MOCK_API_KEY;
    if (!authorized) return send(res, 401, csError(401, 'Unauthorized', url.pathname, 'missing or wrong credentials'));
    const lane = `${query.placeOfReceipt}-${query.placeOfDelivery}`;
    const fault = mock.laneFaults.get(lane) ?? mock.faults.shift();
    if (fault?.kind === 'status') return send(res, fault.status, csError(fault.status, fault.status === 429 ? 'Too Many Requests' : 'Internal Server Error', url.pathname, 'try again later'), fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {});
    if (fault?.kind === 'timeout') return; // never answers: the client's timeout ends it
    if (fault?.kind === 'empty') return send(res, 200, []);
    if (fault?.kind === 'invalid') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(fault.body);
    }
    const params = new URLSearchParams(url.searchParams);
    const asked = Number(params.get('limit') ?? '100');
    params.set('limit', String(Math.min(asked, mock.maxPage)));
    if (mock.transform) {
      // the transformed list is paged here, so a cursor stays consistent within one import
      const all = demoP2PAnswer(new URLSearchParams({ ...query, limit: '100000', cursor: '' }), url.pathname);
      params.delete('cursor');
      const list = mock.transform(all.body as PointToPoint[], lane);
      const limit = Math.min(asked, mock.maxPage);
      const offset = Number(url.searchParams.get('cursor')?.replace('o', '') ?? 0);
      const next: Record<string, string> = offset + limit < list.length ? { 'Next-Page-Cursor': `o${offset + limit}` } : {};
      return send(res, 200, list.slice(offset, offset + limit), next);
    }
    const a = demoP2PAnswer(params, url.pathname);
    return send(res, a.status, a.body, a.headers['Next-Page-Cursor'] ? { 'Next-Page-Cursor': a.headers['Next-Page-Cursor'] } : {});
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  mock.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}

import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { bundleTntDocument, operationId } from './documents';

/*
 * Requests and answers of the Track & Trace interface checked against DCSA's OpenAPI document
 * (openapi-backend: AJV compiled from the document, with ajv-formats for date-time, uuid, uri). The
 * adapter checks what it sends and what a carrier answers; the mock carrier checks every answer it
 * gives, so a test against it cannot pass on a payload the standard would refuse.
 */

export type TntOperation = 'get /v2/events' | 'post /v2/event-subscriptions' | 'delete /v2/event-subscriptions/{subscriptionID}';
export type TntRequest = { method: string; path: string; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown };
export type Verdict = { valid: true } | { valid: false; errors: string[] };

type Api = InstanceType<typeof OpenAPIBackend>;
const g = globalThis as unknown as { __dcsaTntApi?: Promise<Api> };

/** The compiled document, once per process (it is derived from files that never change at run time). */
function tntApi(): Promise<Api> {
  g.__dcsaTntApi ??= (async () => {
    const api = new OpenAPIBackend({
      definition: bundleTntDocument() as never,
      strict: false,
      validate: true,
      ajvOpts: { strict: false, allErrors: true },
      customizeAjv: (ajv) => {
        addFormats(ajv as never, ['date-time', 'date', 'uuid', 'uri', 'email']);
        // error_domain_v1.0.0.yaml spells errorDateTime's format '$date-time'
        ajv.addFormat('$date-time', ajv.formats['date-time']!);
        return ajv;
      },
    });
    await api.init();
    return api;
  })();
  return g.__dcsaTntApi;
}

const messages = (errors: { instancePath?: string; message?: string }[] | null | undefined) => (errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);

/** Whether a request to a carrier's TNT interface is one the standard describes (path, query, headers, body). */
export async function validateTntRequest(req: TntRequest): Promise<Verdict> {
  const api = await tntApi();
  const operation = api.router.matchOperation({ method: req.method, path: req.path, headers: req.headers ?? {} });
  if (!operation) return { valid: false, errors: [`${req.method} ${req.path} is no operation of DCSA TNT 2.3`] };
  const r = api.validateRequest({ method: req.method, path: req.path, query: req.query ?? {}, headers: req.headers ?? {}, body: req.body }, operation);
  return r.valid ? { valid: true } : { valid: false, errors: messages(r.errors) };
}

/** Whether an answer of an operation (its status and parsed JSON body) is one the standard describes. */
export async function validateTntResponse(op: TntOperation, status: number, body: unknown): Promise<Verdict> {
  const api = await tntApi();
  const [method, p] = op.split(' ') as [string, string];
  const r = api.validateResponse(body, operationId(method, p), status);
  return r.valid ? { valid: true } : { valid: false, errors: messages(r.errors) };
}

/** Whether the body of a pushed notification (the subscription callback) is a list of TNT events. */
export async function validateTntNotification(body: unknown): Promise<Verdict> {
  // The callback's request body is the same list of events as GET /v2/events answers.
  return validateTntResponse('get /v2/events', 200, body);
}

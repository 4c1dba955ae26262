// the named export: the default import is the whole CommonJS module under plain Node ESM (bench/carriers.ts)
import { OpenAPIBackend } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { loadDcsaDocument, type DcsaDocumentName } from './documents';

/*
 * Request and response validation against the DCSA documents with openapi-backend (AJV). Used by
 * the carrier adapters (every request they send, every payload they accept), by the portal's own
 * DCSA endpoints' tests, and by the mock carrier (every answer it gives).
 */

export type Validation = { valid: true } | { valid: false; errors: string[] };

export type DcsaRequest = { method: 'GET'; path: string; query?: Record<string, string>; headers?: Record<string, string> };

/** What AJV (openapi-backend's own, v8) reports of a failure. */
type AjvError = { instancePath?: string; message?: string; keyword: string };

const describe = (errors: readonly AjvError[] | null | undefined): string[] =>
  (errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`.trim());

const loaded = new Map<DcsaDocumentName, Promise<DcsaValidator>>();

/** The validator of a document, made once per process (compiling the schemas takes a moment). */
export function dcsaValidator(document: DcsaDocumentName): Promise<DcsaValidator> {
  let v = loaded.get(document);
  if (!v) {
    v = DcsaValidator.create(document);
    v.catch(() => loaded.delete(document));
    loaded.set(document, v);
  }
  return v;
}

export class DcsaValidator {
  private constructor(
    readonly document: DcsaDocumentName,
    private readonly api: OpenAPIBackend,
  ) {}

  static async create(document: DcsaDocumentName): Promise<DcsaValidator> {
    const api = new OpenAPIBackend({
      definition: loadDcsaDocument(document) as never,
      strict: false,
      validate: true,
      ajvOpts: { strict: false },
      // the documents' formats: date and date-time checked (ajv-formats), int32 range-checked, double any number
      customizeAjv: (ajv) => {
        addFormats(ajv as never, ['date', 'date-time', 'uri', 'email']);
        ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
        ajv.addFormat('double', { type: 'number', validate: () => true });
        return ajv;
      },
    });
    await api.init();
    return new DcsaValidator(document, api);
  }

  /** The operation a request is for (by method and path), or null when the document has none. */
  operationId(req: Pick<DcsaRequest, 'method' | 'path'>): string | null {
    return this.api.router.matchOperation({ method: req.method, path: req.path, headers: {} })?.operationId ?? null;
  }

  validateRequest(req: DcsaRequest): Validation {
    const op = this.operationId(req);
    if (!op) return { valid: false, errors: [`no operation ${req.method} ${req.path}`] };
    const r = this.api.validator.validateRequest({ method: req.method, path: req.path, query: req.query ?? {}, headers: req.headers ?? {} }, op);
    return r.valid ? { valid: true } : { valid: false, errors: describe(r.errors) };
  }

  /** An answer's body for a status the operation documents (200, 400, 500). */
  validateResponse(operationId: string, status: number, body: unknown): Validation {
    const r = this.api.validator.validateResponse(body, operationId, status);
    return r.valid ? { valid: true } : { valid: false, errors: describe(r.errors) };
  }

  /**
   * The items of a 200 list answer, one by one: the valid ones, and for each invalid one its index
   * and the failing paths (a carrier's one bad routing does not cost the others).
   */
  splitItems(operationId: string, items: readonly unknown[]): { valid: unknown[]; invalid: { index: number; errors: string[] }[] } {
    const valid: unknown[] = [];
    const invalid: { index: number; errors: string[] }[] = [];
    items.forEach((item, index) => {
      const r = this.api.validator.validateResponse([item], operationId, 200);
      if (r.valid) valid.push(item);
      else invalid.push({ index, errors: describe(r.errors).map((e) => e.replace(/^\/0/, `/${index}`)) });
    });
    return { valid, invalid };
  }
}

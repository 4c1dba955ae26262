import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/*
 * The DCSA Track & Trace document as one self-contained OpenAPI document. tnt_v2.3.0.yaml refers to
 * DCSA's domain documents by their SwaggerHub URLs (`https://api.swaggerhub.com/domains/dcsaorg/
 * EVENT_DOMAIN/2.0.0#/components/schemas/transportEvent`); each such reference is pointed at the
 * copy in lib/dcsa/openapi/ (nothing is fetched): the component it names is copied into this
 * document's components as `<DOMAIN>__<name>` and the reference rewritten to it, recursively (a
 * domain document's own `#/…` references stay within that domain).
 *
 * Two domains that the event domain names are not among the published copies: LOCATION_DOMAIN
 * (event locations, transport-call locations) and DOCUMENTATION_DOMAIN (vessel, seals, a publisher
 * party). Their components become open schemas (`{}`), so those sub-objects are accepted as any
 * JSON value; `UNRESOLVED_DOMAINS` names them and the adapter reads them defensively.
 */

export const OPENAPI_DIR = path.join(process.cwd(), 'lib', 'dcsa', 'openapi');

const DOMAIN_FILES: Record<string, string> = {
  'EVENT_DOMAIN/2.0.0': 'event_domain_v2.0.0.yaml',
  'DCSA_DOMAIN/2.0.0': 'dcsa_domain_v2.0.0.yaml',
  'ERROR_DOMAIN/1.0.0': 'error_domain_v1.0.0.yaml',
};
export const UNRESOLVED_DOMAINS = ['LOCATION_DOMAIN/2.0.0', 'DOCUMENTATION_DOMAIN/2.0.0'] as const;

const SWAGGERHUB = /^https:\/\/api\.swaggerhub\.com\/domains\/dcsaorg\/([A-Z_]+\/[0-9.]+)#\/components\/([A-Za-z]+)\/([A-Za-z0-9_.-]+)$/;
const LOCAL = /^#\/components\/([A-Za-z]+)\/([A-Za-z0-9_.-]+)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
export type OpenApiDocument = JsonObject & { paths: Record<string, Record<string, JsonObject>>; components: Record<string, Record<string, Json>> };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function readYaml(file: string): JsonObject {
  return parse(readFileSync(path.join(OPENAPI_DIR, file), 'utf8')) as JsonObject;
}

/** Bundles tnt_v2.3.0.yaml with the domain documents it references into one document with local references only. */
export function bundleTntDocument(): OpenApiDocument {
  const root = readYaml('tnt_v2.3.0.yaml') as OpenApiDocument;
  const domains = new Map<string, JsonObject>();
  const domain = (key: string) => {
    let doc = domains.get(key);
    if (!doc) {
      const file = DOMAIN_FILES[key];
      if (!file) throw new Error(`no local copy of the DCSA domain ${key}`);
      doc = readYaml(file);
      domains.set(key, doc);
    }
    return doc;
  };
  root.components ??= {};

  /** The local name of a domain's component, copying it (rewritten) into the bundle on first use. */
  function adopt(domainKey: string, kind: string, name: string): string {
    const local = `${domainKey.split('/')[0]}__${name}`;
    const bucket = (root.components[kind] ??= {});
    if (local in bucket) return local;
    if ((UNRESOLVED_DOMAINS as readonly string[]).includes(domainKey)) {
      bucket[local] = {};
      return local;
    }
    const components = domain(domainKey).components;
    const target = isObject(components) && isObject(components[kind]) ? components[kind][name] : undefined;
    if (target === undefined) throw new Error(`${domainKey} has no component ${kind}/${name}`);
    bucket[local] = {}; // placeholder: a component may refer to itself
    bucket[local] = rewrite(target, domainKey);
    return local;
  }

  /** A copy of a value with every reference made local; `within` is the domain whose own `#/…` references it holds (null: the root document). */
  function rewrite(value: Json, within: string | null): Json {
    if (Array.isArray(value)) return value.map((v) => rewrite(v, within));
    if (!isObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') {
        const remote = SWAGGERHUB.exec(v);
        const local = LOCAL.exec(v);
        if (remote) out.$ref = `#/components/${remote[2]}/${adopt(remote[1]!, remote[2]!, remote[3]!)}`;
        else if (local && within) out.$ref = `#/components/${local[1]}/${adopt(within, local[1]!, local[2]!)}`;
        else if (local) out.$ref = v;
        else throw new Error(`unexpected reference ${v}`);
      } else out[key] = rewrite(v, within);
    }
    return out;
  }

  root.paths = rewrite(root.paths, null) as OpenApiDocument['paths'];
  for (const [kind, bucket] of Object.entries(root.components)) {
    for (const [name, v] of Object.entries(bucket)) if (!name.includes('__')) bucket[name] = rewrite(v, null);
    root.components[kind] = bucket;
  }
  // openapi-backend names operations by operationId; the TNT document gives none.
  for (const [p, item] of Object.entries(root.paths)) {
    for (const [method, op] of Object.entries(item)) if (isObject(op) && !op.operationId) op.operationId = operationId(method, p);
  }
  return root;
}

/** The operation id the bundle gives an operation: `get /v2/events`. */
export const operationId = (method: string, p: string) => `${method.toLowerCase()} ${p}`;

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/*
 * The DCSA OpenAPI documents in lib/dcsa/openapi (byte-identical copies of the published ones). The
 * Track & Trace document references its domain documents by swaggerhub URL; nothing outside this
 * machine is reachable, so those references are resolved to the local copies: each referenced
 * component is copied into the document's own components under a prefixed name and the reference
 * rewritten to it (recursively, so a domain schema's own references follow).
 */

// Track & Trace (tnt_v2.3.0.yaml) also names LOCATION_DOMAIN, which is not among the local copies.
export type DcsaDocumentName = 'CS_v1.0.3.yaml';
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

/** swaggerhub domain → local file. */
const DOMAINS: Record<string, string> = {
  'DCSA_DOMAIN/2.0.0': 'dcsa_domain_v2.0.0.yaml',
  'EVENT_DOMAIN/2.0.0': 'event_domain_v2.0.0.yaml',
  'ERROR_DOMAIN/1.0.0': 'error_domain_v1.0.0.yaml',
};
const SWAGGERHUB = /^https:\/\/api\.swaggerhub\.com\/domains\/dcsaorg\/([A-Z_]+\/\d+\.\d+\.\d+)#\/(.+)$/;

/** The folder of the documents (the app runs from the repository's root: npm start, tests, bench). */
export const OPENAPI_DIR = join(process.cwd(), 'lib', 'dcsa', 'openapi');

function readYaml(file: string): Obj {
  return parse(readFileSync(join(OPENAPI_DIR, file), 'utf8')) as Obj;
}

function pointer(doc: Obj, path: string): Json {
  let at: Json = doc;
  for (const raw of path.split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || Array.isArray(at) || !(key in at)) throw new Error(`DCSA document: no ${path}`);
    at = at[key]!;
  }
  return at;
}

/** Loads a document with every swaggerhub domain reference resolved to the local files. */
export function loadDcsaDocument(name: DcsaDocumentName): Obj {
  const root = readYaml(name);
  const domains = new Map<string, Obj>();
  const components = ((root.components ??= {}) as Obj);
  const schemas = ((components.schemas ??= {}) as Obj);
  const copied = new Set<string>();

  const domainDoc = (key: string) => {
    let d = domains.get(key);
    if (!d) {
      const file = DOMAINS[key];
      if (!file) throw new Error(`DCSA document: unknown domain ${key}`);
      d = readYaml(file);
      domains.set(key, d);
    }
    return d;
  };

  /** Rewrites the references of `node`, which lives in the domain `domain` (null: the root document). */
  const walk = (node: Json, domain: string | null): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, domain));
    if (!node || typeof node !== 'object') return node;
    const out: Obj = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const remote = SWAGGERHUB.exec(v);
        if (remote) out[k] = importComponent(remote[1]!, remote[2]!);
        else if (v.startsWith('#/') && domain) out[k] = importComponent(domain, v.slice(2));
        else out[k] = v;
      } else out[k] = walk(v, domain);
    }
    return out;
  };

  /** Copies a domain's component into the root document's schemas; answers the local reference. */
  const importComponent = (domain: string, path: string): string => {
    const local = `${domain.split('/')[0]}__${path.split('/').pop()}`;
    if (!copied.has(local)) {
      copied.add(local);
      schemas[local] = walk(pointer(domainDoc(domain), path), domain);
    }
    return `#/components/schemas/${local}`;
  };

  return walk(root, null) as Obj;
}

import type { z } from 'zod';
import type * as accountContract from '../contracts/account';
import type * as auditContract from '../contracts/audit';
import type * as bookingContract from '../contracts/booking';
import type * as carrierConnectionsContract from '../contracts/carrierConnections';
import type * as companyAdminContract from '../contracts/companyAdmin';
import type * as contactsContract from '../contracts/contacts';
import type * as customersContract from '../contracts/customers';
import type * as dashboardContract from '../contracts/dashboard';
import type * as dcsaContract from '../contracts/dcsa';
import type * as enterpriseContract from '../contracts/enterprise';
import type * as inquiriesContract from '../contracts/inquiries';
import type * as newsAdminContract from '../contracts/newsAdmin';
import type * as ordersContract from '../contracts/orders';
import type * as portsContract from '../contracts/ports';
import type * as rateAdminContract from '../contracts/rateAdmin';
import type * as ratesContract from '../contracts/rates';
import type * as routesContract from '../contracts/routes';
import type * as schedulesContract from '../contracts/schedules';
import type * as sessionContract from '../contracts/session';
import type * as siteContentContract from '../contracts/siteContent';
import type * as spotContract from '../contracts/spot';
import type * as staffContract from '../contracts/staff';
import type * as subscriptionsContract from '../contracts/subscriptions';
import type * as trackingContract from '../contracts/tracking';
import type { StaffPermission } from '../contracts/staff';
import type { LimitRule, LIMITS } from '../server/rateLimit';

/*
 * The shape of one enterprise-API endpoint. The table (lib/endpoints/<first path segment>.ts) is the
 * one place an endpoint is declared: route handlers (apiHandler), the browser client (lib/api/client.ts),
 * the authorization matrix and the front server's fast path read it. It is plain data the browser may
 * import: a schema is named by its contract module and export (`schema('account', 'loginInput')`,
 * typed through type-only imports and loaded by the server with lib/endpoints/schemas.ts), so a page
 * that names an endpoint ships neither zod, nor the contract, nor a loader for it; and nothing
 * server-only is imported (the rate limits name lib/server/rateLimit's rules by type only).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** visitor (anyone), user (logged in), certified (certificationStatus 3), staff (staff realm). */
export type Role = 'visitor' | 'user' | 'certified' | 'staff';
/** json body, query (search params), or multipart (text fields → input, files → ctx.files). */
export type InputSource = 'json' | 'query' | 'multipart';

/** The contract modules (lib/contracts/<name>.ts) an endpoint's schemas come from. */
export type Contracts = {
  account: typeof accountContract;
  audit: typeof auditContract;
  booking: typeof bookingContract;
  carrierConnections: typeof carrierConnectionsContract;
  companyAdmin: typeof companyAdminContract;
  contacts: typeof contactsContract;
  customers: typeof customersContract;
  dashboard: typeof dashboardContract;
  dcsa: typeof dcsaContract;
  enterprise: typeof enterpriseContract;
  inquiries: typeof inquiriesContract;
  newsAdmin: typeof newsAdminContract;
  orders: typeof ordersContract;
  ports: typeof portsContract;
  rateAdmin: typeof rateAdminContract;
  rates: typeof ratesContract;
  routes: typeof routesContract;
  schedules: typeof schedulesContract;
  session: typeof sessionContract;
  siteContent: typeof siteContentContract;
  spot: typeof spotContract;
  staff: typeof staffContract;
  subscriptions: typeof subscriptionsContract;
  tracking: typeof trackingContract;
};
export type ContractName = keyof Contracts;
/** The exports of a contract module that are zod schemas. */
type SchemaExports<C extends ContractName> = { [K in keyof Contracts[C]]: Contracts[C][K] extends z.ZodType ? K : never }[keyof Contracts[C]];

/** A schema named by its contract and export; `schema` carries its type only, for inference. */
export type SchemaRef<S extends z.ZodType> = { readonly contract: ContractName; readonly name: string; readonly schema?: S };

/** Names a schema of a contract module: `schema('account', 'loginInput')`. */
export function schema<C extends ContractName, N extends SchemaExports<C>>(contract: C, name: N): SchemaRef<Extract<Contracts[C][N], z.ZodType>> {
  return { contract, name: name as string };
}

/** The caller as a rate limit may count it. */
export type LimitCaller = { userId: number | null; ip: string; /** the logged-in user's account email, when there is one */ email: string | null };

/**
 * A rate-limit rule of an endpoint, counted per company and per caller:
 * 'ip' (default), 'user' (skipped without a session), 'company' (everyone together), 'apiKey' (the
 * API key a DCSA endpoint was called with, counted once the key is known; skipped elsewhere), or a
 * key made from the input and the caller (null: the rule does not apply to this request).
 */
export type EndpointLimit<I> =
  | keyof typeof LIMITS
  | { rule: keyof typeof LIMITS | LimitRule; per?: 'ip' | 'user' | 'company' | 'apiKey' | ((input: I, caller: LimitCaller) => string | null) };

/** The parsed input of a schema; undefined for an endpoint without input (S = never). */
type Parsed<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.output<S> : undefined;

export type Endpoint<R extends Role = Role, S extends z.ZodType = never, A extends z.ZodType = never, M extends Method = Method> = {
  readonly method: M;
  /**
   * The path under the API base (/api), without it: '/webschedulecontroller/querySchedules'; or, for
   * a standard's own paths served from the site's root (DCSA_ROOT: '/dcsa/cs/v1/…'), the whole path
   * (see urlPathOf).
   */
  readonly path: string;
  readonly role: R;
  /** Role 'staff': the permission needed besides a staff session. */
  readonly permission?: StaffPermission;
  /**
   * Role 'visitor': false when the handler never looks at the caller, so a request with a cookie
   * does not pay for a session lookup (ctx.session is then null). Default true.
   */
  readonly identify?: boolean;
  /** Default: query for GET, json otherwise. */
  readonly source?: InputSource;
  readonly input?: SchemaRef<S>;
  /** The success answer, for the browser client to parse with. */
  readonly answer?: SchemaRef<A>;
  /** Largest accepted body in bytes (default 1 MB); larger bodies are refused before they are read. */
  readonly maxBytes?: number;
  /** Counted after the role check and input parsing; past a limit → 429 (store failure → 503). */
  readonly limits?: readonly EndpointLimit<NoInfer<Parsed<S>>>[];
  /** Answered by the front server's fast path (lib/server/fastApi.ts): hot, read-only visitor calls. */
  readonly fast?: boolean;
  /**
   * Served by a plain routeHandler outside apiHandler's company and session model (a payment
   * provider's notification); the role then only says who may call it.
   */
  readonly plain?: boolean;
};

/** Any endpoint of the table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<Role, any, any, Method>;

/** What an endpoint's handler receives (the parsed input) and the client sends (the input before defaults). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InputOf<E> = E extends Endpoint<any, infer S, any, any> ? Parsed<S> : undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SentOf<E> = E extends Endpoint<any, infer S, any, any> ? ([S] extends [never] ? undefined : z.input<S>) : undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswerOf<E> = E extends Endpoint<any, any, infer A, any> ? ([A] extends [never] ? unknown : z.output<A>) : unknown;

/**
 * Declares an endpoint, keeping its literal role and the types of its schemas. `identify` only
 * applies to visitors and `permission` only to staff.
 */
export function endpoint<const R extends Role, const M extends Method, S extends z.ZodType = never, A extends z.ZodType = never>(
  e: Endpoint<R, S, A, M> & { identify?: R extends 'visitor' ? boolean : never; permission?: R extends 'staff' ? StaffPermission : never },
): Endpoint<R, S, A, M> {
  return e;
}

/**
 * Paths served from the site's root rather than under the API base: the DCSA standards' own paths,
 * called by other companies' systems with an API key (route files under app/dcsa/…). The request
 * edge passes them through like the API (lib/proxy/edge.ts).
 */
export const DCSA_ROOT = '/dcsa';
export const isSiteRootPath = (path: string): boolean => path === DCSA_ROOT || path.startsWith(`${DCSA_ROOT}/`);
/** The URL path of an endpoint on this server: '/api' + path, or the path itself for a site-root one. */
export const urlPathOf = (e: Pick<AnyEndpoint, 'path'>): string => (isSiteRootPath(e.path) ? e.path : `/api${e.path}`);

/** Where the input comes from when the entry does not say. */
export const sourceOf = (e: Pick<AnyEndpoint, 'method' | 'source'>): InputSource => e.source ?? (e.method === 'GET' ? 'query' : 'json');

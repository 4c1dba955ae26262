// Types of frontServer.mjs (plain JavaScript so that server.mjs runs it under bare Node).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const OPS_KEY: unique symbol;

export type ServerSettings = {
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxConnections: number;
  shutdownTimeoutMs: number;
};

export const SERVER_DEFAULTS: Readonly<ServerSettings>;

export function serverSettingsFrom(env: Record<string, string | undefined>): ServerSettings;

/** What the front server did with a request, for its metrics label (lib/server/ops/routeLabel.ts). */
export type RequestInfo = {
  method: string;
  /** The path as received, without the query. */
  pathname: string;
  /** The internal path the edge rewrote a page to (`/<locale>/<companyId>/…`). */
  rewrite?: string;
  /** The edge answered with a redirect. */
  redirect?: boolean;
  /** A file of public/. */
  publicFile?: boolean;
};

/** What lib/server/ops registers on globalThis[OPS_KEY] for the front server. */
export type Ops = {
  readiness(): Promise<{ ready: boolean; checks: Record<string, string> }>;
  metrics(authorization: string | undefined): Promise<{ status: number; contentType: string; body: string }>;
  observe(info: RequestInfo, status: number, seconds: number): void;
  /** Stops background work: the job runner (the job running finishes, the rest given back) and outbox deliveries. */
  stopWork(): Promise<void>;
  /** Closes the database pools. */
  close(): Promise<void>;
};

export function createFrontServer(opts: {
  handler: (req: IncomingMessage, res: ServerResponse, info: RequestInfo) => Promise<void>;
  settings?: ServerSettings;
}): { server: Server; shutdown: () => Promise<void>; isDraining: () => boolean };

/** SIGTERM/SIGINT: shutdown(), then after(), then exit 0; a second signal exits 1 at once. */
export function stopOnSignals(shutdown: () => Promise<void>, after?: () => Promise<unknown>): void;

// Types of pageMicrocache.mjs (plain JavaScript so that server.mjs runs it under bare Node).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const MICROCACHE_KEY: unique symbol;

export type PageMicrocache = {
  readonly enabled: boolean;
  readonly size: number;
  readonly bytes: number;
  keyOf(
    method: string | undefined,
    rewrite: string | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): string | null;
  serve(key: string, res: ServerResponse, refresh?: (done: () => void) => void): boolean;
  capture(key: string, res: ServerResponse, edgeHeaderNames: string[], edgeCookies?: string[]): void;
  clear(): void;
};

export function createPageMicrocache(options?: {
  ttlMs?: number;
  /** How long past its time an entry may still answer while one request refreshes it (10 × ttlMs). */
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): PageMicrocache;

export const REFRESH_HEADER: string;

export function createSelfRefresh(server: Server): {
  isRefresh(req: IncomingMessage): boolean;
  of(req: IncomingMessage, url: string, host: string | null | undefined): (done: () => void) => void;
};

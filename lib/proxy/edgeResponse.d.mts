// Types of edgeResponse.mjs (plain JavaScript so that server.mjs runs it under bare Node).
import type { ServerResponse } from 'node:http';

export function publicLocation(location: string, rewrite: string | undefined): string;

export function withEdgeResponse(res: ServerResponse, edge: { headers: Record<string, string>; rewrite?: string }): void;

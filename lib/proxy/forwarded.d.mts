// Types of forwarded.mjs (plain JavaScript so that server.mjs runs it under bare Node).
export type AddressRange = { bytes: number[]; bits: number };
export type Vetted = { clientIp: string; host: string; proto: 'http' | 'https' };
export type NodeHeaders = Record<string, string | string[] | undefined>;

export function normalizeAddress(raw: string | null | undefined): string;
export function addressBytes(raw: string | null | undefined): number[] | null;
export function parseTrustedProxies(value: string | null | undefined): AddressRange[];
export function isTrusted(address: string | null | undefined, ranges: AddressRange[]): boolean;
export function vetRequest(
  conn: { remoteAddress: string | undefined; encrypted: boolean; headers: NodeHeaders },
  ranges: AddressRange[],
): Vetted;
export function applyVetted(headers: NodeHeaders, vetted: Vetted): void;

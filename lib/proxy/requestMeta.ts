/**
 * The client address, host and scheme of a request, read in one place by the proxy and the route
 * handlers. The front server (server.mjs) has already replaced X-Forwarded-For/-Host/-Proto by the
 * values its one rule vetted (lib/proxy/forwarded.mjs: believed only from TRUSTED_PROXIES, else the
 * connection's own), so each header holds one value here.
 */
export type RequestMeta = {
  /** The client's address ('' when unknown). */
  clientIp: string;
  /** Host as the browser named it, port included (localhost:3000). */
  host: string;
  proto: 'http' | 'https';
};

type HeaderSource = { get(name: string): string | null };

/** The last comma-separated entry (the one the nearest hop wrote) of a header, trimmed. */
function lastEntry(value: string | null): string {
  if (!value) return '';
  const i = value.lastIndexOf(',');
  return (i < 0 ? value : value.slice(i + 1)).trim();
}

function firstEntry(value: string | null): string {
  if (!value) return '';
  const i = value.indexOf(',');
  return (i < 0 ? value : value.slice(0, i)).trim();
}

export function clientIpOf(headers: HeaderSource): string {
  return lastEntry(headers.get('x-forwarded-for')).slice(0, 64);
}

export function hostOf(headers: HeaderSource): string {
  return firstEntry(headers.get('x-forwarded-host')) || (headers.get('host') ?? '').trim();
}

export function protoOf(headers: HeaderSource): 'http' | 'https' {
  return firstEntry(headers.get('x-forwarded-proto')).toLowerCase() === 'https' ? 'https' : 'http';
}

export function requestMeta(headers: HeaderSource): RequestMeta {
  return { clientIp: clientIpOf(headers), host: hostOf(headers), proto: protoOf(headers) };
}

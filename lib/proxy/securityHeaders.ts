/**
 * Security headers of every response (README "Security headers"). The Content-Security-Policy is
 * strict where that costs nothing — no plugins, no <base> or form posts elsewhere, fetches only to
 * this origin (and the API origin when NEXT_PUBLIC_API_BASE is absolute), never framed — and adds
 * a nonce script policy only on the pages rendered per request (workspace, staff): Next puts the
 * nonce it finds in the request's CSP header on its own scripts, while a cached public page has no
 * request to take a nonce from, so public pages keep their inline bootstrap scripts allowed.
 */

export type SecurityInput = {
  proto: 'http' | 'https';
  /** Set on pages rendered per request: scripts must carry it. */
  nonce?: string;
  /** Origin of the browser's API client when it is another origin (absolute NEXT_PUBLIC_API_BASE). */
  apiOrigin?: string;
  /** Development: React's dev tools evaluate code, so a nonce policy also allows eval. */
  dev?: boolean;
  /** A page other sites may frame (/orderSearchIframe): frame-ancestors open, no X-Frame-Options. */
  frameable?: boolean;
};

/** The API base's origin when it is an absolute URL; '' for a same-origin path such as /api. */
export function apiOriginOf(apiBase: string): string {
  if (!/^https?:\/\//i.test(apiBase)) return '';
  try {
    return new URL(apiBase).origin;
  } catch {
    return '';
  }
}

export function contentSecurityPolicy({ nonce, apiOrigin, dev, frameable }: Omit<SecurityInput, 'proto'>): string {
  const parts = [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
  ];
  if (nonce) parts.push(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`);
  return parts.join('; ');
}

/** Response headers: name → value. */
export function securityHeaders(input: SecurityInput): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(input),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // X-Frame-Options has no "anyone" value: a frameable page relies on frame-ancestors alone.
  if (!input.frameable) headers['x-frame-options'] = 'DENY';
  // Only over HTTPS (as the front server vetted it): on plain HTTP the header is ignored anyway,
  // and sending it from a development host would pin browsers to HTTPS on localhost.
  if (input.proto === 'https') headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

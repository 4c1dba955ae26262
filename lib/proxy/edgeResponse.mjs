// What the front server (server.mjs) adds to an answer after the app wrote it: the request edge's
// security headers, and Location headers in their public form.
//
// Plain JavaScript so that server.mjs runs it under bare Node (types in edgeResponse.d.mts).
//
// - The edge's headers are applied when the head of the answer is written, not before the app
//   runs: Next copies a route handler's header onto the answer only when the answer does not have
//   it yet, so headers set up front silently replaced a served file's own policy
//   (`default-src 'none'; sandbox`). Now a header the answer sets itself is kept; a
//   Content-Security-Policy of the answer is sent together with the edge's (a browser enforces
//   every policy it gets, so the stricter of the two holds for each directive).
// - A page is served from the internal path `/<locale>/<companyId>/…` the edge rewrote it to, and
//   Next builds some redirects from that path (an RSC request whose `_rsc` does not match its
//   headers is sent to the same URL with the right one). Such a Location is turned back into the
//   public path, so an internal path never leaves the server.

const INTERNAL = /^\/(zh-CN|en)\/(\d+)(?=[/?#]|$)/;

/**
 * The public form of a Location header for a request the edge rewrote to `rewrite`
 * (`/<locale>/<companyId>…`): the internal prefix becomes the locale's public prefix (none for
 * Chinese, `/en` for English). Any other Location is left as it is.
 * @param {string} location
 * @param {string | undefined} rewrite
 * @returns {string}
 */
export function publicLocation(location, rewrite) {
  const own = rewrite ? INTERNAL.exec(rewrite) : null;
  if (!own) return location;
  const prefix = own[0];
  const publicPrefix = own[1] === 'en' ? '/en' : '';
  const fix = (path) => {
    if (path !== prefix && !path.startsWith(`${prefix}/`) && !path.startsWith(`${prefix}?`) && !path.startsWith(`${prefix}#`)) return null;
    const rest = path.slice(prefix.length);
    const out = `${publicPrefix}${rest}`;
    return out.startsWith('/') ? out : `/${out}`;
  };
  if (location.startsWith('/') && !location.startsWith('//')) return fix(location) ?? location;
  let url;
  try {
    url = new URL(location);
  } catch {
    return location;
  }
  const fixed = fix(`${url.pathname}${url.search}${url.hash}`);
  return fixed === null ? location : `${url.origin}${fixed}`;
}

const asList = (value) => (Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * Applies the edge's answer headers to `res` when its head is written (see above), and puts its
 * Location in public form. Call before the app handles the request.
 * @param {import('node:http').ServerResponse} res
 * @param {{ headers: Record<string, string>, rewrite?: string }} edge
 */
export function withEdgeResponse(res, edge) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    res.writeHead = writeHead;
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const given = rest[0];
    // headers handed to writeHead itself are the answer's own too
    if (Array.isArray(given)) {
      const pairs = Array.isArray(given[0]) ? given : given.flatMap((v, i) => (i % 2 ? [] : [[v, given[i + 1]]]));
      for (const [name, value] of pairs) this.appendHeader(String(name), value);
    } else if (given && typeof given === 'object') {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    for (const [name, value] of Object.entries(edge.headers)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
      else if (name.toLowerCase() === 'content-security-policy') {
        const own = asList(this.getHeader(name));
        if (!own.includes(value)) this.setHeader(name, [...own, value]);
      }
    }
    const location = this.getHeader('location');
    if (typeof location === 'string') this.setHeader('location', publicLocation(location, edge.rewrite));
    return reason === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, reason);
  };
}

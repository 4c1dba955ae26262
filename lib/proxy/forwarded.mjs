// The one rule for forwarded headers (X-Forwarded-For/-Host/-Proto), applied by the front server
// (server.mjs), the only code that sees the connection. Plain JavaScript with no imports so that
// server.mjs runs it under bare Node; typed by forwarded.d.mts, unit-tested in
// tests/unit/forwarded.test.ts.
//
// Rule: the headers are believed only when the connection comes from a proxy the deployment names
// (TRUSTED_PROXIES). Then the client is the right-most X-Forwarded-For entry that is not itself a
// trusted proxy (entries to its left were written by whoever called that hop and prove nothing);
// host and proto are the ones the trusted proxy sent. Otherwise the client is the socket's
// address, the host is the Host header and the proto is that of the socket.

/** '::ffff:1.2.3.4' → '1.2.3.4'; '[::1]' → '::1'; '1.2.3.4:5678' → '1.2.3.4'; lower-case; zone dropped. */
export function normalizeAddress(raw) {
  if (typeof raw !== 'string') return '';
  let a = raw.trim().toLowerCase();
  if (a.startsWith('"') && a.endsWith('"')) a = a.slice(1, -1);
  if (a.startsWith('[')) {
    const end = a.indexOf(']');
    a = end > 0 ? a.slice(1, end) : a.slice(1);
  } else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) {
    a = a.slice(0, a.lastIndexOf(':'));
  }
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1];
  return a;
}

function parseIPv4(a) {
  const parts = a.split('.');
  if (parts.length !== 4) return null;
  const bytes = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

function parseIPv6(a) {
  if (!a.includes(':')) return null;
  let head = a;
  let tailBytes = [];
  const lastColon = a.lastIndexOf(':');
  if (a.slice(lastColon + 1).includes('.')) {
    const v4 = parseIPv4(a.slice(lastColon + 1));
    if (!v4) return null;
    tailBytes = v4;
    head = a.slice(0, lastColon + 1) + '0:0';
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const toGroups = (s) => (s === '' ? [] : s.split(':'));
  const left = toGroups(halves[0]);
  const right = halves.length === 2 ? toGroups(halves[1]) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...left, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...right];
  const bytes = [];
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tailBytes.length) bytes.splice(12, 4, ...tailBytes);
  return bytes;
}

/** Bytes of an address (4 for IPv4 and IPv4-mapped IPv6, 16 for IPv6), or null when it is none. */
export function addressBytes(raw) {
  const a = normalizeAddress(raw);
  const v4 = parseIPv4(a);
  if (v4) return v4;
  const v6 = parseIPv6(a);
  if (!v6) return null;
  const isMapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff;
  return isMapped ? v6.slice(12) : v6;
}

/**
 * Parses TRUSTED_PROXIES: comma- or space-separated addresses and CIDR ranges (10.0.0.0/8,
 * 192.168.1.7, ::1, fd00::/8). Throws on an entry that is neither, so that a typo is not silently
 * "trust nobody" or "trust everybody".
 */
export function parseTrustedProxies(value) {
  const ranges = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [addr, bitsText, extra] = entry.split('/');
    const bytes = addressBytes(addr);
    if (!bytes || extra !== undefined) throw new Error(`TRUSTED_PROXIES: not an address or CIDR range: ${entry}`);
    const max = bytes.length * 8;
    const bits = bitsText === undefined ? max : Number(bitsText);
    if (!/^\d+$/.test(bitsText ?? String(max)) || bits > max) throw new Error(`TRUSTED_PROXIES: bad prefix length: ${entry}`);
    ranges.push({ bytes, bits });
  }
  return ranges;
}

/** Whether `address` lies in one of the parsed ranges. */
export function isTrusted(address, ranges) {
  if (!ranges.length) return false;
  const bytes = addressBytes(address);
  if (!bytes) return false;
  for (const r of ranges) {
    if (r.bytes.length !== bytes.length) continue;
    let bits = r.bits;
    let ok = true;
    for (let i = 0; bits > 0; i++, bits -= 8) {
      const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
      if ((r.bytes[i] & mask) !== (bytes[i] & mask)) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

const first = (v) => (Array.isArray(v) ? v[0] : v);
const firstEntry = (v) => (first(v) ?? '').split(',')[0].trim();

/**
 * The client address, host and proto of a request under the rule above.
 * `headers` as Node gives them (lower-case names, string or string[] values).
 */
export function vetRequest({ remoteAddress, encrypted, headers }, ranges) {
  const socketAddress = normalizeAddress(remoteAddress);
  const ownProto = encrypted ? 'https' : 'http';
  const host = (first(headers.host) ?? '').trim();
  if (!isTrusted(socketAddress, ranges)) return { clientIp: socketAddress, host, proto: ownProto };

  // Walk X-Forwarded-For from the right, skipping our own proxies; the first other entry is the client.
  const xff = [headers['x-forwarded-for']].flat().filter(Boolean).join(',');
  const chain = xff.split(',').map((s) => normalizeAddress(s)).filter(Boolean);
  let clientIp = socketAddress;
  for (let i = chain.length - 1; i >= 0; i--) {
    clientIp = chain[i];
    if (!isTrusted(clientIp, ranges)) break;
  }
  if (!addressBytes(clientIp)) clientIp = socketAddress;
  const fwdProto = firstEntry(headers['x-forwarded-proto']).toLowerCase();
  const fwdHost = firstEntry(headers['x-forwarded-host']);
  return {
    clientIp,
    host: fwdHost || host,
    proto: fwdProto === 'https' || fwdProto === 'http' ? fwdProto : ownProto,
  };
}

/**
 * Replaces the request's forwarded headers by the vetted values, so that everything downstream
 * (proxy, route handlers: lib/proxy/requestMeta.ts) reads one answer: X-Forwarded-For is the one
 * client address, X-Forwarded-Host the host, X-Forwarded-Proto http or https. X-Real-IP and the
 * RFC 7239 Forwarded header are dropped (nothing may read an unvetted copy).
 */
export function applyVetted(headers, vetted) {
  delete headers['forwarded'];
  delete headers['x-real-ip'];
  delete headers['x-forwarded-port'];
  headers['x-forwarded-for'] = vetted.clientIp;
  headers['x-forwarded-host'] = vetted.host;
  headers['x-forwarded-proto'] = vetted.proto;
}

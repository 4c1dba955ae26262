import { describe, expect, it } from 'vitest';
import { addressBytes, applyVetted, isTrusted, normalizeAddress, parseTrustedProxies, vetRequest, type NodeHeaders } from '@/lib/proxy/forwarded.mjs';

const conn = (remoteAddress: string, headers: NodeHeaders, encrypted = false) => ({ remoteAddress, encrypted, headers });
const none = parseTrustedProxies('');

describe('addresses', () => {
  it('normalizes IPv4-mapped IPv6, brackets, ports and zones', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeAddress('[2001:DB8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('203.0.113.5:51000')).toBe('203.0.113.5');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('reads IPv4, IPv6 and IPv4-mapped IPv6 as bytes, and refuses what is not an address', () => {
    expect(addressBytes('10.0.0.1')).toEqual([10, 0, 0, 1]);
    expect(addressBytes('::ffff:10.0.0.1')).toEqual([10, 0, 0, 1]);
    expect(addressBytes('::ffff:a00:1')).toEqual([10, 0, 0, 1]);
    expect(addressBytes('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(addressBytes('2001:db8::')?.slice(0, 4)).toEqual([0x20, 0x01, 0x0d, 0xb8]);
    for (const bad of ['', 'unknown', '1.2.3', '256.1.1.1', '1::2::3', 'example.com', '1:2:3:4:5:6:7:8:9']) {
      expect(addressBytes(bad), bad).toBeNull();
    }
  });
});

describe('TRUSTED_PROXIES', () => {
  it('matches single addresses and CIDR ranges of both families', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8, 192.168.1.7 ::1,fd00::/8');
    expect(isTrusted('10.200.3.4', ranges)).toBe(true);
    expect(isTrusted('::ffff:10.200.3.4', ranges)).toBe(true);
    expect(isTrusted('11.0.0.1', ranges)).toBe(false);
    expect(isTrusted('192.168.1.7', ranges)).toBe(true);
    expect(isTrusted('192.168.1.8', ranges)).toBe(false);
    expect(isTrusted('::1', ranges)).toBe(true);
    expect(isTrusted('fd12:3456::1', ranges)).toBe(true);
    expect(isTrusted('fe80::1', ranges)).toBe(false);
    expect(isTrusted('172.16.0.1', parseTrustedProxies('172.16.0.0/12'))).toBe(true);
    expect(isTrusted('172.32.0.1', parseTrustedProxies('172.16.0.0/12'))).toBe(false);
  });

  it('trusts nobody by default, and refuses a malformed entry instead of guessing', () => {
    expect(isTrusted('127.0.0.1', none)).toBe(false);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('vetRequest', () => {
  it('without a trusted proxy, the client is the connection, whatever it forwards', () => {
    const headers = { host: 'a.example', 'x-forwarded-for': '1.1.1.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(vetRequest(conn('203.0.113.9', headers), none)).toEqual({ clientIp: '203.0.113.9', host: 'a.example', proto: 'http' });
    expect(vetRequest(conn('::ffff:203.0.113.9', headers, true), none)).toEqual({ clientIp: '203.0.113.9', host: 'a.example', proto: 'https' });
  });

  it('callers without the header from different addresses are told apart', () => {
    const a = vetRequest(conn('198.51.100.1', { host: 'h' }), none);
    const b = vetRequest(conn('198.51.100.2', { host: 'h' }), none);
    expect(a.clientIp).not.toBe(b.clientIp);
    expect(a.clientIp).not.toBe('');
  });

  it('a spoofed X-Forwarded-For from an untrusted caller changes nothing', () => {
    const ips = new Set(
      Array.from({ length: 5 }, (_, i) => vetRequest(conn('203.0.113.9', { host: 'h', 'x-forwarded-for': `10.9.9.${i}` }), none).clientIp),
    );
    expect([...ips]).toEqual(['203.0.113.9']);
  });

  it('behind a trusted proxy, takes the right-most entry that is not a trusted proxy', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8');
    const headers = { host: 'internal:3000', 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.3', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expect(vetRequest(conn('10.0.0.2', headers), ranges)).toEqual({ clientIp: '198.51.100.7', host: 'shop.example', proto: 'https' });
  });

  it('a client forging the chain cannot move its own entry', () => {
    const ranges = parseTrustedProxies('10.0.0.2');
    // the trusted proxy appended the real peer (198.51.100.7) after what the client sent
    for (const forged of ['1.1.1.1', '1.1.1.1, 2.2.2.2', '10.0.0.2']) {
      const headers = { host: 'h', 'x-forwarded-for': `${forged}, 198.51.100.7` };
      expect(vetRequest(conn('10.0.0.2', headers), ranges).clientIp).toBe('198.51.100.7');
    }
  });

  it('handles IPv6 and repeated headers in the chain', () => {
    const ranges = parseTrustedProxies('::1, fd00::/8');
    const headers = { host: 'h', 'x-forwarded-for': ['2001:db8::5', 'fd00::9'] };
    expect(vetRequest(conn('::1', headers), ranges).clientIp).toBe('2001:db8::5');
  });

  it('falls back to the proxy itself when the chain is all proxies or garbage, and ignores odd protos', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8');
    expect(vetRequest(conn('10.0.0.2', { host: 'h', 'x-forwarded-for': '10.1.1.1' }), ranges).clientIp).toBe('10.1.1.1');
    expect(vetRequest(conn('10.0.0.2', { host: 'h', 'x-forwarded-for': 'unknown' }), ranges).clientIp).toBe('10.0.0.2');
    expect(vetRequest(conn('10.0.0.2', { host: 'h' }), ranges)).toEqual({ clientIp: '10.0.0.2', host: 'h', proto: 'http' });
    expect(vetRequest(conn('10.0.0.2', { host: 'h', 'x-forwarded-proto': 'gopher' }), ranges).proto).toBe('http');
  });
});

describe('applyVetted', () => {
  it('leaves one vetted value per header and drops the unvetted copies', () => {
    const headers: NodeHeaders = { host: 'h', 'x-forwarded-for': '1.1.1.1, 2.2.2.2', 'x-real-ip': '3.3.3.3', forwarded: 'for=4.4.4.4', 'x-forwarded-port': '1' };
    applyVetted(headers, { clientIp: '203.0.113.9', host: 'h', proto: 'http' });
    expect(headers).toEqual({ host: 'h', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'h', 'x-forwarded-proto': 'http' });
  });
});

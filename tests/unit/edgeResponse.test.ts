// The front server's last word on an answer (lib/proxy/edgeResponse.mjs), over a real socket and
// Next's own code that copies a route handler's Response onto the Node answer: a served file keeps
// its sandbox policy next to the edge's headers, and a Location never names the internal path.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeNextRequest, NodeNextResponse } from 'next/dist/server/base-http/node';
import { sendResponse } from 'next/dist/server/send-response';
import { afterEach, describe, expect, it } from 'vitest';
import { publicLocation, withEdgeResponse } from '@/lib/proxy/edgeResponse.mjs';
import { securityHeaders } from '@/lib/proxy/securityHeaders';

const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const edgeHeaders = securityHeaders({ proto: 'http' });

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A front server in miniature: the edge's step, then the app answers with `answer`. */
async function serve(answer: (req: NodeNextRequest, res: NodeNextResponse) => Promise<void>, rewrite?: string) {
  server = createServer((req, res) => {
    withEdgeResponse(res, { headers: edgeHeaders, rewrite });
    void answer(new NodeNextRequest(req), new NodeNextResponse(res));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: string[] }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/x' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: res.rawHeaders }));
    })
      .on('error', reject)
      .end();
  });
}

const allValues = (raw: string[], name: string) => raw.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() === name ? [raw[i + 1]!] : []));

describe('a route handler answer through the front server', () => {
  it("keeps a served file's own Content-Security-Policy, sent with the edge's", async () => {
    const file = new Response('%PDF-1.7', {
      headers: { 'content-type': 'application/pdf', 'content-security-policy': FILE_POLICY, 'content-disposition': 'attachment' },
    });
    const { raw, headers } = await serve((req, res) => sendResponse(req, res, file));
    const policies = allValues(raw, 'content-security-policy');
    expect(policies).toContain(FILE_POLICY);
    expect(policies).toContain(edgeHeaders['content-security-policy']);
    // the file's policy comes first and the edge's other headers are all there
    expect(policies[0]).toBe(FILE_POLICY);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(allValues(raw, 'x-content-type-options')).toHaveLength(1);
  });

  it("gives an answer without headers of its own the edge's", async () => {
    const { headers } = await serve((req, res) => sendResponse(req, res, new Response('{}', { headers: { 'content-type': 'application/json' } })));
    expect(headers['content-security-policy']).toBe(edgeHeaders['content-security-policy']);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('sends an RSC redirect Next built from the rewritten path to the public path', async () => {
    // what Next does for an RSC request whose _rsc does not match its headers (base-server.js)
    const redirect = async (_req: NodeNextRequest, res: NodeNextResponse) => {
      res.statusCode = 307;
      res.setHeader('location', '/zh-CN/1/lclFreight?portStartId=3&_rsc=1a2b3');
      res.body('').send();
    };
    const zh = await serve(redirect, '/zh-CN/1/lclFreight?portStartId=3&_rsc=bad');
    expect(zh.status).toBe(307);
    expect(zh.headers.location).toBe('/lclFreight?portStartId=3&_rsc=1a2b3');
  });
});

describe('publicLocation', () => {
  it('maps the internal prefix of this request back to its public form', () => {
    expect(publicLocation('/zh-CN/1/lclFreight?_rsc=x', '/zh-CN/1/lclFreight?_rsc=y')).toBe('/lclFreight?_rsc=x');
    expect(publicLocation('/zh-CN/1?_rsc=x', '/zh-CN/1?_rsc=y')).toBe('/?_rsc=x');
    expect(publicLocation('/zh-CN/1', '/zh-CN/1')).toBe('/');
    expect(publicLocation('/en/2/schedules?_rsc=x', '/en/2/schedules')).toBe('/en/schedules?_rsc=x');
    expect(publicLocation('/en/2', '/en/2/news')).toBe('/en');
    expect(publicLocation('http://localhost:3000/en/2/news/7#top', '/en/2/news/8')).toBe('http://localhost:3000/en/news/7#top');
  });

  it('leaves public and foreign locations alone', () => {
    expect(publicLocation('/lclFreight', '/zh-CN/1/lclFreight')).toBe('/lclFreight');
    expect(publicLocation('/en/login', '/en/1/workspace')).toBe('/en/login');
    expect(publicLocation('/zh-CN/12/x', '/zh-CN/1/x')).toBe('/zh-CN/12/x');
    expect(publicLocation('https://pay.example.com/zh-CN/1/x', undefined)).toBe('https://pay.example.com/zh-CN/1/x');
    expect(publicLocation('/zh-CN/1/x', undefined)).toBe('/zh-CN/1/x');
  });
});

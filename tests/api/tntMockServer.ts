// The mock DCSA Track & Trace carrier (lib/dcsa/demo/tnt.ts) served over HTTP on a free port of
// 127.0.0.1, for the adapter to call as it would call a carrier. Nothing leaves this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TntMockCarrier } from '@/lib/dcsa/demo/tnt';

export async function serveTntMock(carrier: TntMockCarrier, now: () => Date): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    try {
      const answer = await carrier.handle({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: text ? JSON.parse(text) : undefined }, now());
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    } catch (error) {
      res.writeHead(599, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

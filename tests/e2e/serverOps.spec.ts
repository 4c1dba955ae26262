// The production build behind the front server (server.mjs, lib/proxy/frontServer.mjs): the
// operations endpoints answered before the edge, a 413 naming its endpoint's limit on a clean
// connection — declared too large, or found so while Next's route reads a chunked body — and the
// stable Message-ID of a delivered message.
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { deliveredMessage } from './outboxDrop';

type Raw = { status: number; head: string; body: string; ended: boolean; error: string | null };

/** A POST with `bytes` of body written on a raw socket (declared or chunked), the rest sent even after the answer. */
function post(baseURL: string | undefined, path: string, bytes: number, chunked: boolean, headers: Record<string, string> = {}): Promise<Raw> {
  const u = new URL(path, baseURL ?? 'http://localhost:3100');
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(u.port), allowHalfOpen: true });
    let got = '';
    let ended = false;
    let error: string | null = null;
    socket.on('data', (c: Buffer) => (got += c.toString('utf8')));
    socket.on('end', () => (ended = true));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const at = got.lastIndexOf('HTTP/1.1 ');
      const answer = got.slice(at);
      const split = answer.indexOf('\r\n\r\n');
      let body = answer.slice(split + 4);
      if (/transfer-encoding: chunked/i.test(answer.slice(0, split))) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status: Number(answer.split(' ')[1]), head: answer.slice(0, split), body, ended, error });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${extra}${chunked ? 'transfer-encoding: chunked' : `content-length: ${bytes}`}\r\n\r\n`);
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += piece.length;
        const data = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        if (!socket.write(data)) return void socket.once('drain', pump);
      }
      if (socket.destroyed) return;
      if (chunked) socket.write('0\r\n\r\n');
      socket.end();
    };
    pump();
  });
}

test.describe('operations endpoints', () => {
  test('/healthz and /readyz answer before the edge, never cached; /metrics is closed without METRICS_TOKEN', async ({ request }) => {
    const health = await request.get('/healthz', { maxRedirects: 0 });
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe('ok\n');
    expect(health.headers()['cache-control']).toBe('no-store');
    const ready = await request.get('/readyz', { maxRedirects: 0 });
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect((await request.get('/metrics', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('a body over its endpoint’s limit', () => {
  test('declared too large for news save: 413 naming 256 KB, then the connection ends cleanly', async ({ baseURL }) => {
    const res = await post(baseURL, '/api/staff/news/save', 4 * 1024 * 1024, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('请求内容过大，不能超过 256 KB');
    expect(res.head).toMatch(/connection: close/i);
    expect(res.ended).toBe(true);
    expect(res.error).toBeNull();
  });

  test('chunked, found too large while the login route reads it: 413 naming 1 MB, in English, without a reset', async ({ baseURL }) => {
    const res = await post(baseURL, '/api/webuser/login', 6 * 1024 * 1024, true, { lang: 'en' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The request is too large; it must not exceed 1 MB');
    expect(res.error).toBeNull();
  });
});

test('a delivered message carries the Message-ID of its outbox row', async ({ request }) => {
  const email = `ops-${Date.now().toString(36)}@example.com`;
  const sent = await request.post('/api/webuser/sendCode', { data: { account: email } });
  expect(sent.status()).toBe(200);
  const message = await deliveredMessage(email, 'register-code');
  expect(message.messageId).toMatch(new RegExp(`^<outbox-\\d+\\.${message.companyId}@localhost>$`));
});

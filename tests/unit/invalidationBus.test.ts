// The invalidation bus on its own, over an in-memory transport: what a listener sees, what goes on the
// wire, what waits while the transport is down, and what a reconnection does.
import { describe, expect, it, vi } from 'vitest';
import { InvalidationBus, type BusTransport } from '@/lib/server/cluster/bus';
import { outageLog } from '@/lib/server/cluster/redis';
import { decodeSignal, encodeSignal, type Delivered } from '@/lib/server/cluster/signals';

/** A transport whose messages land in `sent` and that is up or down at will. */
function fakeTransport() {
  let events: Parameters<BusTransport['start']>[0] | null = null;
  const t = {
    up: true,
    sent: [] as string[],
    transport: {
      name: 'fake',
      start(e) {
        events = e;
      },
      async publish(text: string) {
        if (!t.up) throw new Error('down');
        t.sent.push(text);
      },
      async stop() {},
    } satisfies BusTransport,
    deliver: (text: string) => events!.message(text),
    backUp: () => {
      t.up = true;
      events!.reconnected();
    },
    sendable: () => events!.sendable(),
  };
  return t;
}

const recorder = () => {
  const seen: Delivered[] = [];
  return { seen, fn: (s: Delivered) => void seen.push(s) };
};

describe('signals on the wire', () => {
  it('decode what encode wrote, and nothing else', () => {
    const text = encodeSignal({ kind: 'company', companyId: 7, tags: ['company:7'], at: 1_700_000_000_000 }, 'host:1:ab');
    expect(decodeSignal(text)).toEqual({ signal: { kind: 'company', companyId: 7, tags: ['company:7'], at: 1_700_000_000_000 }, from: 'host:1:ab' });
    const good = JSON.parse(text) as Record<string, unknown>;
    for (const bad of [
      'not json',
      JSON.stringify({ ...good, v: 2 }),
      JSON.stringify({ ...good, kind: 'everything' }),
      JSON.stringify({ ...good, companyId: -1 }),
      JSON.stringify({ ...good, companyId: '7' }),
      JSON.stringify({ ...good, tags: 'company:7' }),
      JSON.stringify({ ...good, tags: [''] }),
      JSON.stringify({ ...good, at: 'now' }),
      JSON.stringify({ ...good, from: undefined }),
    ]) {
      expect(decodeSignal(bad), bad).toBeNull();
    }
  });
});

describe('InvalidationBus', () => {
  it('runs the local listeners of the kind before announce returns, and sends the signal once', async () => {
    const t = fakeTransport();
    const bus = new InvalidationBus({ instanceId: 'a', now: () => 1000 });
    const news = recorder();
    const rates = recorder();
    bus.on('news', ['tag'], news.fn);
    bus.on('rates', ['rates'], rates.fn);
    bus.attach(t.transport);
    const sent = bus.announce({ kind: 'tag', companyId: 3, tags: ['news:3'] });
    expect(news.seen).toEqual([{ kind: 'tag', companyId: 3, tags: ['news:3'], at: 1000 }]);
    expect(rates.seen).toEqual([]);
    await sent;
    expect(t.sent.map((s) => decodeSignal(s))).toEqual([{ signal: { kind: 'tag', companyId: 3, tags: ['news:3'], at: 1000 }, from: 'a' }]);
  });

  it('gives a received signal to its listeners, ignores its own echo and garbage', () => {
    const t = fakeTransport();
    const bus = new InvalidationBus({ instanceId: 'b' });
    const company = recorder();
    bus.on('company', ['company'], company.fn);
    bus.attach(t.transport);
    t.deliver(encodeSignal({ kind: 'company', companyId: 4, tags: ['company:4'], at: 5 }, 'a'));
    t.deliver(encodeSignal({ kind: 'company', companyId: 9, tags: [], at: 6 }, 'b'));
    t.deliver('{"v":1}');
    expect(company.seen).toEqual([{ kind: 'company', companyId: 4, tags: ['company:4'], at: 5 }]);
  });

  it('a listener registered again under its name replaces the first; a failing one does not stop the others', () => {
    const bus = new InvalidationBus({ instanceId: 'a' });
    const first = recorder();
    const second = recorder();
    bus.on('x', ['ports'], first.fn);
    bus.on('x', ['ports'], second.fn);
    bus.on('boom', ['ports'], () => {
      throw new Error('listener failed');
    });
    const after = recorder();
    bus.on('y', ['ports'], after.fn);
    void bus.announce({ kind: 'ports', companyId: 1 });
    expect(first.seen).toHaveLength(0);
    expect(second.seen).toHaveLength(1);
    expect(after.seen).toHaveLength(1);
  });

  it('keeps signals while the transport is down and sends them in order when it is back; a reconnection resyncs every listener', async () => {
    const t = fakeTransport();
    const bus = new InvalidationBus({ instanceId: 'a' });
    const all = recorder();
    bus.on('rates', ['rates'], all.fn);
    bus.attach(t.transport);
    // ready once with nothing waiting (as at start-up)
    t.sendable();
    t.up = false;
    await bus.announce({ kind: 'rates', companyId: 1 });
    await bus.announce({ kind: 'rates', companyId: 2 });
    expect(t.sent).toEqual([]);
    t.backUp();
    await expect.poll(() => t.sent.length).toBe(2);
    expect(t.sent.map((s) => decodeSignal(s)?.signal.companyId)).toEqual([1, 2]);
    // the listener saw both announcements, then the resync of the reconnection
    expect(all.seen.map((s) => s.kind)).toEqual(['rates', 'rates', 'resync']);
  });
});

describe('outageLog', () => {
  it('logs one line when the first connection drops and one when all are back, however often they fail meanwhile', () => {
    const lines: string[] = [];
    const warn = vi.spyOn(console, 'error').mockImplementation((l: string) => void lines.push(l));
    const info = vi.spyOn(console, 'log').mockImplementation((l: string) => void lines.push(l));
    try {
      const outage = outageLog('redis');
      outage.down('commands', new Error('ECONNREFUSED'));
      outage.down('subscriber', new Error('ECONNREFUSED'));
      outage.down('commands', new Error('ECONNREFUSED'));
      outage.up('commands');
      expect(lines.map((l) => (JSON.parse(l) as { event: string }).event)).toEqual(['redis.down']);
      outage.up('subscriber');
      outage.up('subscriber');
      expect(lines.map((l) => (JSON.parse(l) as { event: string }).event)).toEqual(['redis.down', 'redis.up']);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });
});

// The invalidation bus between instances, with two subscribers in this one test process:
// - always: the process's own bus runs the read models' local work once a change is committed (the
//   embedded database keeps signals in the process);
// - over a real Redis (REDIS_TEST_URL, default DB 1 on 127.0.0.1; required on CI): a signal of one bus
//   reaches the other, Next's cache store is shared and its tags expire on both, and a connection cut
//   and restored (through a TCP relay this test owns) makes the cut instance resync and send what waited;
// - over PostgreSQL LISTEN/NOTIFY in a database made for this file (when DATABASE_URL names PostgreSQL).
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidationBus, processBus } from '@/lib/server/cluster/bus';
import { NextCacheStore } from '@/lib/server/cluster/nextCache';
import { pgTransport } from '@/lib/server/cluster/pgBus';
import { connectRedis, outageLog, type RedisLink } from '@/lib/server/cluster/redis';
import { redisTransport } from '@/lib/server/cluster/redisBus';
import type { Delivered } from '@/lib/server/cluster/signals';
import { companyChanged, liveCompanySettings } from '@/lib/server/company';
import { getDb } from '@/lib/server/db';
import { companies } from '@/lib/server/db/schema';
import { bumpRatesVersion } from '@/lib/server/rates';
import { createCompany } from './helpers';

const recorder = () => {
  const seen: Delivered[] = [];
  return { seen, fn: (s: Delivered) => void seen.push(s) };
};

describe('the process bus (every database)', () => {
  it('a company change drops the settings this process holds at once', async () => {
    const co = await createCompany({ seoTitle: '旧标题' });
    expect((await liveCompanySettings(co.id))?.seoTitle).toBe('旧标题');
    const db = await getDb();
    await db.update(companies).set({ seoTitle: '新标题' }).where(eq(companies.id, co.id));
    // held for a second: without the signal the old title would still be answered
    expect((await liveCompanySettings(co.id))?.seoTitle).toBe('旧标题');
    companyChanged(co.id);
    expect((await liveCompanySettings(co.id))?.seoTitle).toBe('新标题');
  });

  it('a rate version bumped in a transaction is announced after the commit, never after a rollback', async () => {
    const co = await createCompany();
    const seen = recorder();
    processBus().on('test:rates', ['rates'], seen.fn);
    try {
      const db = await getDb();
      await db.transaction(async (tx) => {
        await bumpRatesVersion(tx, co.id);
        expect(seen.seen).toEqual([]);
      });
      expect(seen.seen).toMatchObject([{ kind: 'rates', companyId: co.id }]);
      await expect(
        db.transaction(async (tx) => {
          await bumpRatesVersion(tx, co.id);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(seen.seen).toHaveLength(1);
    } finally {
      processBus().off('test:rates');
    }
  });
});

// ---------------------------------------------------------------- Redis

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/1';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
// CI starts Redis (.ci/run): there it must be reachable, elsewhere a developer without one skips these
const onRedis = !!process.env.CI || (await redisReachable());

/** A TCP relay to Redis that the test can cut (every connection dropped, nothing accepted) and restore. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const relayed = new URL(target.toString());
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    cut: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => new Promise<void>((r) => server.listen(port, '127.0.0.1', r)),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe.skipIf(!onRedis)('the bus and the Next cache over Redis', () => {
  const prefix = `test_bus_${process.pid}_${randomBytes(3).toString('hex')}`;
  const channel = `${prefix}:invalidate`;
  const links: RedisLink[] = [];
  const buses: InvalidationBus[] = [];

  const instance = (name: string, url = redisUrl) => {
    const outage = outageLog('redis');
    const commands = connectRedis(url, 'commands', { outage });
    links.push(commands);
    const bus = new InvalidationBus({ instanceId: `${prefix}:${name}` });
    const store = new NextCacheStore({ redis: { link: commands, prefix } });
    const seen = recorder();
    bus.on('seen', ['tag', 'company', 'rates'], seen.fn);
    bus.on('nextCache', ['tag', 'company'], (s) => (s.kind === 'resync' ? void store.resync() : store.expireLocally(s.tags, s.at)));
    bus.attach(redisTransport({ url, channel, commands, outage }));
    buses.push(bus);
    return { bus, store, seen, commands };
  };
  /** Both connections of an instance are up and it listens (its first resync has arrived). */
  const listening = async (i: ReturnType<typeof instance>) => {
    await expect.poll(() => i.commands.up && i.seen.seen.some((s) => s.kind === 'resync'), { timeout: 10_000 }).toBe(true);
  };

  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
    const admin = new Redis(redisUrl);
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length) await admin.del(...keys);
    admin.disconnect();
    await Promise.all(links.map((l) => l.close()));
  });

  it("one instance's signal reaches the other, which does the same work; neither hears its own twice", async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([listening(a), listening(b)]);
    await a.bus.announce({ kind: 'company', companyId: 12, tags: ['company:12'] });
    await expect.poll(() => b.seen.seen.filter((s) => s.kind === 'company')).toMatchObject([{ kind: 'company', companyId: 12, tags: ['company:12'] }]);
    expect(a.seen.seen.filter((s) => s.kind === 'company')).toHaveLength(1);
    await b.bus.announce({ kind: 'rates', companyId: 3 });
    await expect.poll(() => a.seen.seen.filter((s) => s.kind === 'rates')).toMatchObject([{ kind: 'rates', companyId: 3 }]);
    expect(b.seen.seen.filter((s) => s.kind === 'rates')).toHaveLength(1);
  });

  it("shares Next's cache: a page written by one is read by the other; a tag expired on one is expired on both, and for an instance that starts later", async () => {
    const a = instance('c');
    const b = instance('d');
    await Promise.all([listening(a), listening(b)]);
    const news = { kind: 'APP_PAGE', html: '<p>旧闻</p>', rscData: Buffer.from('rsc'), segmentData: new Map([['/_tree', Buffer.from('tree')]]), headers: { 'x-next-cache-tags': 'news:41,company:41' }, status: 200 };
    await a.store.set('build1', '/zh-CN/41/news', news, { cacheControl: { revalidate: 600 } });
    const read = await b.store.get('build1', '/zh-CN/41/news', { kind: 'APP_PAGE' });
    expect(read?.value).toEqual(news);
    expect(await b.store.get('build2', '/zh-CN/41/news', { kind: 'APP_PAGE' })).toBeNull();

    // the staff change on A: Next's revalidateTag there, and the signal to B (which now holds a copy)
    await new Promise((r) => setTimeout(r, 2));
    await a.store.revalidateTag(['news:41'], { expire: 0 });
    await a.bus.announce({ kind: 'tag', companyId: 41, tags: ['news:41'] });
    expect(await a.store.get('build1', '/zh-CN/41/news', { kind: 'APP_PAGE' })).toBeNull();
    await expect.poll(() => b.store.get('build1', '/zh-CN/41/news', { kind: 'APP_PAGE' })).toBeNull();

    // an instance started now learns the tag from Redis, not from a signal it never heard
    const c = instance('e');
    await listening(c);
    expect(await c.store.get('build1', '/zh-CN/41/news', { kind: 'APP_PAGE' })).toBeNull();
    // the page rendered again after the change is shared as before
    await b.store.set('build1', '/zh-CN/41/news', { ...news, html: '<p>新闻</p>' }, {});
    expect((await c.store.get('build1', '/zh-CN/41/news', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<p>新闻</p>' });
  });

  it('an instance cut from Redis keeps serving, resyncs when it is back and sends what waited', { timeout: 60_000 }, async () => {
    const relay = await relayTo(new URL(redisUrl));
    try {
      const a = instance('f');
      const b = instance('g', relay.url);
      await Promise.all([listening(a), listening(b)]);
      await b.store.set('build1', '/zh-CN/42/about', { kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': 'company:42' } }, {});
      const resyncs = () => b.seen.seen.filter((s) => s.kind === 'resync').length;
      const before = resyncs();

      await relay.cut();
      await expect.poll(() => b.commands.up).toBe(false);
      // B still answers from its own copy and accepts changes: nothing throws
      expect(await b.store.get('build1', '/zh-CN/42/about', { kind: 'APP_PAGE' })).not.toBeNull();
      await b.bus.announce({ kind: 'rates', companyId: 42 });
      await b.store.revalidateTag('content:42');
      // A's change meanwhile (Next's revalidateTag there, and the signal) never reaches B
      await a.store.revalidateTag('company:42', { expire: 0 });
      await a.bus.announce({ kind: 'company', companyId: 42, tags: ['company:42'] });
      await new Promise((r) => setTimeout(r, 300));
      expect(b.seen.seen.some((s) => s.kind === 'company' && s.companyId === 42)).toBe(false);

      await relay.restore();
      // back: B resyncs (dropping what it held, so the missed change cannot be served stale) …
      await expect.poll(() => resyncs(), { timeout: 20_000 }).toBeGreaterThan(before);
      await expect.poll(() => b.store.get('build1', '/zh-CN/42/about', { kind: 'APP_PAGE' })).toBeNull();
      // … and what it announced while cut reaches A
      await expect.poll(() => a.seen.seen.some((s) => s.kind === 'rates' && s.companyId === 42), { timeout: 20_000 }).toBe(true);
      // its tag revalidation reached Redis too: A's copy of a page of that tag is expired
      await a.store.set('build1', '/zh-CN/42/services', { kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': 'content:42' } }, {});
      const admin = new Redis(redisUrl);
      await expect.poll(async () => (await admin.hget(`${prefix}:next:tags`, 'content:42')) !== null, { timeout: 20_000 }).toBe(true);
      admin.disconnect();
    } finally {
      relay.close();
    }
  });
});

// ---------------------------------------------------------------- PostgreSQL

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

describe.skipIf(!onPostgres)('the bus over PostgreSQL LISTEN/NOTIFY', () => {
  const dbName = `cluster_bus_${process.pid}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/postgres');
  const url = (database: string) => {
    const u = new URL(server.toString());
    u.pathname = `/${database}`;
    return u.toString();
  };
  const buses: InvalidationBus[] = [];

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url('postgres') });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
  });

  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const instance = (name: string) => {
    const bus = new InvalidationBus({ instanceId: `${dbName}:${name}` });
    const seen = recorder();
    bus.on('seen', ['tag', 'schedules'], seen.fn);
    bus.attach(pgTransport({ connectionString: url(dbName), channel: 'portal_invalidate' }));
    buses.push(bus);
    return { bus, seen };
  };

  it("one instance's signal reaches the other; a listener whose connection is killed listens again and resyncs", { timeout: 60_000 }, async () => {
    const a = instance('a');
    const b = instance('b');
    await expect.poll(() => a.seen.seen.length > 0 && b.seen.seen.length > 0, { timeout: 10_000 }).toBe(true);
    await a.bus.announce({ kind: 'tag', companyId: 5, tags: ['news:5'] });
    await expect.poll(() => b.seen.seen.filter((s) => s.kind === 'tag')).toMatchObject([{ kind: 'tag', companyId: 5, tags: ['news:5'] }]);
    expect(a.seen.seen.filter((s) => s.kind === 'tag')).toHaveLength(1);

    // the server ends B's listening connection (as a restart or failover would)
    const resyncs = () => b.seen.seen.filter((s) => s.kind === 'resync').length;
    const before = resyncs();
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND query = 'LISTEN portal_invalidate'`);
    await expect.poll(() => resyncs(), { timeout: 20_000 }).toBeGreaterThan(before);
    await a.bus.announce({ kind: 'schedules', companyId: 5 });
    await expect.poll(() => b.seen.seen.some((s) => s.kind === 'schedules'), { timeout: 10_000 }).toBe(true);
  });
});

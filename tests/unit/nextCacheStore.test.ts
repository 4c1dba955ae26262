// The store behind Next's cache handler, held in process (no Redis): an entry is answered until one
// of its tags expires after it was written, a stale tag makes Next render it again behind the
// answer, and the process's copies stay within their byte bound.
import { describe, expect, it } from 'vitest';
import { NextCacheStore } from '@/lib/server/cluster/nextCache';
import type { RedisLink } from '@/lib/server/cluster/redis';

const page = (tags: string, html = 'x') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags }, status: 200 });
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 600 });

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, tick: (ms = 1) => (t += ms) };
}

describe('NextCacheStore (in process)', () => {
  it('answers a page until a tag it carries is expired after it was written', async () => {
    const c = clock();
    const store = new NextCacheStore({ now: c.now });
    await store.set('b1', '/zh-CN/1/news', page('_N_T_/layout,news:1,company:1'), { cacheControl: { revalidate: 600 } });
    c.tick();
    const hit = await store.get('b1', '/zh-CN/1/news', { kind: 'APP_PAGE' });
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE', html: 'x' });
    expect(hit?.cacheControl).toEqual({ revalidate: 600 });

    // another company's tag changes nothing
    store.expireLocally(['news:2'], c.tick());
    expect(await store.get('b1', '/zh-CN/1/news', { kind: 'APP_PAGE' })).not.toBeNull();

    store.expireLocally(['news:1'], c.tick());
    c.tick();
    expect(await store.get('b1', '/zh-CN/1/news', { kind: 'APP_PAGE' })).toBeNull();

    // written again after the expiry: served again
    await store.set('b1', '/zh-CN/1/news', page('_N_T_/layout,news:1,company:1', 'y'), {});
    c.tick();
    expect((await store.get('b1', '/zh-CN/1/news', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: 'y' });
  });

  it('checks unstable_cache data against its own tags and the page tags it is read under', async () => {
    const c = clock();
    const store = new NextCacheStore({ now: c.now });
    await store.set('b1', 'k', data('[1]'), { tags: ['news:1'] });
    c.tick();
    expect(await store.get('b1', 'k', { kind: 'FETCH', tags: ['news:1'], softTags: ['_N_T_/zh-CN/1/news'] })).not.toBeNull();
    await store.revalidateTag('_N_T_/zh-CN/1/news');
    c.tick();
    expect(await store.get('b1', 'k', { kind: 'FETCH', tags: ['news:1'], softTags: ['_N_T_/zh-CN/1/news'] })).toBeNull();
    await store.set('b1', 'k', data('[2]'), { tags: ['news:1'] });
    c.tick();
    // read without the tags (a caller that does not pass them): its stored tags still count
    await store.revalidateTag(['news:1'], { expire: 0 });
    c.tick();
    expect(await store.get('b1', 'k', { kind: 'FETCH' })).toBeNull();
  });

  it('a tag revalidated with a later expiry makes the entry stale (served once, Next renders again), not gone', async () => {
    const c = clock();
    const store = new NextCacheStore({ now: c.now });
    await store.set('b1', '/p', page('content:1'), { cacheControl: { revalidate: 3600 } });
    c.tick();
    await store.revalidateTag('content:1', { expire: 300 });
    c.tick();
    const stale = await store.get('b1', '/p', { kind: 'APP_PAGE' });
    expect(stale?.value).toMatchObject({ html: 'x' });
    // an age older than any revalidate period: Next serves it and renders the page again
    expect(stale?.lastModified).toBe(1);
    c.tick(300_000);
    expect(await store.get('b1', '/p', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('keeps builds apart and its copies within the byte bound, the least recently used dropped first', async () => {
    const store = new NextCacheStore({ maxBytes: 3_000 });
    await store.set('b1', '/a', page('t', 'a'.repeat(900)));
    expect(await store.get('b2', '/a', { kind: 'APP_PAGE' })).toBeNull();
    await store.set('b1', '/b', page('t', 'b'.repeat(900)));
    expect(store.held.entries).toBe(2);
    expect(await store.get('b1', '/a', { kind: 'APP_PAGE' })).not.toBeNull();
    await store.set('b1', '/c', page('t', 'c'.repeat(900)));
    expect(store.held.bytes).toBeLessThanOrEqual(3_000);
    // /b was the least recently used
    expect(await store.get('b1', '/b', { kind: 'APP_PAGE' })).toBeNull();
    expect(await store.get('b1', '/a', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await store.get('b1', '/c', { kind: 'APP_PAGE' })).not.toBeNull();
    // an entry of more than half the bound is not held at all
    await store.set('b1', '/big', page('t', 'x'.repeat(2_000)));
    expect(await store.get('b1', '/big', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a resync drops every copy held in process', async () => {
    const store = new NextCacheStore();
    await store.set('b1', '/a', page('t'));
    await store.resync();
    expect(store.held.entries).toBe(0);
    expect(await store.get('b1', '/a', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('a Redis that fails (or hangs past its timeout) is asked once, then left alone for a moment; the process copy serves meanwhile', async () => {
    const c = clock();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('Command timed out'));
    };
    const link = { up: true, onReady: () => {}, close: async () => {}, client: { getBuffer: failing, set: failing, eval: failing, hgetall: async () => ({}) } } as unknown as RedisLink;
    const store = new NextCacheStore({ redis: { link, prefix: 't' }, now: c.now });
    // before the tag times are loaded Redis is not read at all
    expect(await store.get('b1', '/missing', { kind: 'APP_PAGE' })).toBeNull();
    expect(calls).toBe(0);
    await store.resync();
    expect(await store.get('b1', '/missing', { kind: 'APP_PAGE' })).toBeNull();
    expect(calls).toBe(1);
    await store.set('b1', '/a', page('t'));
    expect(await store.get('b1', '/a', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await store.get('b1', '/other', { kind: 'APP_PAGE' })).toBeNull();
    expect(calls).toBe(1);
    c.tick(5_000);
    expect(await store.get('b1', '/other', { kind: 'APP_PAGE' })).toBeNull();
    expect(calls).toBe(2);
  });

  it('dates an entry from the miss that started its render: a render that read data before a tag expired writes an expired copy', async () => {
    const c = clock();
    const store = new NextCacheStore({ now: c.now });
    // B misses at t0 and renders with what the database held then …
    expect(await store.get('b1', '/zh-CN/1', { kind: 'APP_PAGE' })).toBeNull();
    c.tick(50);
    // … the news changes on A meanwhile, and the signal arrives …
    store.expireLocally(['news:1'], c.tick(1));
    c.tick(100);
    // … before B writes the page: it must not pass for newer than the change
    await store.set('b1', '/zh-CN/1', page('news:1', 'old'), {});
    c.tick();
    expect(await store.get('b1', '/zh-CN/1', { kind: 'APP_PAGE' })).toBeNull();
    // rendered again after the change: served
    c.tick(10);
    await store.set('b1', '/zh-CN/1', page('news:1', 'new'), {});
    c.tick();
    expect((await store.get('b1', '/zh-CN/1', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: 'new' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Port } from '@/lib/contracts/ports';
import {
  RECENT_PORTS_COOKIE,
  RECENT_PORTS_DAYS,
  RECENT_PORTS_MAX,
  parseRecent,
  pushRecent,
  readRecentPorts,
  rememberPort,
  type RecentPortsStorage,
} from '@/lib/ports/recentPorts';

const port = (id: number, code = `P${id}`): Port => ({
  id,
  code,
  nameCn: `港${id}`,
  nameEn: `Port ${id}`,
  countryName: '中国',
  countryNameEn: 'China',
  logo: '',
});

/** An in-memory cookie jar that records the options of every write. */
function fakeStorage(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: { name: string; expires: number }[] = [];
  const storage: RecentPortsStorage = {
    get: (name) => jar.get(name),
    set: (name, value, options) => {
      jar.set(name, value);
      writes.push({ name, expires: options.expires });
    },
  };
  return { storage, jar, writes };
}

const ids = (list: Port[]) => list.map((p) => p.id);

describe('pushRecent', () => {
  it('puts the chosen port first', () => {
    expect(ids(pushRecent([port(1), port(2)], port(3)))).toEqual([3, 1, 2]);
  });

  it('keeps each port once: choosing a listed port moves it to the front', () => {
    expect(ids(pushRecent([port(1), port(2), port(3)], port(2)))).toEqual([2, 1, 3]);
  });

  it('keeps at most 6; the 7th pushes out the oldest', () => {
    let list: Port[] = [];
    for (let i = 1; i <= 7; i++) list = pushRecent(list, port(i));
    expect(RECENT_PORTS_MAX).toBe(6);
    expect(ids(list)).toEqual([7, 6, 5, 4, 3, 2]);
  });
});

describe('parseRecent', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['wrong shape', '[{"id":"x"}]'],
  ])('ignores a %s cookie', (_, raw) => {
    expect(parseRecent(raw)).toEqual([]);
  });

  it('repairs a hand-written list: duplicates and extra entries go', () => {
    const raw = JSON.stringify([port(1), port(2), port(1), port(3), port(4), port(5), port(6), port(7)]);
    expect(ids(parseRecent(raw))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('cookie adapter', () => {
  it('stores each direction in its own cookie for 7 days', () => {
    const { storage, jar, writes } = fakeStorage();
    rememberPort('origin', port(1), storage);
    rememberPort('destination', port(9), storage);
    expect(RECENT_PORTS_DAYS).toBe(7);
    expect(writes).toEqual([
      { name: RECENT_PORTS_COOKIE.origin, expires: 7 },
      { name: RECENT_PORTS_COOKIE.destination, expires: 7 },
    ]);
    expect(ids(readRecentPorts('origin', storage))).toEqual([1]);
    expect(ids(readRecentPorts('destination', storage))).toEqual([9]);
    expect(jar.size).toBe(2);
  });

  it('choosing 7 origins in turn leaves the 6 most recent, most recent first', () => {
    const { storage } = fakeStorage();
    for (let i = 1; i <= 7; i++) rememberPort('origin', port(i), storage);
    expect(ids(readRecentPorts('origin', storage))).toEqual([7, 6, 5, 4, 3, 2]);
  });

  it('starts over from a corrupt cookie instead of failing', () => {
    const { storage } = fakeStorage({ [RECENT_PORTS_COOKIE.origin]: '%%%not-json' });
    expect(readRecentPorts('origin', storage)).toEqual([]);
    expect(ids(rememberPort('origin', port(3), storage))).toEqual([3]);
  });

  it('the default adapter writes a js-cookie that expires in 7 days', async () => {
    const Cookies = (await import('js-cookie')).default;
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    vi.spyOn(Cookies, 'get').mockImplementation((() => undefined) as unknown as typeof Cookies.get);
    rememberPort('destination', port(5));
    expect(set).toHaveBeenCalledWith(RECENT_PORTS_COOKIE.destination, JSON.stringify([port(5)]), expect.objectContaining({ expires: 7, path: '/' }));
    vi.restoreAllMocks();
  });
});

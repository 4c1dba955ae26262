// Recent rate lanes (lib/rates/recentLanes.ts): newest first, unique, at most six per kind; a stored
// list written by hand or by an older version is read as far as it is valid.
import { describe, expect, it } from 'vitest';
import { parseLanes, pushLane, readRecentLanes, recentLanesKey, rememberLane, RECENT_LANES_MAX, type LaneStorage } from '@/lib/rates/recentLanes';

const port = (id: number) => ({ id, code: `P${id}`, nameCn: `港${id}`, nameEn: `Port ${id}` });
const lane = (a: number | null, b: number | null) => ({ origin: a === null ? null : port(a), destination: b === null ? null : port(b) });
const ids = (list: ReturnType<typeof parseLanes>) => list.map((l) => `${l.origin?.id ?? '-'}>${l.destination?.id ?? '-'}`);

function memory(): LaneStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('recent rate lanes', () => {
  it('puts the newest first, drops an older copy and keeps at most the max', () => {
    let list = pushLane([], lane(1, 2));
    list = pushLane(list, lane(1, null));
    list = pushLane(list, lane(1, 2));
    expect(ids(list)).toEqual(['1>2', '1>-']);
    for (let i = 10; i < 20; i++) list = pushLane(list, lane(i, 2));
    expect(list).toHaveLength(RECENT_LANES_MAX);
    expect(ids(list)[0]).toBe('19>2');
  });

  it('stores per kind and reads back what it wrote, without extra fields', () => {
    const store = memory();
    rememberLane('lcl', { origin: { ...port(1), logo: 'x.png' } as never, destination: port(2) }, store);
    rememberLane('lcl', lane(3, 4), store);
    rememberLane('fcl', lane(5, 6), store);
    expect(ids(readRecentLanes('lcl', store))).toEqual(['3>4', '1>2']);
    expect(ids(readRecentLanes('fcl', store))).toEqual(['5>6']);
    expect(JSON.parse(store.data.get(recentLanesKey('lcl'))!)[1].origin).toEqual(port(1));
  });

  it('ignores a lane without any port and keeps the list', () => {
    const store = memory();
    rememberLane('lcl', lane(1, 2), store);
    expect(ids(rememberLane('lcl', lane(null, null), store))).toEqual(['1>2']);
  });

  it('reads what it can of a damaged list', () => {
    expect(parseLanes('not json')).toEqual([]);
    expect(parseLanes('{"a":1}')).toEqual([]);
    const raw = JSON.stringify([lane(1, 2), { origin: { id: 'x' }, destination: port(3) }, { origin: null, destination: null }, lane(null, 4), lane(1, 2)]);
    expect(ids(parseLanes(raw))).toEqual(['1>2', '->4']);
  });

  it('survives a storage that refuses', () => {
    const broken: LaneStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readRecentLanes('lcl', broken)).toEqual([]);
    expect(ids(rememberLane('lcl', lane(1, 2), broken))).toEqual(['1>2']);
  });
});

import { describe, expect, it } from 'vitest';
import { PORT_SEARCH_LIMIT } from '@/lib/contracts/ports';
import { PortSearchIndex, type IndexedPort } from '@/lib/ports/searchIndex';
import { PORTS } from '@/lib/server/db/seed/ports';
import { portRank } from '@/lib/server/db/seed/portThroughput';

let nextId = 1;
function port(p: Partial<IndexedPort> & Pick<IndexedPort, 'code' | 'nameCn' | 'nameEn'>): IndexedPort {
  return {
    id: nextId++,
    countryName: '中国',
    countryNameEn: 'China',
    logo: '',
    isOrigin: true,
    isDestination: true,
    sort: 0,
    rank: 0,
    ...p,
  };
}

const ningbo = port({ code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo', isDestination: false, sort: 1 });
const shanghai = port({ code: 'CNSHA', nameCn: '上海', nameEn: 'Shanghai', isDestination: false, sort: 2 });
const hamburg = port({ code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg', countryName: '德国', countryNameEn: 'Germany', isOrigin: false, sort: 3 });
const hongKong = port({ code: 'HKHKG', nameCn: '香港', nameEn: 'Hong Kong', sort: 4 });
const index = new PortSearchIndex([ningbo, shanghai, hamburg, hongKong]);

const codes = (rows: { code: string }[]) => rows.map((r) => r.code);

describe('PortSearchIndex', () => {
  it('finds a port by Chinese name, English name and code', () => {
    expect(codes(index.search('宁波', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('Ningbo', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('CNNGB', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('汉堡', 2))).toEqual(['DEHAM']);
    expect(codes(index.search('hong kong', 2))).toEqual(['HKHKG']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(codes(index.search('cnngb', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('NINGBO', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('  nInGbO ', 1))).toEqual(['CNNGB']);
  });

  it('matches partial input: one character, a name prefix, a substring', () => {
    expect(codes(index.search('宁', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('ning', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('ngb', 1))).toEqual(['CNNGB']);
    expect(codes(index.search('burg', 2))).toEqual(['DEHAM']);
  });

  it('returns nothing for a query nothing contains', () => {
    expect(index.search('xyz', 1)).toEqual([]);
    expect(index.search('北京', 2)).toEqual([]);
  });

  it('filters by type: 1 origin ports only, 2 destination ports only', () => {
    expect(codes(index.search('Hamburg', 1))).toEqual([]);
    expect(codes(index.search('Hamburg', 2))).toEqual(['DEHAM']);
    expect(codes(index.search('Ningbo', 2))).toEqual([]);
    // Hong Kong is both
    expect(codes(index.search('HKHKG', 1))).toEqual(['HKHKG']);
    expect(codes(index.search('HKHKG', 2))).toEqual(['HKHKG']);
  });

  it('ranks exact code, then a prefix of the code or a name, then contains (before sort order)', () => {
    // sort order is the reverse of the expected rank, so only the ranking can produce this order
    const contains = port({ code: 'ZZZ01', nameCn: '测试甲', nameEn: 'Port Abc', sort: 0 });
    const namePrefix = port({ code: 'ZZZ02', nameCn: '测试乙', nameEn: 'Abcville', sort: 1, rank: 10 });
    const codePrefix = port({ code: 'ABCDE', nameCn: '测试丙', nameEn: 'Somewhere', sort: 2 });
    const exact = port({ code: 'ABC', nameCn: '测试丁', nameEn: 'Elsewhere', sort: 3 });
    const idx = new PortSearchIndex([contains, namePrefix, codePrefix, exact]);
    // code and name prefixes are one class, by importance: the busier name prefix first
    expect(codes(idx.search('abc', 1))).toEqual(['ABC', 'ZZZ02', 'ABCDE', 'ZZZ01']);
  });

  it('ranks a Chinese name prefix before a Chinese name that only contains the query', () => {
    const inside = port({ code: 'CNAAA', nameCn: '北宁波', nameEn: 'Aaa', sort: 0 });
    const idx = new PortSearchIndex([inside, ningbo]);
    expect(codes(idx.search('宁波', 1))).toEqual(['CNNGB', 'CNAAA']);
  });

  it('orders a match class by port importance before the sort value', () => {
    // Hamad comes first in the company's order; Hamburg handles five times the containers.
    const hamad = port({ code: 'QAHMD', nameCn: '哈马德', nameEn: 'Hamad', sort: 1, rank: 1500 });
    const hamburgBig = port({ code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg', sort: 2, rank: 7700 });
    const rotterdam = port({ code: 'NLRTM', nameCn: '鹿特丹', nameEn: 'Rotterdam', sort: 9, rank: 13450 });
    const rotorua = port({ code: 'NZROT', nameCn: '罗托鲁瓦', nameEn: 'Rotorua', sort: 3, rank: 0 });
    // a Romanian UN/LOCODE (RO + T…) is a code prefix of `rot`: it must not push Rotterdam down
    const romanian = port({ code: 'ROTGV', nameCn: '特尔古维', nameEn: 'Targoviste', sort: 0, rank: 0 });
    const idx = new PortSearchIndex([hamad, hamburgBig, rotorua, romanian, rotterdam]);
    expect(codes(idx.search('ham', 2))).toEqual(['DEHAM', 'QAHMD']);
    expect(codes(idx.search('rot', 2))).toEqual(['NLRTM', 'ROTGV', 'NZROT']);
    // the class still comes first: an exact code beats a bigger port's name prefix
    expect(codes(idx.search('nzrot', 2))).toEqual(['NZROT']);
  });

  it('orders equally ranked ports by their sort value', () => {
    const b = port({ code: 'QQB01', nameCn: '测试B', nameEn: 'Same Port B', sort: 2 });
    const a = port({ code: 'QQA01', nameCn: '测试A', nameEn: 'Same Port A', sort: 1 });
    const idx = new PortSearchIndex([b, a]);
    expect(codes(idx.search('same port', 1))).toEqual(['QQA01', 'QQB01']);
  });

  it(`returns at most ${PORT_SEARCH_LIMIT} ports`, () => {
    expect(PORT_SEARCH_LIMIT).toBe(20);
    const many = Array.from({ length: 30 }, (_, i) =>
      port({ code: `XX${String(i).padStart(3, '0')}`, nameCn: `港口${i}`, nameEn: `Harbour ${i}`, sort: i }),
    );
    const idx = new PortSearchIndex(many);
    const rows = idx.search('harbour', 2);
    expect(rows).toHaveLength(20);
    expect(rows[0]?.code).toBe('XX000');
    expect(idx.search('harbour', 2, 5)).toHaveLength(5);
  });

  it('returns [] for an empty or blank query', () => {
    expect(index.search('', 1)).toEqual([]);
    expect(index.search('   ', 2)).toEqual([]);
  });

  it('answers with the public port fields only', () => {
    const [row] = index.search('CNNGB', 1);
    expect(row).toEqual({
      id: ningbo.id,
      code: 'CNNGB',
      nameCn: '宁波',
      nameEn: 'Ningbo',
      countryName: '中国',
      countryNameEn: 'China',
      logo: '',
    });
  });
});

describe('PortSearchIndex over the seed ports', () => {
  const seeded = new PortSearchIndex(
    PORTS.map((p, i) =>
      port({ code: p.code, nameCn: p.nameCn, nameEn: p.nameEn, isOrigin: p.isOrigin, isDestination: p.isDestination, sort: i + 1, rank: portRank(p.code) }),
    ),
  );

  it.each([
    ['ham', 'DEHAM'],
    ['rot', 'NLRTM'],
    ['los', 'USLAX'],
    ['ant', 'BEANR'],
    ['jeb', 'AEJEA'],
  ])('offers the busiest port first for %j', (q, first) => {
    expect(codes(seeded.search(q, 2))[0]).toBe(first);
  });

  it('has a throughput figure for the main ports of every lane', () => {
    for (const code of ['CNSHA', 'SGSIN', 'NLRTM', 'DEHAM', 'USLAX', 'AEJEA', 'BRSSZ', 'AUMEL', 'ZADUR']) expect(portRank(code)).toBeGreaterThan(1000);
    expect(PORTS.filter((p) => portRank(p.code) === 0)).toEqual([]);
  });
});

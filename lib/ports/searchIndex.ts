import { PORT_SEARCH_LIMIT, type Port } from '../contracts/ports';

/** `rank`: importance (container throughput), higher first; `sort`: the company's own order, the tie-break. */
export type IndexedPort = Port & { isOrigin: boolean; isDestination: boolean; sort: number; rank: number };

type Entry = { port: IndexedPort; code: string; cn: string; en: string };

/**
 * An in-memory index of one company's ports for search-as-you-type: an exact-code map plus a
 * posting list per 1- and 2-character gram of the code, the Chinese and the English name. A query
 * intersects the postings of its grams, so it touches only ports that can match instead of all.
 */
export class PortSearchIndex {
  private readonly entries: Entry[];
  private readonly byCode = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();

  constructor(ports: readonly IndexedPort[]) {
    // Entries (and so every posting list) are kept in display order once, here — the busiest port
    // first, then the company's order — so a search only buckets candidates by match class and
    // never sorts: `ham` offers Hamburg before Hamad, `rot` Rotterdam first.
    const ordered = [...ports].sort(
      (a, b) => b.rank - a.rank || a.sort - b.sort || (a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : a.id - b.id),
    );
    this.entries = ordered.map((port) => ({
      port,
      code: port.code.toLowerCase(),
      cn: port.nameCn.toLowerCase(),
      en: port.nameEn.toLowerCase(),
    }));
    this.entries.forEach((e, i) => {
      this.byCode.set(e.code, i);
      const grams = new Set<string>();
      for (const s of [e.code, e.cn, e.en]) for (const g of gramsOf(s)) grams.add(g);
      for (const g of grams) {
        const list = this.postings.get(g);
        if (list) list.push(i);
        else this.postings.set(g, [i]);
      }
    });
  }

  get size(): number {
    return this.entries.length;
  }

  search(query: string, type: 1 | 2, limit = PORT_SEARCH_LIMIT): Port[] {
    const q = normalizeQuery(query);
    if (!q) return [];
    const wanted = (e: Entry) => (type === 1 ? e.port.isOrigin : e.port.isDestination);
    // One bucket per match class, each filled in display order and capped at `limit`: the answer is the
    // buckets concatenated, so no candidate beyond the first `limit` of its class costs anything.
    const buckets: Entry[][] = [[], [], []];
    for (const i of this.candidates(q)) {
      const e = this.entries[i];
      if (!e || !wanted(e)) continue;
      const rank = rankOf(e, q);
      if (rank === null) continue;
      const bucket = buckets[rank]!;
      if (bucket.length < limit) bucket.push(e);
    }
    return buckets
      .flat()
      .slice(0, limit)
      .map((e) => publicPort(e.port));
  }

  private candidates(q: string): Iterable<number> {
    const grams = q.length === 1 ? [q] : bigramsOf(q);
    let smallest: number[] | undefined;
    for (const g of grams) {
      const list = this.postings.get(g);
      if (!list) return [];
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    return smallest ?? [];
  }
}

function normalizeQuery(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 50);
}

function* gramsOf(s: string): Iterable<string> {
  const chars = Array.from(s);
  for (let i = 0; i < chars.length; i++) {
    yield chars[i]!;
    if (i + 1 < chars.length) yield chars[i]! + chars[i + 1]!;
  }
}

function bigramsOf(s: string): string[] {
  const chars = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * Match class: 0 exact code, 1 prefix of the code or a name, 2 contained anywhere; null when it does
 * not match. Code and name prefixes are one class, ordered by importance: `rot` is a prefix of
 * Romanian codes (RO + T…) and of Rotterdam, and a shipper typing it means Rotterdam.
 */
function rankOf(e: Entry, q: string): number | null {
  if (e.code === q) return 0;
  if (e.code.startsWith(q) || e.cn.startsWith(q) || e.en.startsWith(q)) return 1;
  if (e.code.includes(q) || e.cn.includes(q) || e.en.includes(q)) return 2;
  return null;
}

function publicPort(p: IndexedPort): Port {
  return { id: p.id, code: p.code, nameCn: p.nameCn, nameEn: p.nameEn, countryName: p.countryName, countryNameEn: p.countryNameEn, logo: p.logo };
}

// The bench database: migrated, seeded, then topped up with synthetic ports so that company 1 has
// at least MIN_PORTS of them (the port search must stay fast on a realistic, large port list).
import { and, count, eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../lib/server/db/open';
import { companies, ports, sailings } from '../../lib/server/db/schema';
import { COUNTRIES, seedDatabase } from '../../lib/server/db/seed';
import { prng } from './prng';

/** Synthetic ports carry this sort value (real seeded ports use 1…n): they rank after real ones. */
export const SYNTHETIC_SORT = 32000;

export type DbSummary = {
  companyId: number;
  ports: number;
  syntheticPorts: number;
  inserted: number;
  portsVersion: number;
  /** dated sailings of the company (the schedule search's index holds those from five weeks back on) */
  sailings: number;
  /** first and last week of them */
  sailingWeeks: [string, string];
  ms: number;
};

// English syllables and the Chinese characters a forwarder would transliterate them with.
const SYLLABLES: readonly (readonly [string, string])[] = [
  ['al', '阿'], ['bar', '巴'], ['cor', '科'], ['del', '德'], ['en', '恩'], ['far', '法'], ['gal', '加'],
  ['hal', '哈'], ['is', '伊'], ['jor', '约'], ['kal', '卡'], ['lin', '林'], ['mar', '马'], ['nor', '诺'],
  ['or', '奥'], ['pel', '佩'], ['quin', '昆'], ['ros', '罗'], ['sal', '萨'], ['tor', '托'], ['ul', '乌'],
  ['var', '瓦'], ['wes', '韦'], ['yar', '亚'], ['zan', '赞'], ['ham', '汉'], ['los', '洛'], ['ber', '贝'],
  ['do', '多'], ['ka', '喀'], ['ri', '里'], ['ta', '塔'], ['na', '纳'], ['mo', '莫'], ['vi', '维'],
];

// Name patterns: [English, Chinese] around a stem.
const PATTERNS: readonly ((en: string, cn: string) => readonly [string, string])[] = [
  (en, cn) => [`Port ${en}`, `${cn}港`],
  (en, cn) => [en, cn],
  (en, cn) => [`${en} Bay`, `${cn}湾`],
  (en, cn) => [`${en} Harbour`, `${cn}港`],
  (en, cn) => [`${en} Point`, `${cn}角`],
  (en, cn) => [`${en} Terminal`, `${cn}码头`],
  (en, cn) => [`New ${en}`, `新${cn}`],
  (en, cn) => [`San ${en}`, `圣${cn}`],
  (en, cn) => [`Puerto ${en}`, `${cn}港`],
  (en, cn) => [`${en} Roads`, `${cn}锚地`],
];

const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

type NewPort = typeof ports.$inferInsert;

/** The i-th batch of synthetic ports, deterministic; codes already taken are skipped. */
function* syntheticPorts(companyId: number, taken: Set<string>): Generator<NewPort> {
  const rnd = prng(20251121);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const countryCodes = Object.keys(COUNTRIES).filter((c) => /^[A-Z]{2}$/.test(c));
  if (countryCodes.length === 0) throw new Error('bench: the seed exports no COUNTRIES');
  for (;;) {
    const cc = pick(countryCodes);
    const country = COUNTRIES[cc]!;
    let code = cc;
    for (let k = 0; k < 3; k++) code += pick(CODE_CHARS.split(''));
    if (taken.has(code)) continue;
    taken.add(code);
    const n = 2 + Math.floor(rnd() * 2);
    let en = '';
    let cn = '';
    for (let k = 0; k < n; k++) {
      const [e, c] = pick(SYLLABLES);
      en += e;
      cn += c;
    }
    const [nameEn, nameCn] = pick(PATTERNS)(capitalize(en), cn);
    // Mixed flags as in a real port list: most ports are destinations only, some both, few origin only.
    const r = rnd();
    const isOrigin = r < 0.35;
    const isDestination = r >= 0.15;
    yield {
      companyId,
      code,
      nameCn,
      nameEn,
      countryCode: cc,
      countryName: country.cn,
      countryNameEn: country.en,
      logo: '',
      isOrigin,
      isDestination,
      sort: SYNTHETIC_SORT,
    };
  }
}

/** Where the bench's data goes: a PGlite folder, or a PostgreSQL database (`{ url }`). */
export type DbAt = string | { url: string };

export const openAt = (at: DbAt) => openDatabase(typeof at === 'string' ? { dir: at } : { url: at.url });

export async function prepareDatabase(at: DbAt, companyId: number, minPorts: number, log: (s: string) => void): Promise<DbSummary> {
  const started = Date.now();
  const db = await openAt(at);
  try {
    await migrateDatabase(db);
    await seedDatabase(db, { log: (s) => log(`  seed: ${s}`) });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw new Error(`bench: company ${companyId} does not exist after seeding`);

    const existing = await db.select({ code: ports.code }).from(ports).where(eq(ports.companyId, companyId));
    const need = minPorts - existing.length;
    let inserted = 0;
    if (need > 0) {
      const taken = new Set(existing.map((p) => p.code));
      const gen = syntheticPorts(companyId, taken);
      while (inserted < need) {
        const batch: NewPort[] = [];
        while (batch.length < Math.min(1000, need - inserted)) batch.push(gen.next().value as NewPort);
        const done = await db.insert(ports).values(batch).onConflictDoNothing().returning({ id: ports.id });
        inserted += done.length;
      }
    }
    await db
      .update(companies)
      .set({ portsVersion: sql`${companies.portsVersion} + 1` })
      .where(eq(companies.id, companyId));

    const [total] = await db.select({ n: count() }).from(ports).where(eq(ports.companyId, companyId));
    const [synthetic] = await db
      .select({ n: count() })
      .from(ports)
      .where(and(eq(ports.companyId, companyId), eq(ports.sort, SYNTHETIC_SORT)));
    const [version] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, companyId));
    const [sailed] = await db
      .select({ n: count(), first: sql<string>`min(${sailings.week})::text`, last: sql<string>`max(${sailings.week})::text` })
      .from(sailings)
      .where(eq(sailings.companyId, companyId));
    return {
      companyId,
      ports: total?.n ?? 0,
      syntheticPorts: synthetic?.n ?? 0,
      inserted,
      portsVersion: version?.v ?? 0,
      sailings: sailed?.n ?? 0,
      sailingWeeks: [sailed?.first ?? '', sailed?.last ?? ''],
      ms: Date.now() - started,
    };
  } finally {
    await db.$close();
  }
}

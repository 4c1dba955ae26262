// What a company's rate index costs the server: the memory it holds and the time to rebuild it after an
// import. Run by bench/run.ts (bench/lib/indexCost.ts) in a process of its own, on the bench database before
// the app starts (PGlite is one process's), with the app's own modules:
//
//   PGLITE_DIR=bench/.data/pg node --expose-gc --import tsx --import ./bench/lib/serverOnly.mjs bench/rateIndexCost.ts <companyId>
//
// 1. memory: heap and RSS after a full garbage collection, before and after the company's index is built
//    through the server's cache (lib/server/rates.ts rateIndex: rows loaded, RateIndex built, the rows kept
//    only by the index), per 100,000 rates;
// 2. rebuild after an import: one rate is added as an import adds rates (insert and bumpRatesVersion in one
//    transaction), then the time until rateIndex answers with an index that holds it; the rate is removed
//    again afterwards (with a second bump), so a re-run finds the data as it was.
// Prints one line of JSON.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../lib/server/db';
import { rates } from '../lib/server/db/schema';
import { bumpRatesVersion, rateIndex } from '../lib/server/rates';

const gc = (globalThis as { gc?: () => void }).gc;

function settled(): { heap: number; rss: number } {
  for (let i = 0; i < 3; i++) gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
}

async function main(): Promise<void> {
  const companyId = Number(process.argv[2] ?? 1);
  if (!gc) throw new Error('run with node --expose-gc');
  const db = await getDb();
  await db.execute(sql`select 1`); // the database open before the first figure
  const before = settled();
  const t0 = performance.now();
  const index = await rateIndex(companyId);
  const buildMs = performance.now() - t0;
  const after = settled();
  const per100k = (x: number) => (x / index.size) * 100_000;

  const [template] = await db.select().from(rates).where(eq(rates.companyId, companyId)).limit(1);
  if (!template) throw new Error(`company ${companyId} has no rates`);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = template;
  const t1 = performance.now();
  const added = await db.transaction(async (tx) => {
    const [row] = await tx.insert(rates).values({ ...copy, routeCode: 'BENCHIMPORT' }).returning({ id: rates.id });
    await bumpRatesVersion(tx, companyId);
    return row!.id;
  });
  const committedMs = performance.now() - t1;
  let rebuilt = await rateIndex(companyId);
  while (!rebuilt.get(added)) {
    await new Promise((r) => setTimeout(r, 5));
    rebuilt = await rateIndex(companyId);
  }
  const rebuildMs = performance.now() - t1;
  await db.transaction(async (tx) => {
    await tx.delete(rates).where(eq(rates.id, added));
    await bumpRatesVersion(tx, companyId);
  });
  console.log(
    JSON.stringify({
      companyId,
      rates: index.size,
      buildMs,
      heapPer100kMiB: per100k(after.heap - before.heap) / 2 ** 20,
      rssPer100kMiB: per100k(after.rss - before.rss) / 2 ** 20,
      importCommitMs: committedMs,
      rebuildMs,
      rebuiltRates: rebuilt.size,
    }),
  );
  await db.$close?.();
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);

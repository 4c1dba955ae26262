// Runs bench/rateIndexCost.ts in a process of its own (node --expose-gc) on the bench database and reads its figures.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export type IndexCost = {
  companyId: number;
  rates: number;
  /** the first build through the server's cache: rows loaded and indexed */
  buildMs: number;
  /** heap (JS heap + external + array buffers) held by the index, per 100,000 rates, after a full GC */
  heapPer100kMiB: number;
  /** resident set growth per 100,000 rates */
  rssPer100kMiB: number;
  /** the import's transaction (one rate and the version bump) */
  importCommitMs: number;
  /** from the start of the import until rateIndex answers with an index that holds the new rate */
  rebuildMs: number;
  rebuiltRates: number;
};

export async function measureIndexCost(root: string, pgDir: string, companyId: number, env: NodeJS.ProcessEnv): Promise<IndexCost> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/lib/serverOnly.mjs', path.join(root, 'bench/rateIndexCost.ts'), String(companyId)],
    { cwd: root, env: { ...env, PGLITE_DIR: pgDir }, timeout: 300_000, maxBuffer: 1 << 20 },
  );
  const line = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as IndexCost;
}

import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { PortSearchIndex } from '../ports/searchIndex';
import type { Port } from '../contracts/ports';
import { getDb } from './db';
import { companies, ports } from './db/schema';

type Cached = { version: number; checkedAt: number; index: Promise<PortSearchIndex> };

// Per-company index, checked against companies.ports_version at most once a second, so a change
// made by any instance is seen within a second without a scan per keystroke.
const g = globalThis as unknown as { __portIndexes?: Map<number, Cached> };
const indexes = (g.__portIndexes ??= new Map());
const RECHECK_MS = 1000;

async function buildIndex(companyId: number): Promise<PortSearchIndex> {
  const db = await getDb();
  const rows = await db
    .select({
      id: ports.id,
      code: ports.code,
      nameCn: ports.nameCn,
      nameEn: ports.nameEn,
      countryName: ports.countryName,
      countryNameEn: ports.countryNameEn,
      logo: ports.logo,
      isOrigin: ports.isOrigin,
      isDestination: ports.isDestination,
      sort: ports.sort,
    })
    .from(ports)
    .where(eq(ports.companyId, companyId))
    .orderBy(asc(ports.id));
  return new PortSearchIndex(rows);
}

async function currentVersion(companyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.v ?? 0;
}

export async function portIndex(companyId: number): Promise<PortSearchIndex> {
  const now = Date.now();
  const cached = indexes.get(companyId);
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.index;
  const version = await currentVersion(companyId);
  if (cached && cached.version === version) {
    cached.checkedAt = now;
    return cached.index;
  }
  const entry: Cached = { version, checkedAt: now, index: buildIndex(companyId) };
  indexes.set(companyId, entry);
  entry.index.catch(() => indexes.delete(companyId));
  return entry.index;
}

export async function searchPorts(companyId: number, query: string, type: 1 | 2): Promise<Port[]> {
  return (await portIndex(companyId)).search(query, type);
}

/** Call after any change to a company's ports so every instance rebuilds its index. */
export async function bumpPortsVersion(companyId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, companyId));
  await db.update(companies).set({ portsVersion: (row?.v ?? 0) + 1 }).where(eq(companies.id, companyId));
  indexes.delete(companyId);
}

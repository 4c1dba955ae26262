// Seeds a company's site content (site_content): service pages, about sections, jobs, documents
// (with their files), cases and offices, all published. Natural key: (company_id, kind, slug).
// Insert-only: an item that exists is left as it is, so staff edits made through the staff API
// survive a re-seed. Every doc is parsed with its kind's schema first (a seed typo fails loudly).
import { and, eq } from 'drizzle-orm';
import { CONTENT_DOCS, DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TYPES, type ContentKind } from '../../../contracts/siteContent';
import { sha256, storeBytes } from '../../fileStore';
import type { Database } from '../open';
import { siteContent, storedFiles } from '../schema';
import type { CompanySeed } from './companies';
import { ABOUT_SECTIONS } from './about';
import { CASES } from './cases';
import { DOCUMENTS, type DocumentContext } from './documents';
import { JOBS } from './jobs';
import { OFFICES } from './offices';
import { SERVICE_PAGES } from './services';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Item = {
  kind: ContentKind;
  slug: string;
  doc: unknown;
  category?: string;
  areaIndex?: number | null;
  sort: number;
  publishedAt?: Date;
  /** documents: the file to store with the item */
  file?: () => { name: string; data: Uint8Array };
};

const DAY = 86_400_000;

function itemsOf(seed: CompanySeed, now: Date): Item[] {
  const code = seed.row.code;
  const ctx: DocumentContext = {
    companyNameCn: seed.row.companyNameCn,
    companyNameEn: seed.row.companyNameEn || seed.row.companyNameCn,
    addressCn: seed.row.companyAddr,
    phone: seed.row.contactPhone,
    email: seed.row.contactEmail,
    today: now,
  };
  return [
    ...SERVICE_PAGES.map(({ key, areaIndex, ...doc }, i) => ({ kind: 'service' as const, slug: key, areaIndex, doc, sort: i + 1 })),
    ...(ABOUT_SECTIONS[code] ?? []).map((s) => ({ kind: 'about' as const, slug: s.slug, areaIndex: s.areaIndex, doc: s.doc, sort: s.areaIndex })),
    ...(JOBS[code] ?? []).map(({ slug, ...doc }, i) => ({ kind: 'job' as const, slug, doc, sort: i + 1 })),
    ...(DOCUMENTS[code] ?? []).map(({ slug, category, fileName, make, ...doc }, i) => ({
      kind: 'document' as const,
      slug,
      category,
      doc,
      sort: i + 1,
      file: () => ({ name: fileName, data: make(ctx) }),
    })),
    ...(CASES[code] ?? []).map(({ slug, category, daysAgo, ...doc }, i) => ({
      kind: 'case' as const,
      slug,
      category,
      doc,
      sort: i + 1,
      publishedAt: new Date(now.getTime() - daysAgo * DAY),
    })),
    ...(OFFICES[code] ?? []).map(({ slug, ...doc }, i) => ({ kind: 'office' as const, slug, doc, sort: i + 1 })),
  ];
}

/** Inserts the company's missing content items; answers how many were added. */
export async function seedSiteContent(tx: Tx, companyId: number, seed: CompanySeed, now = new Date()): Promise<number> {
  const existing = new Set(
    (await tx.select({ kind: siteContent.kind, slug: siteContent.slug }).from(siteContent).where(eq(siteContent.companyId, companyId))).map(
      (r) => `${r.kind}:${r.slug}`,
    ),
  );
  let inserted = 0;
  for (const item of itemsOf(seed, now)) {
    if (existing.has(`${item.kind}:${item.slug}`)) continue;
    const doc = CONTENT_DOCS[item.kind].parse(item.doc) as Record<string, unknown>;
    let fileId: number | null = null;
    if (item.file) {
      const file = item.file();
      // The same bytes stored before (a seed that failed after writing them) are reused.
      const [same] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.sha256, sha256(file.data)), eq(storedFiles.purpose, 'document')))
        .limit(1);
      fileId = same?.id ?? (await storeBytes(tx, companyId, file, { maxBytes: DOCUMENT_FILE_MAX_BYTES, types: DOCUMENT_FILE_TYPES, purpose: 'document' })).id;
    }
    await tx.insert(siteContent).values({
      companyId,
      kind: item.kind,
      slug: item.slug,
      category: item.category ?? '',
      areaIndex: item.areaIndex ?? null,
      sort: item.sort,
      published: true,
      fileId,
      doc,
      publishedAt: item.publishedAt ?? now,
    });
    inserted++;
  }
  return inserted;
}

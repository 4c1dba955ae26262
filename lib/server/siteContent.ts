import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { brandingFor } from '../branding';
import {
  CONTENT_DOCS,
  type AboutAreaId,
  type Bilingual,
  type CaseCategory,
  type ContentDocs,
  type ContentKind,
  type DocumentCategory,
  type ServiceCta,
  type ServiceIconName,
} from '../contracts/siteContent';
import { companyTag, requireCompanySettings } from './company';
import { getDb } from './db';
import { siteContent, storedFiles } from './db/schema';
import { log } from './log';
import { expireTag } from './pageCache';

/*
 * The site's content as pages show it: published items of one company, in one language, read
 * through Next's data cache per (company, kind) and tagged with the company's content tag, so a
 * change through the staff API (./siteContentAdmin.ts) shows on the next page load.
 */

/** Cache tag of a company's site content (services, about, jobs, documents, cases, offices). */
export const contentTag = (companyId: number) => `content:${companyId}`;

/** Call after any write to a company's site content: cached reads and the pages built on them are refreshed. */
export function invalidateContent(companyId: number): void {
  expireTag(contentTag(companyId), { kind: 'tag', companyId });
}

type Row<K extends ContentKind> = {
  id: number;
  slug: string;
  category: string;
  areaIndex: number | null;
  doc: ContentDocs[K];
  publishedAt: string | null;
  updatedAt: string;
  file: { id: number; name: string; mime: string; size: number; createdAt: string } | null;
};

type RawRow = Omit<Row<ContentKind>, 'doc'> & { doc: unknown };

async function loadPublished(companyId: number, kind: ContentKind): Promise<RawRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: siteContent.id,
      slug: siteContent.slug,
      category: siteContent.category,
      areaIndex: siteContent.areaIndex,
      doc: siteContent.doc,
      publishedAt: siteContent.publishedAt,
      updatedAt: siteContent.updatedAt,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
      fileMime: storedFiles.mime,
      fileSize: storedFiles.size,
      fileCreatedAt: storedFiles.createdAt,
    })
    .from(siteContent)
    .leftJoin(storedFiles, and(eq(storedFiles.id, siteContent.fileId), eq(storedFiles.companyId, siteContent.companyId)))
    .where(and(eq(siteContent.companyId, companyId), eq(siteContent.kind, kind), eq(siteContent.published, true)))
    .orderBy(asc(siteContent.sort), asc(siteContent.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    category: r.category,
    areaIndex: r.areaIndex,
    doc: r.doc,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    file:
      r.fileId !== null && r.fileCreatedAt
        ? { id: r.fileId, name: r.fileName ?? '', mime: r.fileMime ?? '', size: r.fileSize ?? 0, createdAt: r.fileCreatedAt.toISOString() }
        : null,
  }));
}

/**
 * A company's published items of a kind, in site order. The rows are cached per company and kind
 * as stored; each doc is parsed with its kind's schema after the cache. When one does not parse,
 * the cache may hold an entry of an older release (another shape): the rows are read again from
 * the database, and what still does not parse (a hand-edited row) is left out and logged, so a
 * page never breaks on it.
 */
export async function publishedContent<K extends ContentKind>(companyId: number, kind: K): Promise<Row<K>[]> {
  const parse = (rows: RawRow[]) => rows.map((r) => ({ r, doc: CONTENT_DOCS[kind].safeParse(r.doc) }));
  let parsed = parse(
    await unstable_cache(() => loadPublished(companyId, kind), ['site-content', String(companyId), kind], {
      tags: [contentTag(companyId), companyTag(companyId)],
      revalidate: 3600,
    })(),
  );
  if (parsed.some((p) => !p.doc.success)) parsed = parse(await loadPublished(companyId, kind));
  const out: Row<K>[] = [];
  for (const { r, doc } of parsed) {
    if (doc.success) out.push({ ...r, doc: doc.data as ContentDocs[K] });
    else log.warn('siteContent.invalidDoc', { companyId, kind, id: r.id });
  }
  return out;
}

/** Picks a locale's text: English falls back to Chinese when empty; {company} becomes the company's short name. */
export type Localize = (text: Bilingual) => string;

async function localizer(companyId: number, locale: string): Promise<Localize> {
  const brand = brandingFor(await requireCompanySettings(companyId), locale);
  const en = locale === 'en';
  return (b) => (en && b.en.trim() ? b.en : b.cn).replaceAll('{company}', brand.shortName);
}

// ---------------------------------------------------------------- services

export type ServicePage = {
  id: number;
  key: string;
  areaIndex: number;
  icon: ServiceIconName;
  title: string;
  tagline: string;
  intro: string;
  included: { title: string; text: string }[];
  lanes: { lane: string; transit: string }[];
  process: string[];
  documents: { name: string; note: string }[];
  advantages: string[];
  cta: ServiceCta;
  updatedAt: string;
};

/** The published service pages of a company (/service?areaIndex=N), in menu order. */
export async function listServicePages(companyId: number, locale: string): Promise<ServicePage[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'service'), localizer(companyId, locale)]);
  return rows.map(({ id, slug, areaIndex, doc: d, updatedAt }) => ({
    id,
    key: slug,
    areaIndex: areaIndex ?? 0,
    icon: d.icon,
    title: l(d.title),
    tagline: l(d.tagline),
    intro: l(d.intro),
    included: d.included.map((i) => ({ title: l(i.title), text: l(i.text) })),
    lanes: d.lanes.map((i) => ({ lane: l(i.lane), transit: l(i.transit) })),
    process: d.process.map(l),
    documents: d.documents.map((i) => ({ name: l(i.name), note: l(i.note) })),
    advantages: d.advantages.map(l),
    cta: d.cta,
    updatedAt,
  }));
}

// ---------------------------------------------------------------- about

export type AboutSection = {
  areaId: AboutAreaId;
  title: string;
  lead: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  items: { label: string; title: string; text: string; group: string; image: string }[];
};

/** The published About sections of a company (/about?areaId=1..6), by areaId. */
export async function listAboutSections(companyId: number, locale: string): Promise<AboutSection[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'about'), localizer(companyId, locale)]);
  return rows
    .filter((r) => r.areaIndex !== null && r.areaIndex >= 1 && r.areaIndex <= 6)
    .sort((a, b) => a.areaIndex! - b.areaIndex!)
    .map(({ areaIndex, doc: d }) => ({
      areaId: areaIndex as AboutAreaId,
      title: l(d.title),
      lead: l(d.lead),
      paragraphs: d.paragraphs.map(l),
      facts: d.facts.map((f) => ({ label: l(f.label), value: l(f.value) })),
      items: d.items.map((i) => ({ label: i.label, title: l(i.title), text: l(i.text), group: l(i.group), image: i.image })),
    }));
}

// ---------------------------------------------------------------- jobs

export type JobOpening = {
  id: number;
  title: string;
  department: string;
  city: string;
  headcount: number;
  experience: string;
  education: string;
  summary: string;
  duties: string[];
  requirements: string[];
  publishedAt: string | null;
};

/** The company's open positions (/joinUs/socialRecruitment). */
export async function listJobOpenings(companyId: number, locale: string): Promise<JobOpening[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'job'), localizer(companyId, locale)]);
  return rows.map(({ id, doc: d, publishedAt }) => ({
    id,
    title: l(d.title),
    department: l(d.department),
    city: l(d.city),
    headcount: d.headcount,
    experience: l(d.experience),
    education: l(d.education),
    summary: l(d.summary),
    duties: d.duties.map(l),
    requirements: d.requirements.map(l),
    publishedAt,
  }));
}

// ---------------------------------------------------------------- documents

export type DocumentItem = {
  id: number;
  category: DocumentCategory;
  title: string;
  description: string;
  fileName: string;
  mime: string;
  size: number;
  /** When the file was uploaded (ISO). */
  date: string;
};

/** The company's downloadable documents (/notification/download) that have a file. */
export async function listDocuments(companyId: number, locale: string): Promise<DocumentItem[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'document'), localizer(companyId, locale)]);
  return rows.flatMap(({ id, category, doc: d, file }) =>
    file
      ? [{ id, category: category as DocumentCategory, title: l(d.title), description: l(d.description), fileName: file.name, mime: file.mime, size: file.size, date: file.createdAt }]
      : [],
  );
}

// ---------------------------------------------------------------- cases

export type CaseStudy = {
  id: number;
  category: CaseCategory;
  title: string;
  summary: string;
  client: string;
  industry: string;
  route: string;
  challenge: string;
  solution: string[];
  results: { value: string; label: string }[];
  image: string;
  publishedAt: string | null;
  updatedAt: string;
};

/** The company's published cases, optionally of one category (service cases, advantage services, client cases). */
export async function listCases(companyId: number, locale: string, category?: CaseCategory): Promise<CaseStudy[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'case'), localizer(companyId, locale)]);
  return rows
    .filter((r) => !category || r.category === category)
    .map(({ id, category: c, doc: d, publishedAt, updatedAt }) => ({
      id,
      category: c as CaseCategory,
      title: l(d.title),
      summary: l(d.summary),
      client: l(d.client),
      industry: l(d.industry),
      route: l(d.route),
      challenge: l(d.challenge),
      solution: d.solution.map(l),
      results: d.results.map((r) => ({ value: l(r.value), label: l(r.label) })),
      image: d.image,
      publishedAt,
      updatedAt,
    }));
}

/** One published case of this company with the others of its category (another company's id: null). */
export async function getCase(companyId: number, id: number, locale: string): Promise<{ item: CaseStudy; related: CaseStudy[] } | null> {
  const all = await listCases(companyId, locale);
  const item = all.find((c) => c.id === id);
  if (!item) return null;
  return { item, related: all.filter((c) => c.category === item.category && c.id !== id).slice(0, 3) };
}

// ---------------------------------------------------------------- offices

export type Office = {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  hours: string;
  services: string;
  headquarters: boolean;
};

/** The company's offices (/about/contact, /about/contact/data), headquarters first. */
export async function listOffices(companyId: number, locale: string): Promise<Office[]> {
  const [rows, l] = await Promise.all([publishedContent(companyId, 'office'), localizer(companyId, locale)]);
  return rows
    .map(({ id, doc: d }) => ({
      id,
      name: l(d.name),
      city: l(d.city),
      address: l(d.address),
      phone: d.phone,
      fax: d.fax,
      email: d.email,
      hours: l(d.hours),
      services: l(d.services),
      headquarters: d.headquarters,
    }))
    .sort((a, b) => Number(b.headquarters) - Number(a.headquarters));
}

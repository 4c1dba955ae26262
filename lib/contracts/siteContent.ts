import { z } from 'zod';
import { idField, optionalEmailField, pageField, text } from './fields';
import { FIELD_MAX } from './limits';
import { rowsEnvelope, okEnvelope } from './envelope';

/*
 * The site's editable content (table site_content): one schema per kind for its bilingual text,
 * used when staff save an item (POST /staff/content/save) and again when the site reads it. Chinese
 * is required; English may be left empty and then falls back to the Chinese text on English pages.
 * A text may name the company as {company}: it is replaced by the company's short name when shown.
 */

export const CONTENT_KINDS = ['service', 'about', 'job', 'document', 'case', 'office'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Downloadable documents (/notification/download?category=…): notification categories of spec §2. */
export const DOCUMENT_CATEGORIES = ['guarantee', 'schedule', 'freight', 'form'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Cases: service cases, advantage services and client cases (spec §2 "Other screens"). */
export const CASE_CATEGORIES = ['service', 'advantage', 'client'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const SERVICE_ICONS = ['box', 'parcel', 'train', 'import', 'container', 'plane', 'warehouse', 'truck', 'ship', 'customs'] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** Where a service page's call to action leads. */
export const SERVICE_CTAS = ['/lclFreight', '/about/contact', '/rates', '/airFreight', '/schedules'] as const;
export type ServiceCta = (typeof SERVICE_CTAS)[number];

/** About sections by areaId (spec §2): 1 profile, 2 values, 3 honors, 4 history, 5 team moments, 6 partners. */
export const ABOUT_AREAS = [1, 2, 3, 4, 5, 6] as const;
export type AboutAreaId = (typeof ABOUT_AREAS)[number];

/** A text in both languages. */
export type Bilingual = { cn: string; en: string };

type BiOptions = { multiline?: boolean; required?: boolean };

/** A bilingual text field: Chinese required (unless `required: false`), English optional. */
export function bilingual(max: number, opts: BiOptions = {}) {
  return z.object({
    cn: text(max, { multiline: opts.multiline, required: opts.required ?? true }),
    en: text(max, { multiline: opts.multiline }).default(''),
  });
}

const title = () => bilingual(FIELD_MAX.contentTitle);
const short = (required = true) => bilingual(FIELD_MAX.contentShort, { required });
const long = (required = true) => bilingual(FIELD_MAX.contentText, { multiline: true, required });
const emptyBi = { cn: '', en: '' };

/** A picture of the site: a path under public/ ('/brand/…'), no scheme, no '..'. */
export const imagePath = text(FIELD_MAX.imagePath).refine((v) => v === '' || (/^\/[A-Za-z0-9._\-/]+$/.test(v) && !v.includes('..')), {
  message: 'invalidValue',
});

export const serviceDoc = z.object({
  icon: z.enum(SERVICE_ICONS),
  title: title(),
  tagline: short(),
  intro: long(),
  included: z.array(z.object({ title: title(), text: short() })).min(1).max(12),
  lanes: z.array(z.object({ lane: title(), transit: title() })).max(20),
  process: z.array(short()).min(1).max(12),
  /** Documents the shipper prepares. */
  documents: z.array(z.object({ name: title(), note: short(false).default(emptyBi) })).max(20),
  advantages: z.array(short()).max(12),
  cta: z.enum(SERVICE_CTAS),
});
export type ServiceDoc = z.infer<typeof serviceDoc>;

export const aboutDoc = z.object({
  title: title(),
  lead: long(false).default(emptyBi),
  paragraphs: z.array(long()).max(12).default([]),
  /** Key facts beside the text (founded, headquarters, business). */
  facts: z.array(z.object({ label: title(), value: short() })).max(12).default([]),
  /** Figures, values, honors, history events, team moments or partners, by section. */
  items: z
    .array(
      z.object({
        /** A year, a date or a figure ('2005', '2025-09', '45+'). */
        label: text(FIELD_MAX.contentLabel).default(''),
        title: title(),
        text: short(false).default(emptyBi),
        /** Partners: the group (carriers, airlines …). */
        group: bilingual(FIELD_MAX.contentTitle, { required: false }).default(emptyBi),
        image: imagePath.default(''),
      }),
    )
    .max(80)
    .default([]),
});
export type AboutDoc = z.infer<typeof aboutDoc>;

export const jobDoc = z.object({
  title: title(),
  department: title(),
  city: title(),
  headcount: z.number().int().min(1).max(99),
  /** Experience and education asked for (one line each). */
  experience: short(false).default(emptyBi),
  education: short(false).default(emptyBi),
  summary: long(),
  duties: z.array(short()).min(1).max(12),
  requirements: z.array(short()).min(1).max(12),
});
export type JobDoc = z.infer<typeof jobDoc>;

export const documentDoc = z.object({
  title: title(),
  description: short(false).default(emptyBi),
});
export type DocumentDoc = z.infer<typeof documentDoc>;

export const caseDoc = z.object({
  title: title(),
  summary: short(),
  /** Who the customer is (anonymised: 'a Zhejiang home-appliance exporter'). */
  client: title(),
  industry: title(),
  /** The lane or service concerned ('Ningbo → Hamburg, LCL'). */
  route: title(),
  challenge: long(),
  solution: z.array(long()).min(1).max(10),
  results: z.array(z.object({ value: bilingual(FIELD_MAX.contentLabel), label: title() })).max(6).default([]),
  image: imagePath.default(''),
});
export type CaseDoc = z.infer<typeof caseDoc>;

export const officeDoc = z.object({
  name: title(),
  city: title(),
  address: short(),
  phone: text(FIELD_MAX.contactPhone, { required: true }),
  fax: text(FIELD_MAX.contactPhone).default(''),
  email: optionalEmailField.default(''),
  hours: short(false).default(emptyBi),
  /** What the office handles ('LCL, FCL, customs'). */
  services: short(false).default(emptyBi),
  headquarters: z.boolean().default(false),
});
export type OfficeDoc = z.infer<typeof officeDoc>;

/** The schema of each kind's `doc`. */
export const CONTENT_DOCS = {
  service: serviceDoc,
  about: aboutDoc,
  job: jobDoc,
  document: documentDoc,
  case: caseDoc,
  office: officeDoc,
} as const satisfies Record<ContentKind, z.ZodType>;

export type ContentDocs = { [K in ContentKind]: z.infer<(typeof CONTENT_DOCS)[K]> };

// ---------------------------------------------------------------- staff API

const slugField = text(FIELD_MAX.contentSlug, { required: true }).regex(/^[A-Za-z][A-Za-z0-9-]*$/, { message: 'slug' });
const sortField = z.number().int().min(0).max(9999).default(0);
const common = { id: idField.optional(), slug: slugField, sort: sortField };

// POST /staff/content/save – creates (no id) or updates (id) an item of this company; a new item is a
//   draft until published. Answers the saved item.
export const saveContentInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('service'), ...common, areaIndex: z.number().int().min(0).max(999), doc: serviceDoc }),
  z.object({ kind: z.literal('about'), ...common, areaIndex: z.number().int().min(1).max(ABOUT_AREAS.length), doc: aboutDoc }),
  z.object({ kind: z.literal('job'), ...common, doc: jobDoc }),
  /** fileId: a file uploaded through POST /staff/content/file */
  z.object({ kind: z.literal('document'), ...common, category: z.enum(DOCUMENT_CATEGORIES), fileId: idField, doc: documentDoc }),
  z.object({ kind: z.literal('case'), ...common, category: z.enum(CASE_CATEGORIES), doc: caseDoc }),
  z.object({ kind: z.literal('office'), ...common, doc: officeDoc }),
]);
export type SaveContentInput = z.infer<typeof saveContentInput>;

// POST /staff/content/publish – id + published: shows (true) or withdraws (false) an item on the site.
export const publishContentInput = z.object({ id: idField, published: z.boolean() });
export type PublishContentInput = z.infer<typeof publishContentInput>;

// GET /staff/content?kind=&page=&pageSize= – this company's items of a kind, drafts included, in site order.
export const contentListQuery = z.object({
  kind: z.enum(CONTENT_KINDS),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ContentListQuery = z.input<typeof contentListQuery>;

export const contentRow = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  category: z.string(),
  areaIndex: z.number().int().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  fileId: z.number().int().nullable(),
  doc: z.record(z.string(), z.unknown()),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContentRow = z.infer<typeof contentRow>;
export const contentList = rowsEnvelope(contentRow);
export const contentAnswer = okEnvelope(contentRow);

/** Files of the documents: PDF, Word and Excel, checked by content. */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const DOCUMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_FILE_FIELD = 'file';

// POST /staff/content/file – multipart, field `file` (PDF/DOC/DOCX/XLS/XLSX by content, ≤ 20 MB): a document's file.
export const contentFileFields = z.object({});
export const storedFileInfo = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() });
export const contentFileAnswer = okEnvelope(storedFileInfo);

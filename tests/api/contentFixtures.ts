// Objects of the site content for the route tables (authorization matrix, property test): a service
// page, a published opening, office and document (with its file), a contact message and a job
// application, each made fresh for the company asked.
import { and, eq } from 'drizzle-orm';
import { XLSX } from '@/lib/files/fileTypes';
import { buildXlsx } from '@/lib/files/office';
import { getDb } from '@/lib/server/db';
import { contactMessages, jobApplications, siteContent } from '@/lib/server/db/schema';
import { storeBytes } from '@/lib/server/fileStore';
import { SERVICE_PAGES } from '@/lib/server/db/seed/services';
import { fileBytes } from './accountFixtures';

let seq = 0;
const slug = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

const { key: _k, areaIndex: _a, ...serviceDoc } = SERVICE_PAGES[0]!;

/** A valid `doc` of a service page. */
export const SERVICE_DOC = serviceDoc;

/** The body of a valid save of a new service page (a fresh slug and areaIndex each time). */
export function newServiceBody(): Record<string, unknown> {
  seq++;
  return { kind: 'service', slug: slug('svc'), areaIndex: 100 + (seq % 800), sort: 1, doc: SERVICE_DOC };
}

async function item(companyId: number, values: Partial<typeof siteContent.$inferInsert> & Pick<typeof siteContent.$inferInsert, 'kind' | 'doc'>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(siteContent)
    .values({ companyId, slug: slug(values.kind), published: true, publishedAt: new Date(), ...values })
    .returning({ id: siteContent.id });
  if (!row) throw new Error('site_content insert returned nothing');
  return row.id;
}

/** A published service page of a company; its id. */
export const serviceItem = (companyId: number) => item(companyId, { kind: 'service', areaIndex: 900 + (++seq % 99), doc: SERVICE_DOC });

/** A published opening of a company; its id. */
export const jobItem = (companyId: number) =>
  item(companyId, {
    kind: 'job',
    doc: { title: { cn: '拼箱销售', en: 'LCL Sales' }, department: { cn: '销售部', en: 'Sales' }, city: { cn: '上海', en: 'Shanghai' }, headcount: 1, summary: { cn: '开发客户', en: 'Win customers' }, duties: [{ cn: '开发客户', en: 'Sell' }], requirements: [{ cn: '一年经验', en: 'One year' }] },
  });

/** A published office of a company; its id. */
export const officeItem = (companyId: number) =>
  item(companyId, { kind: 'office', doc: { name: { cn: '宁波分公司', en: 'Ningbo Branch' }, city: { cn: '宁波', en: 'Ningbo' }, address: { cn: '宁波市北仑区明州路301号', en: '301 Mingzhou Road, Ningbo' }, phone: '0574-8685 2210' } });

/** A stored document file of a company (an .xlsx); its id. */
export async function documentFile(companyId: number): Promise<number> {
  const db = await getDb();
  const data = buildXlsx([{ name: 's', columns: [{ header: `h${++seq}`, width: 10 }], rows: [] }], { title: 't', author: 'a' });
  const file = await storeBytes(db, companyId, { name: '船期表.xlsx', data }, { maxBytes: 1 << 20, types: [XLSX.mime], purpose: 'document' });
  return file.id;
}

/** A published document (with its file) of a company; its id. */
export async function documentItem(companyId: number): Promise<number> {
  return item(companyId, { kind: 'document', category: 'schedule', fileId: await documentFile(companyId), doc: { title: { cn: '欧洲船期表', en: 'Europe schedule' } } });
}

/** An item's published flag and doc (to see that another company's item is untouched). */
export async function itemState(id: number) {
  const db = await getDb();
  const [row] = await db.select({ published: siteContent.published, doc: siteContent.doc, slug: siteContent.slug }).from(siteContent).where(eq(siteContent.id, id));
  return row ?? null;
}

/** A contact-form message of a company; its id. */
export async function contactMessage(companyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(contactMessages).values({ companyId, name: '王先生', phone: '13912345678', topic: 'lcl', message: '请报价', locale: 'cn' }).returning({ id: contactMessages.id });
  return row!.id;
}

/** A job application (with a PDF résumé) of a company; its id. */
export async function jobApplication(companyId: number): Promise<number> {
  const db = await getDb();
  const jobId = await jobItem(companyId);
  const file = await storeBytes(db, companyId, { name: '简历.pdf', data: fileBytes('pdf') }, { maxBytes: 1 << 20, types: ['application/pdf'], purpose: 'resume' });
  const [row] = await db
    .insert(jobApplications)
    .values({ companyId, jobId, jobTitle: '拼箱销售', name: '赵敏', phone: '13812345678', email: 'zm@example.com', resumeFileId: file.id, locale: 'cn' })
    .returning({ id: jobApplications.id });
  return row!.id;
}

/** Whether an application row of a company still exists. */
export async function applicationExists(companyId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: jobApplications.id }).from(jobApplications).where(and(eq(jobApplications.id, id), eq(jobApplications.companyId, companyId)));
  return !!row;
}

/** A multipart body for POST /webcontent/applyJob with a PDF résumé. */
export function applicationForm(jobId: number): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({ jobId: String(jobId), name: '赵敏', phone: '13812345678', email: 'zm@example.com', message: '' })) f.append(k, v);
  f.append('resume', new File([fileBytes('pdf') as BlobPart], '简历.pdf', { type: 'application/pdf' }));
  return f;
}

/** A multipart body for POST /staff/content/file with an .xlsx. */
export function documentForm(): FormData {
  const f = new FormData();
  const data = buildXlsx([{ name: 's', columns: [{ header: 'h', width: 10 }], rows: [] }], { title: 't', author: 'a' });
  f.append('file', new File([data as BlobPart], '运价表.xlsx'));
  return f;
}

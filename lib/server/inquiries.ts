import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { CompanySettings } from '../contracts/company';
import {
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  type ContactMessageData,
  type ContactMessageRow,
  type ContactTopic,
  type JobApplicationRow,
} from '../contracts/inquiries';
import { loadMessages } from '../i18n/messages';
import type { Db } from './db';
import { contactMessages, jobApplications, salesContacts, siteContent, storedFiles } from './db/schema';
import { ApiError } from './errors';
import { deleteStoredFile, storeFile } from './files';
import { enqueue } from './outbox';

/*
 * What visitors send: contact-form messages (stored, and mailed to the sales contact of the topic in
 * the same transaction) and job applications (the résumé checked by content and stored; staff list
 * them and open the file).
 */

/** Business of a topic's sales contact (sales_contacts.businessId: 1 FCL, 2 LCL, 3 air). */
const TOPIC_BUSINESS: Partial<Record<ContactTopic, number>> = { fcl: 1, lcl: 2, air: 3 };

/** Who receives a message on a topic: the topic's first sales contact with a mailbox, else the company's mailbox. */
async function salesMailbox(db: Db, company: CompanySettings, topic: ContactTopic): Promise<string> {
  const business = TOPIC_BUSINESS[topic];
  if (business !== undefined) {
    const [sales] = await db
      .select({ email: salesContacts.email })
      .from(salesContacts)
      .where(and(eq(salesContacts.companyId, company.companyId), eq(salesContacts.businessId, business)))
      .orderBy(asc(salesContacts.sort), asc(salesContacts.id));
    if (sales?.email) return sales.email;
  }
  return company.contactEmail;
}

/**
 * Stores a contact-form message and queues its mail to sales in one transaction (the mail is in
 * Chinese, the company's working language, and says which language the visitor wrote in).
 */
export async function saveContactMessage(
  db: Db,
  p: { company: CompanySettings; locale: 'cn' | 'en'; ip: string },
  input: ContactMessageData,
): Promise<{ id: number }> {
  const { company } = p;
  const messages = await loadMessages('zh-CN');
  const t = createTranslator({ locale: 'zh-CN', messages });
  const topic = t(`ContactForm.topics.${input.topic}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ companyId: company.companyId, ...input, locale: p.locale, ip: p.ip })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned nothing');
    const recipient = await salesMailbox(tx, company, input.topic);
    if (recipient) {
      const values = {
        company: company.companyNameCn,
        name: input.name,
        companyName: input.companyName || '—',
        phone: input.phone || '—',
        email: input.email || '—',
        topic,
        locale: p.locale === 'en' ? 'English' : '中文',
        message: input.message,
      };
      await enqueue(tx, company.companyId, {
        channel: 'mail',
        recipient,
        subject: t('Api.mailContactSubject', values),
        body: t('Api.mailContactBody', values),
        kind: 'contact-message',
      });
    }
    return { id: row.id };
  });
}

/** This company's contact-form messages, newest first. */
export async function listContactMessages(db: Db, companyId: number, q: { page: number; pageSize: number }): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = eq(contactMessages.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      companyName: r.companyName,
      phone: r.phone,
      email: r.email,
      topic: r.topic,
      message: r.message,
      locale: r.locale,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

// ---------------------------------------------------------------- job applications

type ApplicationFields = { jobId: number; name: string; phone: string; email: string; message: string };

/**
 * An application to a published opening of this company: the résumé is checked by content (PDF,
 * DOC or DOCX, ≤ 10 MB) before anything is written; a refused file leaves no file and no row.
 */
export async function submitJobApplication(
  db: Db,
  p: { companyId: number; locale: 'cn' | 'en'; ip: string },
  input: ApplicationFields,
  resume: File | undefined,
): Promise<{ id: number }> {
  const [job] = await db
    .select({ id: siteContent.id, doc: siteContent.doc })
    .from(siteContent)
    .where(and(eq(siteContent.id, input.jobId), eq(siteContent.companyId, p.companyId), eq(siteContent.kind, 'job'), eq(siteContent.published, true)))
    .limit(1);
  if (!job) throw new ApiError(404, 'jobNotFound');
  if (!resume || resume.size === 0) throw new ApiError(422, 'resumeMissing');
  const file = await storeFile(db, p.companyId, resume, { maxBytes: RESUME_MAX_BYTES, types: RESUME_TYPES, purpose: 'resume', typeError: 'resumeTypeNotAllowed' });
  const title = (job.doc as { title?: { cn?: string } }).title?.cn ?? '';
  try {
    const [row] = await db
      .insert(jobApplications)
      .values({ companyId: p.companyId, ...input, jobId: job.id, jobTitle: title, resumeFileId: file.id, locale: p.locale, ip: p.ip })
      .returning({ id: jobApplications.id });
    if (!row) throw new Error('job application insert returned nothing');
    return { id: row.id };
  } catch (error) {
    await deleteStoredFile(db, file);
    throw error;
  }
}

/** This company's applications (optionally to one opening), newest first, each with its résumé's link. */
export async function listJobApplications(
  db: Db,
  companyId: number,
  q: { jobId?: number; page: number; pageSize: number },
): Promise<{ rows: JobApplicationRow[]; total: number }> {
  const conds: SQL[] = [eq(jobApplications.companyId, companyId)];
  if (q.jobId !== undefined) conds.push(eq(jobApplications.jobId, q.jobId));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: jobApplications, fileName: storedFiles.originalName, mime: storedFiles.mime, size: storedFiles.size })
      .from(jobApplications)
      .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(jobApplications).where(where),
  ]);
  return {
    rows: rows.map(({ a, fileName, mime, size }) => ({
      id: a.id,
      jobId: a.jobId,
      jobTitle: a.jobTitle,
      name: a.name,
      phone: a.phone,
      email: a.email,
      message: a.message,
      resume: { name: fileName, mime, size, url: `/api/staff/jobApplications/file?id=${a.id}` },
      createdAt: a.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** The résumé file id of an application of this company; null otherwise. */
export async function resumeFileId(db: Db, companyId: number, applicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ fileId: jobApplications.resumeFileId })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.companyId, companyId)))
    .limit(1);
  return row?.fileId ?? null;
}

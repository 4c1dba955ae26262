import 'server-only';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CERT_STATUS,
  LICENCE_MAX_BYTES,
  LICENCE_TYPES,
  SEND_MAIL_FLAG,
  type CertificationApplication,
  type certificationFields,
} from '../contracts/account';
import type { StaffCertificationFilter, StaffCertificationRow } from '../contracts/staff';
import type { z } from 'zod';
import type { CompanySettings } from '../contracts/company';
import { apiTranslator, type ApiLocale } from './apiMessages';
import type { Db } from './db';
import { anyContains } from './db/textSearch';
import { certifications, rateAccessGrants, staffUsers, storedFiles, users } from './db/schema';
import { ApiError } from './errors';
import { audit, type Actor } from './audit';
import { enqueue } from './outbox';
import { deleteStoredFile, storeFile } from './files';
import { CERT_LINK_DAYS, createMailLink } from './auth/passwordReset';
import type { LinkSite } from './auth/origin';
import type { SessionUser } from './auth/session';
import { localName } from '../personName';

/*
 * Enterprise certification (spec §4): 0 unauthenticated → 1 applying → 2 failed (reason) | 3
 * certified; a new application is allowed from 0, 2 and 3 and puts the user back to 1. The user's
 * users.certification_status is what the API's 'certified' role checks.
 */

type Fields = z.infer<typeof certificationFields>;

const maskIdCard = (id: string) => (id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : '****');

const reviewer = alias(staffUsers, 'reviewer');

function baseSelect() {
  return {
    id: certifications.id,
    status: certifications.status,
    companyNameCn: certifications.companyNameCn,
    companyNameEn: certifications.companyNameEn,
    creditCode: certifications.creditCode,
    contactName: certifications.contactName,
    idCard: certifications.idCard,
    contactPhone: certifications.contactPhone,
    licenceName: storedFiles.originalName,
    reason: certifications.reason,
    createdAt: certifications.createdAt,
    reviewedAt: certifications.reviewedAt,
  };
}

type BaseRow = {
  id: number;
  status: number;
  companyNameCn: string;
  companyNameEn: string;
  creditCode: string;
  contactName: string;
  idCard: string;
  contactPhone: string;
  licenceName: string;
  reason: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

function toApplication(r: BaseRow): CertificationApplication {
  return {
    id: r.id,
    status: r.status,
    companyNameCn: r.companyNameCn,
    companyNameEn: r.companyNameEn,
    creditCode: r.creditCode,
    contactName: r.contactName,
    idCard: maskIdCard(r.idCard),
    contactPhone: r.contactPhone,
    licenceName: r.licenceName,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

export async function latestApplication(db: Db, companyId: number, userId: number): Promise<CertificationApplication | null> {
  const [row] = await db
    .select(baseSelect())
    .from(certifications)
    .innerJoin(storedFiles, eq(storedFiles.id, certifications.licenceFileId))
    .where(and(eq(certifications.companyId, companyId), eq(certifications.userId, userId)))
    .orderBy(desc(certifications.createdAt), desc(certifications.id))
    .limit(1);
  return row ? toApplication(row) : null;
}

/** A new application: the licence is checked and stored first, then the application and status 1 together. */
export async function submitApplication(db: Db, session: SessionUser, fields: Fields, licence: File | undefined): Promise<CertificationApplication> {
  const companyId = session.companyId;
  if (session.certificationStatus === CERT_STATUS.applying) throw new ApiError(409, 'certificationPending');
  if (!licence || licence.size === 0) throw new ApiError(422, 'fileMissing');
  const file = await storeFile(db, companyId, licence, { maxBytes: LICENCE_MAX_BYTES, types: LICENCE_TYPES, purpose: 'certification', userId: session.userId });
  try {
    const id = await db.transaction(async (tx) => {
      // Conditional: two submissions racing cannot both move the user to "applying".
      const [moved] = await tx
        .update(users)
        .set({ certificationStatus: CERT_STATUS.applying, updatedAt: new Date() })
        .where(and(eq(users.id, session.userId), eq(users.companyId, companyId), ne(users.certificationStatus, CERT_STATUS.applying)))
        .returning({ id: users.id });
      if (!moved) throw new ApiError(409, 'certificationPending');
      const [row] = await tx
        .insert(certifications)
        .values({ companyId, userId: session.userId, status: CERT_STATUS.applying, ...fields, licenceFileId: file.id })
        .returning({ id: certifications.id });
      if (!row) throw new Error('certification insert returned nothing');
      return row.id;
    });
    const app = await latestApplication(db, companyId, session.userId);
    if (!app || app.id !== id) throw new Error('application not found after insert');
    return app;
  } catch (error) {
    await deleteStoredFile(db, file);
    throw error;
  }
}

// ---------------------------------------------------------------- staff review

function staffRow(r: BaseRow & { userId: number; mobile: string | null; email: string | null; nameCn: string; nickName: string; fileId: number; reviewedBy: string | null; rateAccess: number | null }): StaffCertificationRow {
  return {
    ...toApplication(r),
    idCard: r.idCard,
    userId: r.userId,
    account: r.mobile || r.email || '',
    userName: r.nameCn || r.nickName,
    licenceUrl: `/api/staff/certifications/file?id=${r.id}`,
    reviewedBy: r.reviewedBy ?? '',
    rateAccess: r.rateAccess !== null,
  };
}

function staffSelect() {
  return {
    ...baseSelect(),
    userId: certifications.userId,
    mobile: users.mobile,
    email: users.email,
    nameCn: users.nameCn,
    nickName: users.nickName,
    fileId: certifications.licenceFileId,
    reviewedBy: reviewer.name,
    rateAccess: rateAccessGrants.userId,
  };
}

/** Applications with what the staff view shows of them: applicant, licence, reviewer, rate access. */
const staffQuery = (db: Db) =>
  db
    .select(staffSelect())
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .innerJoin(storedFiles, eq(storedFiles.id, certifications.licenceFileId))
    .leftJoin(reviewer, eq(reviewer.id, certifications.reviewedBy))
    .leftJoin(rateAccessGrants, and(eq(rateAccessGrants.userId, certifications.userId), eq(rateAccessGrants.companyId, certifications.companyId)));

export async function listApplications(db: Db, companyId: number, q: StaffCertificationFilter): Promise<{ rows: StaffCertificationRow[]; total: number }> {
  const cond = and(
    eq(certifications.companyId, companyId),
    q.status ? eq(certifications.status, q.status) : undefined,
    q.userId ? eq(certifications.userId, q.userId) : undefined,
    anyContains(q.q, [certifications.companyNameCn, certifications.companyNameEn, certifications.creditCode, certifications.contactName, users.mobile, users.email]),
  );
  const [rows, [totalRow]] = await Promise.all([
    staffQuery(db)
      .where(cond)
      .orderBy(desc(certifications.createdAt), desc(certifications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(certifications).innerJoin(users, eq(users.id, certifications.userId)).where(cond),
  ]);
  return { rows: rows.map(staffRow), total: totalRow?.n ?? 0 };
}

async function loadForStaff(db: Db, companyId: number, id: number): Promise<StaffCertificationRow | null> {
  const [row] = await staffQuery(db)
    .where(and(eq(certifications.id, id), eq(certifications.companyId, companyId)))
    .limit(1);
  return row ? staffRow(row) : null;
}

/** The licence file id of an application of this company (staff view). */
export async function licenceFileId(db: Db, companyId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ fileId: certifications.licenceFileId })
    .from(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.companyId, companyId)))
    .limit(1);
  return row?.fileId ?? null;
}

type Decision = { approve: true } | { approve: false; reason: string };
type Reviewer = { company: CompanySettings; actor: Actor; locale: ApiLocale; site: LinkSite };

/**
 * Approves (→ 3) or rejects (→ 2 with reason) a waiting application of the staff member's company,
 * sets the user's status accordingly and notifies the user, all in one transaction: the decision
 * and its notice (with, for a rejection, the certification link) commit together or not at all.
 * An application of another company is "not found"; one already reviewed is refused.
 */
export async function reviewApplication(db: Db, by: Reviewer, id: number, decision: Decision): Promise<StaffCertificationRow> {
  const companyId = by.company.companyId;
  const status = decision.approve ? CERT_STATUS.certified : CERT_STATUS.failed;
  const t = await apiTranslator(by.locale);
  await db.transaction(async (tx) => {
    const [app] = await tx
      .select({ status: certifications.status, userId: certifications.userId, reason: certifications.reason, companyNameCn: certifications.companyNameCn })
      .from(certifications)
      .where(and(eq(certifications.id, id), eq(certifications.companyId, companyId)))
      .limit(1);
    if (!app) throw new ApiError(404, 'applicationNotFound');
    const [done] = await tx
      .update(certifications)
      .set({ status, reason: decision.approve ? '' : decision.reason, reviewedBy: by.actor.staffId, reviewedAt: new Date() })
      .where(and(eq(certifications.id, id), eq(certifications.companyId, companyId), eq(certifications.status, CERT_STATUS.applying)))
      .returning({ userId: certifications.userId, companyNameCn: certifications.companyNameCn });
    if (!done) throw new ApiError(409, 'applicationNotPending');
    await tx
      .update(users)
      .set({ certificationStatus: status, updatedAt: new Date() })
      .where(and(eq(users.id, done.userId), eq(users.companyId, companyId)));
    await notifyApplicant(tx, by, t, { userId: done.userId, enterprise: done.companyNameCn }, decision);
    await audit(tx, by.actor, {
      action: decision.approve ? 'certification.approve' : 'certification.reject',
      entity: 'certification',
      entityId: id,
      summary: app.companyNameCn,
      before: { status: app.status, reason: app.reason, userId: app.userId },
      after: { status, reason: decision.approve ? '' : decision.reason, userId: app.userId },
    });
  });
  const row = await loadForStaff(db, companyId, id);
  if (!row) throw new ApiError(404, 'applicationNotFound');
  return row;
}

async function notifyApplicant(
  tx: Db,
  by: Reviewer,
  t: Awaited<ReturnType<typeof apiTranslator>>,
  app: { userId: number; enterprise: string },
  decision: Decision,
): Promise<void> {
  const companyId = by.company.companyId;
  const [u] = await tx.select().from(users).where(and(eq(users.id, app.userId), eq(users.companyId, companyId))).limit(1);
  if (!u) return;
  const en = by.locale === 'en';
  const base = {
    company: en ? by.company.companyNameEn : by.company.companyNameCn,
    name: localName(u, by.locale),
    enterprise: app.enterprise,
  };
  const values = decision.approve
    ? base
    : {
        ...base,
        reason: decision.reason,
        days: CERT_LINK_DAYS,
        link: await createMailLink(tx, { companyId, site: by.site, userId: u.id, flag: SEND_MAIL_FLAG.certification }),
      };
  const subject = t(decision.approve ? 'mailCertApprovedSubject' : 'mailCertRejectedSubject', values);
  const body = t(decision.approve ? 'mailCertApprovedBody' : 'mailCertRejectedBody', values);
  const kind = decision.approve ? 'certification-approved' : 'certification-rejected';
  if (u.email) await enqueue(tx, companyId, { channel: 'mail', recipient: u.email, subject, body, kind });
  else if (u.mobile) await enqueue(tx, companyId, { channel: 'sms', recipient: u.mobile, body: `${subject}${decision.approve ? '' : `: ${decision.reason}`}`, kind });
}

import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { isMobile, type SendCodeAnswer, type UserInfo } from '../contracts/account';
import type { z } from 'zod';
import type { registerInput, sendCodeInput } from '../contracts/account';
import type { CompanySettings } from '../contracts/company';
import { apiTranslator, type ApiLocale } from './apiMessages';
import type { Db } from './db';
import { salesContacts, users, verificationCodes } from './db/schema';
import { ApiError } from './errors';
import { enqueue, kickOutbox } from './outbox';
import { consume, LIMITS } from './rateLimit';
import { hashPassword } from './auth/passwords';
import { findUserByAccount, normalizeAccount } from './auth/login';

const CODE_MINUTES = 10;
const RESEND_SECONDS = 60;
const MAX_CODE_ATTEMPTS = 5;

const codeHash = (companyId: number, account: string, code: string) =>
  createHash('sha256').update(`${companyId}:${account}:${code}`).digest();

const companyName = (company: CompanySettings, locale: ApiLocale) => (locale === 'en' ? company.companyNameEn : company.companyNameCn);

/**
 * Sends a registration code: SMS for a mobile, mail for an email, through the outbox. Refused when
 * the account exists, and within RESEND_SECONDS of the previous code (besides the route's limits).
 * The code and its message commit together.
 */
export async function sendCode(
  db: Db,
  p: { company: CompanySettings; locale: ApiLocale },
  input: z.infer<typeof sendCodeInput>,
): Promise<SendCodeAnswer> {
  const account = normalizeAccount(input.account);
  const companyId = p.company.companyId;
  await consume(companyId, [{ ...LIMITS.sendCodeAccount, key: `acct:${account}` }]);
  if (await findUserByAccount(db, companyId, account)) throw new ApiError(409, 'accountTaken');
  const [recent] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.companyId, companyId), eq(verificationCodes.account, account), eq(verificationCodes.purpose, input.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent && Date.now() - recent.createdAt.getTime() < RESEND_SECONDS * 1000) throw new ApiError(429, 'tooManyRequests');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const t = await apiTranslator(p.locale);
  const values = { company: companyName(p.company, p.locale), code, minutes: CODE_MINUTES };
  const sms = isMobile(account);
  await db.transaction(async (tx) => {
    // A new code replaces the previous ones.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.companyId, companyId), eq(verificationCodes.account, account), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      companyId,
      purpose: input.purpose,
      account,
      codeHash: codeHash(companyId, account, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60 * 1000),
    });
    await enqueue(tx, companyId, {
      channel: sms ? 'sms' : 'mail',
      recipient: account,
      subject: sms ? '' : t('mailRegisterCodeSubject', values),
      body: sms ? t('smsRegisterCode', values) : t('mailRegisterCodeBody', values),
      kind: 'register-code',
    });
  });
  kickOutbox();
  return { code: '1', data: { channel: sms ? 'sms' : 'mail', expiresIn: CODE_MINUTES * 60, resendAfter: RESEND_SECONDS } };
}

/** Checks and consumes the latest live code of an account; a wrong guess uses up an attempt. */
async function useCode(db: Db, companyId: number, account: string, purpose: string, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, companyId),
        eq(verificationCodes.account, account),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw new ApiError(400, 'codeInvalid');
  const ok = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), codeHash(companyId, account, code));
  if (!ok) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new ApiError(400, 'codeInvalid');
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new ApiError(400, 'codeInvalid');
}

/** The sales contact a registration link names (salesCode, or the web sale id), on this company only. */
async function salesContactFor(db: Db, companyId: number, salesCode?: string, webSaleId?: number): Promise<number | null> {
  if (!salesCode && !webSaleId) return null;
  const [row] = await db
    .select({ id: salesContacts.id })
    .from(salesContacts)
    .where(
      and(
        eq(salesContacts.companyId, companyId),
        or(
          salesCode ? eq(salesContacts.salesCode, salesCode) : sql`false`,
          webSaleId ? eq(salesContacts.id, webSaleId) : sql`false`,
        ),
      ),
    )
    .orderBy(desc(sql`${salesContacts.salesCode} = ${salesCode ?? ''}`))
    .limit(1);
  // An unknown or stale code does not block the registration; the account simply has no sales contact.
  return row?.id ?? null;
}

/** A unique-index violation, from pg or PGlite, bare or wrapped in Drizzle's query error (as `cause`). */
const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  return e.code === '23505' || /unique/i.test(String(e.message)) || (e.cause !== undefined && e.cause !== error && isUniqueViolation(e.cause));
};

/** Creates the account (after the code check) and answers its id; the caller starts its session. */
export async function register(db: Db, companyId: number, input: z.infer<typeof registerInput>): Promise<number> {
  const account = normalizeAccount(input.account);
  await useCode(db, companyId, account, 'register', input.verifyCode);
  if (await findUserByAccount(db, companyId, account)) throw new ApiError(409, 'accountTaken');
  const salesContactId = await salesContactFor(db, companyId, input.salesCode, input.webSaleId);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await db
      .insert(users)
      .values({
        companyId,
        mobile: isMobile(account) ? account : null,
        email: isMobile(account) ? null : account,
        passwordHash,
        nameCn: input.nameCn,
        nickName: input.nameCn,
        nameEn: input.nameEn,
        companyNameCn: input.companyName,
        salesContactId,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'accountTaken');
    throw error;
  }
  return userId;
}

// ---------------------------------------------------------------- user info

export async function getUserInfo(db: Db, companyId: number, userId: number): Promise<UserInfo | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!u) return null;
  return {
    nameCn: u.nameCn || u.nickName,
    nameEn: u.nameEn,
    companyName: u.companyNameCn,
    duty: u.duty,
    phone: u.mobile ?? '',
    qq: u.qq,
    email: u.email ?? '',
    companyAddr: u.companyAddr,
  };
}

/** Saves the profile. Phone and email stay unique per company; an account keeps at least one of them. */
export async function saveUserInfo(db: Db, companyId: number, userId: number, input: UserInfo): Promise<UserInfo> {
  const email = input.email ? input.email.toLowerCase() : null;
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        ne(users.id, userId),
        or(eq(users.mobile, input.phone), email ? sql`lower(${users.email}) = ${email}` : sql`false`),
      ),
    )
    .limit(1);
  if (clash) throw new ApiError(409, 'accountTaken');
  try {
    await db
      .update(users)
      .set({
        nameCn: input.nameCn,
        nameEn: input.nameEn,
        companyNameCn: input.companyName,
        duty: input.duty,
        mobile: input.phone,
        qq: input.qq,
        email,
        companyAddr: input.companyAddr,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'accountTaken');
    throw error;
  }
  const saved = await getUserInfo(db, companyId, userId);
  if (!saved) throw new ApiError(404, 'notFound');
  return saved;
}

import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { isMobile, type LoginAnswer, type SendCodeAnswer, type UserInfo } from '../contracts/account';
import type { z } from 'zod';
import type { registerInput, sendCodeInput } from '../contracts/account';
import { getDb } from './db';
import { salesContacts, users, verificationCodes } from './db/schema';
import { ApiError } from './errors';
import type { ApiContext } from './http';
import { enqueue } from './outbox';
import { consume, LIMITS } from './rateLimit';
import { hashPassword } from './auth/passwords';
import { findUserByAccount, normalizeAccount, startSession } from './auth/login';

const CODE_MINUTES = 10;
const RESEND_SECONDS = 60;
const MAX_CODE_ATTEMPTS = 5;

const codeHash = (companyId: number, account: string, code: string) =>
  createHash('sha256').update(`${companyId}:${account}:${code}`).digest();

const companyName = (ctx: ApiContext) => (ctx.locale === 'en' ? ctx.company.companyNameEn : ctx.company.companyNameCn);

/**
 * Sends a registration code: SMS for a mobile, mail for an email, through the outbox. Refused when
 * the account exists, and within RESEND_SECONDS of the previous code (besides the route's limits).
 */
export async function sendCode(ctx: ApiContext, input: z.infer<typeof sendCodeInput>): Promise<SendCodeAnswer> {
  const account = normalizeAccount(input.account);
  const companyId = ctx.company.companyId;
  await consume(companyId, [{ ...LIMITS.sendCodeAccount, key: `acct:${account}` }]);
  if (await findUserByAccount(companyId, account)) throw new ApiError(409, 'accountTaken');
  const db = await getDb();
  const [recent] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.companyId, companyId), eq(verificationCodes.account, account), eq(verificationCodes.purpose, input.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent && Date.now() - recent.createdAt.getTime() < RESEND_SECONDS * 1000) throw new ApiError(429, 'tooManyRequests');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces the previous ones.
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.companyId, companyId), eq(verificationCodes.account, account), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({
    companyId,
    purpose: input.purpose,
    account,
    codeHash: codeHash(companyId, account, code).toString('hex'),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60 * 1000),
  });
  const values = { company: companyName(ctx), code, minutes: CODE_MINUTES };
  const sms = isMobile(account);
  await enqueue(companyId, {
    channel: sms ? 'sms' : 'mail',
    recipient: account,
    subject: sms ? '' : ctx.t('mailRegisterCodeSubject', values),
    body: sms ? ctx.t('smsRegisterCode', values) : ctx.t('mailRegisterCodeBody', values),
    kind: 'register-code',
  });
  return { code: '1', data: { channel: sms ? 'sms' : 'mail', expiresIn: CODE_MINUTES * 60, resendAfter: RESEND_SECONDS } };
}

/** Checks and consumes the latest live code of an account; a wrong guess uses up an attempt. */
async function useCode(companyId: number, account: string, purpose: string, code: string): Promise<void> {
  const db = await getDb();
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
async function salesContactFor(companyId: number, salesCode?: string, webSaleId?: number): Promise<number | null> {
  if (!salesCode && !webSaleId) return null;
  const db = await getDb();
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

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as { message?: string }).message)));

/** Creates the account (after the code check) and logs it in. */
export async function register(ctx: ApiContext, input: z.infer<typeof registerInput>): Promise<LoginAnswer> {
  const companyId = ctx.company.companyId;
  const account = normalizeAccount(input.account);
  await useCode(companyId, account, 'register', input.verifyCode);
  if (await findUserByAccount(companyId, account)) throw new ApiError(409, 'accountTaken');
  const salesContactId = await salesContactFor(companyId, input.salesCode, input.webSaleId);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
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
  return startSession(ctx, userId);
}

// ---------------------------------------------------------------- user info

export async function getUserInfo(companyId: number, userId: number): Promise<UserInfo | null> {
  const db = await getDb();
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
export async function saveUserInfo(companyId: number, userId: number, input: UserInfo): Promise<UserInfo> {
  const db = await getDb();
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
  const saved = await getUserInfo(companyId, userId);
  if (!saved) throw new ApiError(404, 'notFound');
  return saved;
}

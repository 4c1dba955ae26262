import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { isMobile, type SendCodeAnswer, type UserInfo } from '../contracts/account';
import type { z } from 'zod';
import type { loginByCodeInput, registerInput, sendCodeInput, userInfoInput } from '../contracts/account';
import type { CompanySettings } from '../contracts/company';
import { apiTranslator, type ApiLocale } from './apiMessages';
import type { Db } from './db';
import { salesContacts, users, verificationCodes } from './db/schema';
import { ApiError } from './errors';
import { enqueue } from './outbox';
import { consume, LIMITS } from './rateLimit';
import { hashPassword } from './auth/passwords';
import { findUserByAccount, normalizeAccount } from './auth/login';
import { localName } from '../personName';

const CODE_MINUTES = 10;
const RESEND_SECONDS = 60;
const MAX_CODE_ATTEMPTS = 5;

const codeHash = (companyId: number, account: string, code: string) =>
  createHash('sha256').update(`${companyId}:${account}:${code}`).digest();

const companyName = (company: CompanySettings, locale: ApiLocale) => (locale === 'en' ? company.companyNameEn : company.companyNameCn);

/** Hash of a code nobody receives (the row of a registered address: see sendCode). */
const unusableCode = () => `x${randomInt(0, 1_000_000)}${Date.now()}`;

/** Which codes a request may use: a contact code only by the user who asked for it. */
const codeOwner = (userId: number | null) => (userId === null ? isNull(verificationCodes.userId) : eq(verificationCodes.userId, userId));

/** The conditions naming the codes of one account, purpose and owner (`and(...)` them with more). */
const codesOf = (companyId: number, account: string, purpose: string, userId: number | null) => [
  eq(verificationCodes.companyId, companyId),
  eq(verificationCodes.account, account),
  eq(verificationCodes.purpose, purpose),
  codeOwner(userId),
];

/**
 * Sends a one-time code: SMS for a mobile, mail for an email, through the outbox.
 * - purpose 'register' (visitors), or 'contact' (`userId`: the logged-in user's new login phone or
 *   email; only that user can use the code);
 * - the answer is the same whether the address has an account or not: an address that already
 *   has one (another user's, for 'contact') gets a notice that someone asked, instead of a code,
 *   and the same writes happen (a code row nobody can use, the message), so neither the answer nor
 *   its timing tells registered from unregistered;
 * - capped per number or address (hour and day), per company and channel (everyone together),
 *   besides the route's per-address limit and RESEND_SECONDS between two codes; 429
 *   codeLimitReached / tooManyRequests.
 * The code and its message commit together.
 */
export async function sendCode(
  db: Db,
  p: { company: CompanySettings; locale: ApiLocale; userId?: number | null },
  input: z.infer<typeof sendCodeInput>,
): Promise<SendCodeAnswer> {
  const account = normalizeAccount(input.account);
  const companyId = p.company.companyId;
  const userId = input.purpose === 'contact' ? (p.userId ?? null) : null;
  if (input.purpose === 'contact' && userId === null) throw new ApiError(401, 'loginRequired');
  const sms = isMobile(account);
  // Per number first, so that a refused number does not use up everyone's allowance.
  await consume(companyId, [
    { ...LIMITS.sendCodeAccount, key: `acct:${account}` },
    { ...LIMITS.sendCodeAccountDay, key: `acct:${account}` },
  ]);
  const [recent] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(...codesOf(companyId, account, input.purpose, userId)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent && Date.now() - recent.createdAt.getTime() < RESEND_SECONDS * 1000) throw new ApiError(429, 'tooManyRequests');
  await consume(companyId, [{ ...LIMITS.sendCodeCompany, key: `company:${sms ? 'sms' : 'mail'}` }]);

  const holder = await findUserByAccount(db, companyId, account);
  const taken = holder !== null && holder.id !== userId;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const t = await apiTranslator(p.locale);
  const values = { company: companyName(p.company, p.locale), code, minutes: CODE_MINUTES };
  const contact = input.purpose === 'contact';
  const login = input.purpose === 'login';
  // A login code goes to an address with an account; any other gets a notice (and an unusable code), the mirror of 'register'.
  const refused = login ? holder === null : taken;
  const message = login
    ? holder
      ? {
          kind: 'login-code' as const,
          subject: sms ? '' : t('mailLoginCodeSubject', values),
          body: sms ? t('smsLoginCode', values) : t('mailLoginCodeBody', values),
        }
      : {
          kind: 'login-no-account' as const,
          subject: sms ? '' : t('mailLoginNoAccountSubject', values),
          body: sms ? t('smsLoginNoAccount', values) : t('mailLoginNoAccountBody', values),
        }
    : taken
    ? {
        kind: 'account-exists' as const,
        subject: sms ? '' : t('mailAccountExistsSubject', values),
        body: sms ? t('smsAccountExists', values) : t('mailAccountExistsBody', values),
      }
    : {
        kind: contact ? ('contact-code' as const) : ('register-code' as const),
        subject: sms ? '' : t(contact ? 'mailContactCodeSubject' : 'mailRegisterCodeSubject', values),
        body: sms ? t(contact ? 'smsContactCode' : 'smsRegisterCode', values) : t(contact ? 'mailContactCodeBody' : 'mailRegisterCodeBody', values),
      };
  await db.transaction(async (tx) => {
    // A new code replaces the previous ones of the same purpose (and user).
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(...codesOf(companyId, account, input.purpose, userId), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      companyId,
      purpose: input.purpose,
      account,
      userId,
      codeHash: codeHash(companyId, account, refused ? unusableCode() : code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60 * 1000),
    });
    await enqueue(tx, companyId, { channel: sms ? 'sms' : 'mail', recipient: account, ...message });
  });
  return { code: '1', data: { channel: sms ? 'sms' : 'mail', expiresIn: CODE_MINUTES * 60, resendAfter: RESEND_SECONDS } };
}

/** Checks and consumes the latest live code of an account; a wrong guess uses up an attempt. */
async function useCode(db: Db, companyId: number, account: string, purpose: string, code: string, userId: number | null = null): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(...codesOf(companyId, account, purpose, userId), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, new Date())))
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

/**
 * POST /webuser/loginByCode: the account whose latest 'login' code this is (consumed; a wrong guess
 * uses up one of the code's attempts). An address without an account never got a usable code, so
 * the answer is the same 400 codeInvalid as for a wrong code. The caller starts the session.
 */
export async function loginByCode(db: Db, companyId: number, input: z.infer<typeof loginByCodeInput>): Promise<number> {
  const account = normalizeAccount(input.account);
  await useCode(db, companyId, account, 'login', input.code);
  const user = await findUserByAccount(db, companyId, account);
  if (!user) throw new ApiError(400, 'codeInvalid');
  return user.id;
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

/** A phone or email as a notice shows it: 138****1234, a***@example.com. */
export function maskContact(value: string): string {
  if (isMobile(value)) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  const at = value.indexOf('@');
  return at > 0 ? `${value[0]}***${value.slice(at)}` : '***';
}

/**
 * Saves the profile. Phone and email stay unique per company; an account keeps at least one of
 * them. A new phone or email becomes the login and reset address, so it needs the code sent to it
 * (sendCode purpose 'contact', by this user: `phoneCode` / `emailCode`), checked before anything
 * else (a missing or wrong code tells nothing about who has the address); the old address gets a
 * notice in the same transaction as the change. Removing the email needs no code (the phone
 * stays the login), but the old address is told. Other fields save without a code.
 */
export async function saveUserInfo(
  db: Db,
  p: { company: CompanySettings; locale: ApiLocale; userId: number },
  input: z.infer<typeof userInfoInput>,
): Promise<UserInfo> {
  const companyId = p.company.companyId;
  const { userId } = p;
  const [current] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!current) throw new ApiError(404, 'notFound');
  const email = input.email ? input.email.toLowerCase() : null;
  const phoneChanged = input.phone !== (current.mobile ?? '');
  const emailChanged = (email ?? '') !== (current.email ?? '').toLowerCase();
  if ((phoneChanged && !input.phoneCode) || (emailChanged && email && !input.emailCode)) throw new ApiError(400, 'contactCodeRequired');
  if (phoneChanged && input.phoneCode) await useCode(db, companyId, input.phone, 'contact', input.phoneCode, userId);
  if (emailChanged && email && input.emailCode) await useCode(db, companyId, email, 'contact', input.emailCode, userId);

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
  const t = await apiTranslator(p.locale);
  const company = companyName(p.company, p.locale);
  const name = localName(current, p.locale);
  try {
    await db.transaction(async (tx) => {
      await tx
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
      if (phoneChanged && current.mobile) {
        await enqueue(tx, companyId, {
          channel: 'sms',
          recipient: current.mobile,
          body: t('smsContactChanged', { company, to: maskContact(input.phone) }),
          kind: 'contact-changed',
        });
      }
      if (emailChanged && current.email) {
        const values = { company, name, what: t('contactWhatEmail'), to: email ? maskContact(email) : t('contactWhatRemoved') };
        await enqueue(tx, companyId, {
          channel: 'mail',
          recipient: current.email,
          subject: t('mailContactChangedSubject', values),
          body: t('mailContactChangedBody', values),
          kind: 'contact-changed',
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'accountTaken');
    throw error;
  }
  const saved = await getUserInfo(db, companyId, userId);
  if (!saved) throw new ApiError(404, 'notFound');
  return saved;
}

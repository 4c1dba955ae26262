import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  RESET_TOKEN_MINUTES,
  SEND_MAIL_FLAG,
  type ChangePasswordInput,
  type DecryptTokenAnswer,
  type DecryptTokenInput,
  type UpdatePasswordInput,
} from '../../contracts/account';
import type { CompanySettings } from '../../contracts/company';
import { apiTranslator, type ApiLocale } from '../apiMessages';
import type { Db } from '../db';
import { passwordResetTokens, users } from '../db/schema';
import { ApiError } from '../errors';
import { enqueue } from '../outbox';
import { consume, refund } from '../rateLimit';
import { findUserByAccount } from './login';
import { siteOrigin, type LinkSite } from './origin';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken, revokeUserSessions } from './session';

/** Certification links (sendFlag 2) only identify the user; they stay valid for a week. */
export const CERT_LINK_DAYS = 7;

const invalidLink = () => new ApiError(400, 'resetLinkInvalid');
const displayNameEn = (u: { nameEn: string; nameCn: string; nickName: string }) => u.nameEn || u.nameCn || u.nickName;

/**
 * A mailed link of the English flow: https://<site>/en?sendFlag=<flag>&token=<token>. The token is
 * random (256 bits) and stored hashed; a new password-reset link replaces the user's previous ones.
 * Pass the transaction that also enqueues the mail carrying the link.
 */
export async function createMailLink(
  db: Db,
  p: { companyId: number; site: LinkSite; userId: number; flag: (typeof SEND_MAIL_FLAG)[keyof typeof SEND_MAIL_FLAG] },
): Promise<string> {
  const { companyId, userId, flag } = p;
  if (flag === SEND_MAIL_FLAG.password) {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.sendFlag, flag), isNull(passwordResetTokens.usedAt)));
  }
  const token = newToken();
  const minutes = flag === SEND_MAIL_FLAG.password ? RESET_TOKEN_MINUTES : CERT_LINK_DAYS * 24 * 60;
  await db.insert(passwordResetTokens).values({
    id: hashToken(token),
    companyId,
    userId,
    sendFlag: flag,
    expiresAt: new Date(Date.now() + minutes * 60 * 1000),
  });
  return `${await siteOrigin(db, companyId, p.site)}/en?sendFlag=${flag}&token=${token}`;
}

/**
 * Mails a reset link when the email is registered; the answer never tells whether it is. The
 * token and its mail commit together or not at all.
 */
export async function forgetPassword(db: Db, p: { company: CompanySettings; locale: ApiLocale; site: LinkSite; email: string }): Promise<void> {
  const companyId = p.company.companyId;
  const user = await findUserByAccount(db, companyId, p.email);
  if (!user?.email) return;
  const recipient = user.email;
  const t = await apiTranslator(p.locale);
  await db.transaction(async (tx) => {
    const link = await createMailLink(tx, { companyId, site: p.site, userId: user.id, flag: SEND_MAIL_FLAG.password });
    const values = {
      company: p.locale === 'en' ? p.company.companyNameEn : p.company.companyNameCn,
      name: p.locale === 'en' ? displayNameEn(user) : user.nameCn || user.nickName,
      minutes: RESET_TOKEN_MINUTES,
      link,
    };
    await enqueue(tx, companyId, {
      channel: 'mail',
      recipient,
      subject: t('mailResetSubject', values),
      body: t('mailResetBody', values),
      kind: 'password-reset',
    });
  });
}

/**
 * POST /webuser/forgetPasswordDecryptToken (spec §7, §4 "Login"). The link's `sendFlag` comes back
 * as sendMailFlag and must match the flag the token was issued with:
 *   '1' — a live password-reset link: the UI shows the password-change page;
 *   '2' — a live certification link: the UI shows the certification page unless
 *         validateMap.certificationStatus is 3 (then the login page);
 *   anything else is a 400 with code '0' and a message (invalid, used, expired or another company's).
 * Reading a token does not use it up; only changePassword does.
 */
export async function decryptToken(db: Db, companyId: number, input: Pick<DecryptTokenInput, 'token'> & { sendMailFlag: number }): Promise<DecryptTokenAnswer> {
  const [row] = await db
    .select({
      sendFlag: passwordResetTokens.sendFlag,
      email: users.email,
      nameEn: users.nameEn,
      nameCn: users.nameCn,
      nickName: users.nickName,
      certificationStatus: users.certificationStatus,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(input.token)),
        eq(passwordResetTokens.companyId, companyId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.sendFlag !== input.sendMailFlag) throw invalidLink();
  return {
    code: row.sendFlag === SEND_MAIL_FLAG.password ? '1' : '2',
    validateMap: { email: row.email ?? '', nameEn: displayNameEn(row), certificationStatus: row.certificationStatus },
  };
}

/** Sets a new password with a reset link (single use); every session of the user ends. */
export async function changePassword(db: Db, companyId: number, input: ChangePasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.id, hashToken(input.token)),
          eq(passwordResetTokens.companyId, companyId),
          eq(passwordResetTokens.sendFlag, SEND_MAIL_FLAG.password),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalidLink();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.companyId, companyId)));
    await revokeUserSessions(tx, used.userId);
  });
}

const PASSWORD_CHECK = { name: 'password:user', limit: 5, windowSec: 15 * 60 } as const;

/**
 * Logged-in change (password dialog): old + new. Every session of the user ends; the caller starts
 * a new one for this browser.
 */
export async function updatePassword(db: Db, p: { companyId: number; userId: number }, input: UpdatePasswordInput): Promise<void> {
  const { companyId, userId } = p;
  const rules = [{ ...PASSWORD_CHECK, key: `user:${userId}` }];
  await consume(companyId, rules);
  const [u] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!(await verifyPassword(input.oldPassword, u?.passwordHash))) throw new ApiError(400, 'passwordWrong');
  await refund(companyId, rules);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    await revokeUserSessions(tx, userId);
  });
}

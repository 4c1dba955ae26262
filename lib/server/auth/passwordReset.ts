import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  RESET_TOKEN_MINUTES,
  SEND_MAIL_FLAG,
  type ChangePasswordInput,
  type DecryptTokenAnswer,
  type UpdatePasswordInput,
} from '../../contracts/account';
import type { z } from 'zod';
import type { decryptTokenInput } from '../../contracts/account';
import { getDb } from '../db';
import { passwordResetTokens, users } from '../db/schema';
import { ApiError } from '../errors';
import type { ApiContext } from '../http';
import { enqueue } from '../outbox';
import { consume, refund } from '../rateLimit';
import type { LoginAnswer } from '../../contracts/account';
import { findUserByAccount, startSession } from './login';
import { siteOrigin } from './origin';
import { hashPassword, verifyPassword } from './passwords';
import { AUTH_COOKIE, hashToken, newToken, revokeUserSessions } from './session';

/** Certification links (sendFlag 2) only identify the user; they stay valid for a week. */
export const CERT_LINK_DAYS = 7;

const invalidLink = () => new ApiError(400, 'resetLinkInvalid');
const displayNameEn = (u: { nameEn: string; nameCn: string; nickName: string }) => u.nameEn || u.nameCn || u.nickName;

/**
 * A mailed link of the English flow: https://<site>/en?sendFlag=<flag>&token=<token>. The token is
 * random (256 bits) and stored hashed; a new password-reset link replaces the user's previous ones.
 */
export async function createMailLink(
  ctx: Pick<ApiContext, 'req' | 'company' | 'secure'>,
  userId: number,
  flag: (typeof SEND_MAIL_FLAG)[keyof typeof SEND_MAIL_FLAG],
): Promise<string> {
  const db = await getDb();
  const companyId = ctx.company.companyId;
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
  return `${await siteOrigin(ctx)}/en?sendFlag=${flag}&token=${token}`;
}

/** Mails a reset link when the email is registered; the answer never tells whether it is. */
export async function forgetPassword(ctx: ApiContext, email: string): Promise<void> {
  const user = await findUserByAccount(ctx.company.companyId, email);
  if (!user?.email) return;
  const link = await createMailLink(ctx, user.id, SEND_MAIL_FLAG.password);
  const values = {
    company: ctx.locale === 'en' ? ctx.company.companyNameEn : ctx.company.companyNameCn,
    name: ctx.locale === 'en' ? displayNameEn(user) : user.nameCn || user.nickName,
    minutes: RESET_TOKEN_MINUTES,
    link,
  };
  await enqueue(ctx.company.companyId, {
    channel: 'mail',
    recipient: user.email,
    subject: ctx.t('mailResetSubject', values),
    body: ctx.t('mailResetBody', values),
    kind: 'password-reset',
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
export async function decryptToken(ctx: ApiContext, input: z.infer<typeof decryptTokenInput>): Promise<DecryptTokenAnswer> {
  if (input.companyId !== undefined && input.companyId !== ctx.company.companyId) throw new ApiError(403, 'companyMismatch');
  const db = await getDb();
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
        eq(passwordResetTokens.companyId, ctx.company.companyId),
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
export async function changePassword(ctx: ApiContext, input: ChangePasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(input.token)),
        eq(passwordResetTokens.companyId, ctx.company.companyId),
        eq(passwordResetTokens.sendFlag, SEND_MAIL_FLAG.password),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!used) throw invalidLink();
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, used.userId), eq(users.companyId, ctx.company.companyId)));
  await revokeUserSessions(used.userId);
  ctx.setCookie(AUTH_COOKIE, '', 0);
}

const PASSWORD_CHECK = { name: 'password:user', limit: 5, windowSec: 15 * 60 } as const;

/** Logged-in change (password dialog): old + new; other sessions end, this browser gets a new one. */
export async function updatePassword(ctx: ApiContext, input: UpdatePasswordInput): Promise<LoginAnswer> {
  const userId = ctx.session?.userId;
  if (!userId) throw new ApiError(401, 'loginRequired');
  const rules = [{ ...PASSWORD_CHECK, key: `user:${userId}` }];
  await consume(ctx.company.companyId, rules);
  const db = await getDb();
  const [u] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, ctx.company.companyId)))
    .limit(1);
  if (!(await verifyPassword(input.oldPassword, u?.passwordHash))) throw new ApiError(400, 'passwordWrong');
  await refund(ctx.company.companyId, rules);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(userId);
  return startSession(ctx, userId);
}

import { z } from 'zod';
import { okEnvelope } from './envelope';
import { sessionUser } from './session';
import { EMAIL_MAX, isEmail, isMobile as isMobileNumber } from '../validation';
import {
  chineseNameField,
  emailField,
  idCardField,
  idField,
  loginPasswordField,
  mobileField,
  optionalEmailField,
  passwordField,
  text,
} from './fields';
import { FIELD_MAX } from './limits';

export { FIELD_MAX, chineseNameField, emailField, idCardField, mobileField, passwordField };

/*
 * Accounts: registration, login (account, QR scan, WeChat), logout, password reset, user info and
 * enterprise certification. Every route is under the API base (`/api` by default).
 *
 * Every text field is built with `text()` of lib/contracts/fields.ts (trimmed, bounded by
 * lib/contracts/limits.ts, no control characters) and every id with `idField`.
 * Field-error messages below are keys of the "Validation" (spec §5 rules, from lib/validation.ts)
 * or "Api" message namespaces: the route handler answers 422 with `fieldErrors` translated into the
 * request's locale. Forms take their rules from lib/validation.ts `rules`.
 */

// ---------------------------------------------------------------- rules (spec §5)

/** Extra patterns of the account forms (the spec §5 ones come from lib/validation.ts). */
export const PATTERNS = {
  /** unified social credit code charset (GB 32100-2015: digits and capitals without I, O, S, V, Z) */
  creditCode: /^[0-9A-HJ-NPQRTUWXY]{18}$/,
  qq: /^[1-9]\d{4,11}$/,
  smsCode: /^\d{6}$/,
} as const;

// Messages are Validation keys, the ones the forms show for the same rules ("tooLong" gets {max}).
/** Free text people type (names, company, duty, address): no emoji, as the forms refuse them. */
const freeText = (max: number) => text(max, { noEmoji: true });
const requiredText = (max: number) => text(max, { required: true, noEmoji: true });

/** A login account: an 11-digit mobile number or an email address. */
export const accountField = text(FIELD_MAX.account).refine((v) => isMobileNumber(v) || (v.length <= EMAIL_MAX && isEmail(v)), {
  message: 'fieldAccount',
});

export const isMobile = (account: string) => isMobileNumber(account);

// ---------------------------------------------------------------- registration

/** 'register': a new account's phone or email; 'contact': a logged-in user's new login phone or email; 'login': logging in with a code. */
export const CODE_PURPOSE = ['register', 'contact', 'login'] as const;

// POST /webuser/sendCode – sends a one-time code (SMS for a mobile, mail for an email) through the outbox.
//   The answer is the same whether the address has an account or not (a registered one gets a notice
//   instead of a code). Purpose 'contact' needs a session. Rate-limited per number, address and company (429).
export const sendCodeInput = z.object({
  account: accountField,
  purpose: z.enum(CODE_PURPOSE).default('register'),
});
export type SendCodeInput = z.input<typeof sendCodeInput>;
export const sendCodeAnswer = okEnvelope(
  z.object({
    channel: z.enum(['sms', 'mail']),
    /** seconds until the code expires */
    expiresIn: z.number().int(),
    /** seconds before another code may be asked for */
    resendAfter: z.number().int(),
  }),
);
export type SendCodeAnswer = z.infer<typeof sendCodeAnswer>;

// POST /webuser/register – creates the account and logs it in (same answer and cookie as /webuser/login).
export const registerInput = z.object({
  account: accountField,
  verifyCode: text(FIELD_MAX.smsCode).regex(PATTERNS.smsCode, { message: 'fieldCode' }),
  password: passwordField,
  nameCn: chineseNameField,
  nameEn: freeText(FIELD_MAX.nameEn).default(''),
  companyName: requiredText(FIELD_MAX.companyName),
  /** from the registration link (?salesCode=…), kept in local storage as `salesCode` */
  salesCode: text(FIELD_MAX.salesCode).optional(),
  /** the `web sale id` local-storage key: a sales contact id of this company */
  webSaleId: idField.optional(),
  /** the user ticked the registration agreement (/agreement/registerAgreement) */
  agree: z.literal(true, { message: 'fieldAgree' }),
});
export type RegisterInput = z.input<typeof registerInput>;

// ---------------------------------------------------------------- login

/** Spec §3 "Login response validateMap". */
export const loginValidateMap = z.object({
  userId: z.number().int(),
  email: z.string(),
  nameCn: z.string(),
  nickName: z.string(),
  nameEn: z.string(),
  /**
   * The session token. Present ONLY for API clients (request header `x-client: api`, which then
   * gets no cookie). Browsers never see it: their session travels in the HttpOnly `author` cookie.
   */
  apiKey: z.string().optional(),
  headPic: z.string(),
  userType: z.number().int(),
  phone: z.string(),
  certificationStatus: z.number().int(),
});
export type LoginValidateMap = z.infer<typeof loginValidateMap>;

/** Header that switches login/register to API-client mode (token in `validateMap.apiKey`, no cookie). */
export const API_CLIENT_HEADER = 'x-client';
export const API_CLIENT_VALUE = 'api';
/** Session lifetime: the spec's author expiry 1 (day). */
export const SESSION_DAYS = 1;

// POST /webuser/login – account (mobile or email) + password. Browser: Set-Cookie author (HttpOnly, 1 day). Rate-limited.
export const loginInput = z.object({
  account: accountField,
  password: loginPasswordField,
});
export type LoginInput = z.infer<typeof loginInput>;

// POST /webuser/loginByCode – account (mobile or email) + the one-time code sent to it (sendCode purpose 'login').
export const loginByCodeInput = z.object({
  account: accountField,
  code: text(FIELD_MAX.smsCode).regex(PATTERNS.smsCode, { message: 'fieldCode' }),
});
export type LoginByCodeInput = z.infer<typeof loginByCodeInput>;
/** Answer of login, register and the QR/WeChat completion: validateMap per spec, `data` ready for the session store. */
export const loginAnswer = z.object({
  code: z.literal('1'),
  message: z.string().optional(),
  validateMap: loginValidateMap,
  data: sessionUser,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

// POST /webuser/webloginOut – ends the session server-side and clears the cookie. Answers code '1' even without a session.
export const logoutAnswer = z.object({ code: z.literal('1'), message: z.string().optional() });

// ---------------------------------------------------------------- QR-scan login

/** Failure codes of the QR flow (envelope `code`), each with its own localized message. */
export const QR_CODES = {
  expired: 'QR_EXPIRED',
  used: 'QR_USED',
  foreign: 'QR_FOREIGN_BROWSER',
  rejected: 'QR_REJECTED',
  unknown: 'QR_NOT_FOUND',
} as const;
export type QrErrorCode = (typeof QR_CODES)[keyof typeof QR_CODES];
export const QR_TICKET_SECONDS = 120;
/** Suggested polling interval of the desktop, in ms. */
export const QR_POLL_MS = 2000;
/** Mobile page the QR opens (under the site's locale prefix): ?ticket=… */
export const QR_CONFIRM_PATH = '/mobile/qrConfirm';

// POST /webuser/qrLogin/ticket – a new single-use ticket for this desktop browser (sets the pre-login HttpOnly cookie `qr_pre`).
//   mode 'builtin': render `qrUrl` as a QR code; a logged-in phone opens it and confirms.
//   mode 'wechat': WeChat open platform is configured; open/redirect to `authorizeUrl` (WeChat shows its own QR).
export const qrTicketAnswer = okEnvelope(
  z.object({
    mode: z.enum(['builtin', 'wechat']),
    ticket: z.string(),
    /** absolute URL of the mobile confirm page (builtin mode) */
    qrUrl: z.string(),
    /** WeChat qrconnect URL (wechat mode only) */
    authorizeUrl: z.string().optional(),
    expiresIn: z.number().int(),
    pollMs: z.number().int(),
  }),
);
export type QrTicketAnswer = z.infer<typeof qrTicketAnswer>;

export const qrTicketQuery = z.object({ ticket: text(FIELD_MAX.linkToken).regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'required' }) });

// GET /webuser/qrLogin/status?ticket= – polled by the desktop that asked for the ticket. Rate-limited.
//   waiting/scanned: keep polling. confirmed: the answer's Set-Cookie carries this browser's NEW session
//   (never a token in JSON) and `data.user` the session fields. Expired / used / foreign browser / rejected
//   tickets fail (4xx) with QR_CODES and a localized message.
export const qrStatusAnswer = okEnvelope(
  z.object({
    status: z.enum(['waiting', 'scanned', 'confirmed']),
    expiresIn: z.number().int(),
    user: sessionUser.optional(),
  }),
);
export type QrStatusAnswer = z.infer<typeof qrStatusAnswer>;

// GET /webuser/qrLogin/info?ticket= – (logged-in phone) which browser asks to log in; marks the ticket scanned.
export const qrInfoAnswer = okEnvelope(
  z.object({
    browser: z.string(),
    os: z.string(),
    device: z.string(),
    ip: z.string(),
    /** approximate location; 'unknown' when there is no data (no geo database here) */
    location: z.string(),
    /** ISO time the desktop asked */
    requestedAt: z.string(),
    expiresIn: z.number().int(),
  }),
);
export type QrInfoAnswer = z.infer<typeof qrInfoAnswer>;

// POST /webuser/qrLogin/confirm – (logged-in phone) approve or reject the desktop's login.
export const qrConfirmInput = qrTicketQuery.extend({ approve: z.boolean() });
export type QrConfirmInput = z.infer<typeof qrConfirmInput>;
export const qrConfirmAnswer = okEnvelope(z.object({ status: z.enum(['confirmed', 'rejected']) }));

// GET /webuser/wechat/callback?code=&state= – WeChat's redirect target. Not JSON: redirects to the home page
//   with the new session cookie, or to `/?wechatLogin=<reason>` (reason: state | failed | unbound). An unbound
//   WeChat account is linked by the next account login in the same browser (within the ticket's lifetime).
export const WECHAT_RESULT_PARAM = 'wechatLogin';
export const wechatCallbackQuery = z.object({ code: text(FIELD_MAX.wechatParam).optional(), state: text(FIELD_MAX.wechatParam).optional() });

// ---------------------------------------------------------------- password reset and change

/**
 * The `sendFlag` of a mailed link (sent back as `sendMailFlag`): 1 = password reset link,
 * 2 = certification link (mailed when staff reject an application).
 */
export const SEND_MAIL_FLAG = { password: 1, certification: 2 } as const;
export const RESET_TOKEN_MINUTES = 30;

// POST /webuser/forgetPassword – mails (outbox) a reset link https://<host>/en?sendFlag=1&token=… Answers '1'
//   whether or not the email is registered (no account probing). Rate-limited.
export const forgetPasswordInput = z.object({ email: emailField });
export type ForgetPasswordInput = z.infer<typeof forgetPasswordInput>;

// POST /webuser/forgetPasswordDecryptToken – checks a mailed link's token (spec §7). Answers (status 200):
//   code '1': a password-reset link, valid → show the password-change page (validateMap email + nameEn).
//   code '2': a valid link of the certification flow → show the certification page when
//             validateMap.certificationStatus is not 3 (else the login page).
//   other codes (code '0', 4xx): invalid, used or expired link → show `message`.
export const decryptTokenInput = z.object({
  token: text(FIELD_MAX.linkToken).min(20),
  sendMailFlag: z.coerce.number().int(),
  webFlag: z.coerce.number().int().pipe(z.literal(2)),
  companyId: idField.optional(),
});
export type DecryptTokenInput = z.input<typeof decryptTokenInput>;
export const decryptValidateMap = z.object({ email: z.string(), nameEn: z.string(), certificationStatus: z.number().int() });
export const decryptTokenAnswer = z.object({
  code: z.enum(['1', '2']),
  message: z.string().optional(),
  validateMap: decryptValidateMap,
});
export type DecryptTokenAnswer = z.infer<typeof decryptTokenAnswer>;

// POST /webuser/changePassword – sets a new password with a reset token (single use, 30 min). Every session of the
//   user ends; the user logs in again.
export const changePasswordInput = z.object({ token: text(FIELD_MAX.linkToken).min(20), password: passwordField });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

// POST /webuser/updatePassword – (logged in, password dialog type 'login') old + new password. Every other session
//   ends; this browser gets a fresh session cookie.
export const updatePasswordInput = z.object({
  oldPassword: loginPasswordField,
  password: passwordField,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;
export const okAnswer = z.object({ code: z.literal('1'), message: z.string().optional() });

// ---------------------------------------------------------------- user info (spec §3 "User info")

export const userInfo = z.object({
  nameCn: chineseNameField,
  nameEn: freeText(FIELD_MAX.nameEn).default(''),
  companyName: requiredText(FIELD_MAX.companyName),
  duty: freeText(FIELD_MAX.duty).default(''),
  phone: mobileField,
  qq: text(FIELD_MAX.qq)
    .refine((v) => v === '' || PATTERNS.qq.test(v), { message: 'fieldQq' })
    .default(''),
  email: optionalEmailField.default(''),
  companyAddr: freeText(FIELD_MAX.companyAddr).default(''),
});
export type UserInfo = z.infer<typeof userInfo>;
/**
 * The profile as the server sends it: what is stored, which the input rules above need not hold
 * (a user who registered by email has no phone: ''; a WeChat account may have no company yet).
 * An answer schema checks the shape, never the form rules, or a valid answer fails to load.
 */
export const userInfoData = z.object({
  nameCn: z.string(),
  nameEn: z.string(),
  companyName: z.string(),
  duty: z.string(),
  phone: z.string(),
  qq: z.string(),
  email: z.string(),
  companyAddr: z.string(),
});
// GET /webuser/userInfo – the logged-in user's profile
export const userInfoAnswer = okEnvelope(userInfoData);
/** An optional one-time code field ('' = none). */
const optionalCode = z.union([z.literal(''), text(FIELD_MAX.smsCode).regex(PATTERNS.smsCode, { message: 'fieldCode' })]).optional();
// POST /webuser/userInfo – saves the profile (phone/email must stay unique on this site); answers the saved profile.
//   A new phone or email needs the code sendCode (purpose 'contact') sent to it: phoneCode / emailCode
//   (400 contactCodeRequired / codeInvalid); the old address is told.
export const userInfoInput = userInfo.extend({ phoneCode: optionalCode, emailCode: optionalCode });
export type UserInfoInput = z.input<typeof userInfoInput>;

// ---------------------------------------------------------------- enterprise certification

/** Spec §4 "Certification": 0 unauthenticated, 1 in authentication (applying, wait), 2 failed, 3 completed. */
export const CERT_STATUS = { none: 0, applying: 1, failed: 2, certified: 3 } as const;
export { LICENCE_MAX_BYTES } from './constants';
export const LICENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** `accept` attribute for the upload input (the server checks the content, not the name). */
export const LICENCE_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** GB 32100-2015 check character of a unified social credit code (the 18th character). */
export function creditCodeValid(code: string): boolean {
  const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  if (!PATTERNS.creditCode.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARS.indexOf(code[i] as string) * (WEIGHTS[i] as number);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === CHARS[check];
}

// POST /webuser/certification – multipart/form-data: the fields below + `licence` (file, PDF/JPG/PNG by content,
//   ≤ 10 MB). Allowed from status 0, 2 or 3 (re-certification); the user goes to status 1. Answers the application.
export const certificationFields = z.object({
  companyNameCn: requiredText(FIELD_MAX.certCompanyNameCn),
  companyNameEn: freeText(FIELD_MAX.certCompanyNameEn).default(''),
  creditCode: text(FIELD_MAX.creditCode)
    .toUpperCase()
    .refine(creditCodeValid, { message: 'fieldCreditCode' }),
  contactName: chineseNameField,
  idCard: idCardField,
  contactPhone: mobileField,
});
export type CertificationFields = z.input<typeof certificationFields>;
/** Name of the multipart file part. */
export const LICENCE_FIELD = 'licence';

export const certificationApplication = z.object({
  id: z.number().int(),
  status: z.number().int(),
  companyNameCn: z.string(),
  companyNameEn: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  /** masked: first 3 and last 4 characters */
  idCard: z.string(),
  contactPhone: z.string(),
  licenceName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CertificationApplication = z.infer<typeof certificationApplication>;

// GET /webuser/certification – the user's certification status and latest application (null when none)
export const certificationAnswer = okEnvelope(
  z.object({ certificationStatus: z.number().int(), application: certificationApplication.nullable() }),
);
export type CertificationAnswer = z.infer<typeof certificationAnswer>;

/** POST /webuser/certification (multipart): the application as filed. */
export const certificationSubmitAnswer = okEnvelope(certificationApplication);

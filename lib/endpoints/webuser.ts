import { LICENCE_MAX_BYTES } from '../contracts/constants';
import { endpoint, schema, type LimitCaller } from './endpoint';

/** The caller for the behaviour budget: the user, else the client address, else null (not identifiable). */
const callerOf = ({ userId, ip }: LimitCaller) => (userId !== null ? `u${userId}` : ip ? `ip:${ip}` : null);

/** webuser: the endpoints under /webuser. */
export const webuserApi = {
  /** the user's certification status and latest application */
  certification: endpoint({ method: 'GET', path: '/webuser/certification', role: 'user', answer: schema('account', 'certificationAnswer') }),
  /** multipart application with the business licence (PDF/JPG/PNG by content, ≤ 10 MB) → status 1 */
  submitCertification: endpoint({ method: 'POST', path: '/webuser/certification', role: 'user', input: schema('account', 'certificationFields'), source: 'multipart', maxBytes: LICENCE_MAX_BYTES + 256 * 1024, answer: schema('account', 'certificationSubmitAnswer') }),
  /** new password with a reset link token (single use); ends every session of the user */
  changePassword: endpoint({ method: 'POST', path: '/webuser/changePassword', role: 'visitor', identify: false, input: schema('account', 'changePasswordInput'), limits: ['resetTokenIp'], answer: schema('account', 'okAnswer') }),
  /** mails a password-reset link (/en?sendFlag=1&token=…); same answer for unknown emails */
  forgetPassword: endpoint({ method: 'POST', path: '/webuser/forgetPassword', role: 'visitor', identify: false, input: schema('account', 'forgetPasswordInput'), limits: ['forgetIp', { rule: 'forgetEmail', per: (input) => `email:${input.email.toLowerCase()}` }], answer: schema('account', 'okAnswer') }),
  /** checks a mailed link: '1' password page, '2' certification page, else an error message The link is https://<site>/en?sendFlag=<1|2>&token=…; */
  forgetPasswordDecryptToken: endpoint({ method: 'POST', path: '/webuser/forgetPasswordDecryptToken', role: 'visitor', identify: false, input: schema('account', 'decryptTokenInput'), limits: ['resetTokenIp'], answer: schema('account', 'decryptTokenAnswer') }),
  /** the link that opens this company's mini-program (header "mini-program" entry) */
  getWxUrlNewScheme: endpoint({ method: 'GET', path: '/webuser/getWxUrlNewScheme', role: 'visitor', identify: false, input: schema('enterprise', 'wxSchemeQuery'), answer: schema('enterprise', 'wxSchemeAnswer') }),
  /** mobile or email + password; a new session in the HttpOnly author cookie (API clients: validateMap.apiKey) */
  login: endpoint({ method: 'POST', path: '/webuser/login', role: 'visitor', input: schema('account', 'loginInput'), answer: schema('account', 'loginAnswer') }),
  /** mobile or email + the one-time code sent to it (sendCode purpose 'login'); a new session like /webuser/login */
  loginByCode: endpoint({ method: 'POST', path: '/webuser/loginByCode', role: 'visitor', input: schema('account', 'loginByCodeInput'), answer: schema('account', 'loginAnswer') }),
  /** (logged-in phone) approves or rejects the desktop's QR login */
  qrLoginConfirm: endpoint({ method: 'POST', path: '/webuser/qrLogin/confirm', role: 'user', input: schema('account', 'qrConfirmInput'), limits: [{ rule: 'qrConfirmUser', per: 'user' }], answer: schema('account', 'qrConfirmAnswer') }),
  /** (logged-in phone) which browser asks to log in: device, address, time; marks the ticket scanned */
  qrLoginInfo: endpoint({ method: 'GET', path: '/webuser/qrLogin/info', role: 'user', input: schema('account', 'qrTicketQuery'), limits: [{ rule: 'qrConfirmUser', per: 'user' }], answer: schema('account', 'qrInfoAnswer') }),
  /** the desktop's poll; once confirmed, its own session arrives in Set-Cookie (never in JSON) */
  qrLoginStatus: endpoint({ method: 'GET', path: '/webuser/qrLogin/status', role: 'visitor', input: schema('account', 'qrTicketQuery'), limits: ['qrPollIp'], answer: schema('account', 'qrStatusAnswer') }),
  /** a single-use QR login ticket (≤ 120 s) bound to this browser by the HttpOnly qr_pre cookie */
  qrLoginTicket: endpoint({ method: 'POST', path: '/webuser/qrLogin/ticket', role: 'visitor', identify: false, limits: ['qrTicketIp'], answer: schema('account', 'qrTicketAnswer') }),
  /** creates an account with a one-time code and logs it in (author cookie) */
  register: endpoint({ method: 'POST', path: '/webuser/register', role: 'visitor', input: schema('account', 'registerInput'), limits: ['registerIp'], answer: schema('account', 'loginAnswer') }),
  /** sends a one-time code by SMS or mail (outbox): 'register' for visitors, 'contact' (a new login phone or email) for a logged-in user. */
  sendCode: endpoint({ method: 'POST', path: '/webuser/sendCode', role: 'visitor', input: schema('account', 'sendCodeInput'), limits: ['sendCodeIp'], answer: schema('account', 'sendCodeAnswer') }),
  /** the logged-in user of this company, for the client islands of cached pages */
  session: endpoint({ method: 'GET', path: '/webuser/session', role: 'user', answer: schema('session', 'sessionAnswer') }),
  /** logged-in password change (old + new); every session ends, this browser gets a new cookie */
  updatePassword: endpoint({ method: 'POST', path: '/webuser/updatePassword', role: 'user', input: schema('account', 'updatePasswordInput') }),
  /** the logged-in user's profile (name, English name, company, duty, phone, QQ, mail, address) */
  userInfo: endpoint({ method: 'GET', path: '/webuser/userInfo', role: 'user', answer: schema('account', 'userInfoAnswer') }),
  /** saves the profile (spec §5 rules; phone and email unique on this site; a new phone or email needs the code sent to it, and the old address is told) */
  saveUserInfo: endpoint({ method: 'POST', path: '/webuser/userInfo', role: 'user', input: schema('account', 'userInfoInput'), answer: schema('account', 'userInfoAnswer') }),
  /** record a behaviour event (e.g. 41 copy phone, 25 copy email); visitors allowed */
  userPersonasUtil: endpoint({ method: 'POST', path: '/webuser/userPersonasUtil', role: 'visitor', input: schema('contacts', 'behaviourInput'), limits: [{ rule: 'behaviourCaller', per: (_, c) => callerOf(c) }, { rule: 'behaviourAnonymous', per: (_, c) => (callerOf(c) ? null : 'anonymous') }], answer: schema('contacts', 'behaviourAnswer') }),
  /** ends the session server-side and clears the author cookie */
  webloginOut: endpoint({ method: 'POST', path: '/webuser/webloginOut', role: 'visitor', answer: schema('account', 'logoutAnswer') }),
  /** WeChat's redirect: state checked against this browser, code exchanged, then back to the site */
  wechatCallback: endpoint({ method: 'GET', path: '/webuser/wechat/callback', role: 'visitor', input: schema('account', 'wechatCallbackQuery'), limits: ['qrTicketIp'] }),
};

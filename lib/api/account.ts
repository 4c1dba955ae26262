import { queryOptions } from '@tanstack/react-query';
import {
  certificationAnswer,
  certificationApplication,
  decryptTokenAnswer,
  LICENCE_FIELD,
  loginAnswer,
  logoutAnswer,
  okAnswer,
  qrConfirmAnswer,
  qrInfoAnswer,
  qrStatusAnswer,
  qrTicketAnswer,
  sendCodeAnswer,
  userInfoAnswer,
  type CertificationFields,
  type ChangePasswordInput,
  type DecryptTokenInput,
  type ForgetPasswordInput,
  type LoginByCodeInput,
  type LoginInput,
  type QrConfirmInput,
  type RegisterInput,
  type SendCodeInput,
  type UserInfoInput,
} from '../contracts/account';
import { okEnvelope } from '../contracts/envelope';
import { get, post, postForm } from './client';
import { certificationQueryKey, userInfoQueryKey } from './queryKeys';

export { certificationQueryKey, userInfoQueryKey };

/*
 * Client calls of the accounts domain (lib/contracts/account.ts). Every answer is parsed with its
 * contract; failures arrive as ApiCallError carrying the server's localized message.
 */

// POST /webuser/sendCode
export const sendCode = (input: SendCodeInput) => post('/webuser/sendCode', input, sendCodeAnswer);
// POST /webuser/register
export const register = (input: RegisterInput) => post('/webuser/register', input, loginAnswer);
// POST /webuser/login
export const login = (input: LoginInput) => post('/webuser/login', input, loginAnswer);
// POST /webuser/webloginOut
export const logout = () => post('/webuser/webloginOut', {}, logoutAnswer);

// POST /webuser/qrLogin/ticket
export const qrTicket = () => post('/webuser/qrLogin/ticket', {}, qrTicketAnswer);
// GET /webuser/qrLogin/status?ticket=
export const qrStatus = (ticket: string, signal?: AbortSignal) => get('/webuser/qrLogin/status', { ticket }, qrStatusAnswer, signal);
// GET /webuser/qrLogin/info?ticket=
export const qrInfo = (ticket: string, signal?: AbortSignal) => get('/webuser/qrLogin/info', { ticket }, qrInfoAnswer, signal);
// POST /webuser/qrLogin/confirm
export const qrConfirm = (input: QrConfirmInput) => post('/webuser/qrLogin/confirm', input, qrConfirmAnswer);

// POST /webuser/forgetPassword
export const forgetPassword = (input: ForgetPasswordInput) => post('/webuser/forgetPassword', input, okAnswer);
// POST /webuser/forgetPasswordDecryptToken
export const decryptToken = (input: DecryptTokenInput) => post('/webuser/forgetPasswordDecryptToken', input, decryptTokenAnswer);
// POST /webuser/changePassword
export const changePassword = (input: ChangePasswordInput) => post('/webuser/changePassword', input, okAnswer);

// GET /webuser/userInfo
export const userInfoQuery = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: async ({ signal }) => (await get('/webuser/userInfo', {}, userInfoAnswer, signal)).data ?? null,
  });
// POST /webuser/userInfo
export const saveUserInfo = (input: UserInfoInput) => post('/webuser/userInfo', input, userInfoAnswer);

// GET /webuser/certification
export const certificationQuery = () =>
  queryOptions({
    queryKey: certificationQueryKey,
    queryFn: async ({ signal }) => (await get('/webuser/certification', {}, certificationAnswer, signal)).data ?? null,
  });

const certificationSubmitAnswer = okEnvelope(certificationApplication);

/** POST /webuser/certification as multipart/form-data: the fields plus the licence file. */
export function submitCertification(fields: CertificationFields, licence: Blob, fileName: string) {
  return postForm('/webuser/certification', fields, { [LICENCE_FIELD]: { blob: licence, name: fileName } }, certificationSubmitAnswer);
}

// POST /webuser/loginByCode – login with a one-time code (sendCode purpose 'login')
export const loginByCode = (input: LoginByCodeInput) => post('/webuser/loginByCode', input, loginAnswer);

import { AxiosError } from 'axios';
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
  type LoginInput,
  type QrConfirmInput,
  type RegisterInput,
  type SendCodeInput,
  type UserInfoInput,
} from '../contracts/account';
import { okEnvelope, failureEnvelope } from '../contracts/envelope';
import { api, ApiCallError, get, post } from './client';
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

/**
 * POST /webuser/certification as multipart/form-data: the fields plus the licence file. The shared
 * post() sends JSON (axios would turn a FormData into JSON under that content type), so this call
 * names multipart itself and the browser adds the boundary.
 */
export async function submitCertification(fields: CertificationFields, licence: Blob, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append(LICENCE_FIELD, licence, fileName);
  try {
    const res = await api.post('/webuser/certification', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    return certificationSubmitAnswer.parse(res.data);
  } catch (error) {
    if (error instanceof AxiosError) {
      const body = failureEnvelope.safeParse(error.response?.data);
      if (body.success) throw new ApiCallError(body.data.message, error.response?.status, body.data.code, body.data.fieldErrors);
      throw new ApiCallError(error.message, error.response?.status, undefined);
    }
    throw error;
  }
}

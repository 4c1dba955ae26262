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
import { call, callForm } from './client';
import { webuserApi } from '../endpoints/webuser';
import { certificationQueryKey, userInfoQueryKey } from './queryKeys';

export { certificationQueryKey, userInfoQueryKey };

/*
 * Client calls of the accounts domain (lib/contracts/account.ts). Every answer is parsed with its
 * contract; failures arrive as ApiCallError carrying the server's localized message.
 */

export const sendCode = (input: SendCodeInput) => call(webuserApi.sendCode, input, sendCodeAnswer);
export const register = (input: RegisterInput) => call(webuserApi.register, input, loginAnswer);
export const login = (input: LoginInput) => call(webuserApi.login, input, loginAnswer);
export const logout = () => call(webuserApi.webloginOut, {}, logoutAnswer);

export const qrTicket = () => call(webuserApi.qrLoginTicket, {}, qrTicketAnswer);
export const qrStatus = (ticket: string, signal?: AbortSignal) => call(webuserApi.qrLoginStatus, { ticket }, qrStatusAnswer, signal);
export const qrInfo = (ticket: string, signal?: AbortSignal) => call(webuserApi.qrLoginInfo, { ticket }, qrInfoAnswer, signal);
export const qrConfirm = (input: QrConfirmInput) => call(webuserApi.qrLoginConfirm, input, qrConfirmAnswer);

export const forgetPassword = (input: ForgetPasswordInput) => call(webuserApi.forgetPassword, input, okAnswer);
export const decryptToken = (input: DecryptTokenInput) => call(webuserApi.forgetPasswordDecryptToken, input, decryptTokenAnswer);
export const changePassword = (input: ChangePasswordInput) => call(webuserApi.changePassword, input, okAnswer);

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: async ({ signal }) => (await call(webuserApi.userInfo, {}, userInfoAnswer, signal)).data ?? null,
  });
export const saveUserInfo = (input: UserInfoInput) => call(webuserApi.saveUserInfo, input, userInfoAnswer);

export const certificationQuery = () =>
  queryOptions({
    queryKey: certificationQueryKey,
    queryFn: async ({ signal }) => (await call(webuserApi.certification, {}, certificationAnswer, signal)).data ?? null,
  });

const certificationSubmitAnswer = okEnvelope(certificationApplication);

/** The certification application as multipart/form-data: the fields plus the licence file. */
export function submitCertification(fields: CertificationFields, licence: Blob, fileName: string) {
  return callForm(webuserApi.submitCertification, fields, { [LICENCE_FIELD]: { blob: licence, name: fileName } }, certificationSubmitAnswer);
}

export const loginByCode = (input: LoginByCodeInput) => call(webuserApi.loginByCode, input, loginAnswer);

import { queryOptions } from '@tanstack/react-query';
import {
  LICENCE_FIELD,
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
import { call, callForm } from './client';
import { webuserApi } from '../endpoints/webuser';
import { certificationQueryKey, userInfoQueryKey } from './queryKeys';

export { certificationQueryKey, userInfoQueryKey };

/*
 * Client calls of the accounts domain (lib/contracts/account.ts). Every answer is parsed with its
 * contract; failures arrive as ApiCallError carrying the server's localized message.
 */

export const sendCode = (input: SendCodeInput) => call(webuserApi.sendCode, input);
export const register = (input: RegisterInput) => call(webuserApi.register, input);
export const login = (input: LoginInput) => call(webuserApi.login, input);
export const logout = () => call(webuserApi.webloginOut, {});

export const qrTicket = () => call(webuserApi.qrLoginTicket, {});
export const qrStatus = (ticket: string, signal?: AbortSignal) => call(webuserApi.qrLoginStatus, { ticket }, signal);
export const qrInfo = (ticket: string, signal?: AbortSignal) => call(webuserApi.qrLoginInfo, { ticket }, signal);
export const qrConfirm = (input: QrConfirmInput) => call(webuserApi.qrLoginConfirm, input);

export const forgetPassword = (input: ForgetPasswordInput) => call(webuserApi.forgetPassword, input);
export const decryptToken = (input: DecryptTokenInput) => call(webuserApi.forgetPasswordDecryptToken, input);
export const changePassword = (input: ChangePasswordInput) => call(webuserApi.changePassword, input);

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: async ({ signal }) => (await call(webuserApi.userInfo, {}, signal)).data ?? null,
  });
export const saveUserInfo = (input: UserInfoInput) => call(webuserApi.saveUserInfo, input);

export const certificationQuery = () =>
  queryOptions({
    queryKey: certificationQueryKey,
    queryFn: async ({ signal }) => (await call(webuserApi.certification, {}, signal)).data ?? null,
  });


/** The certification application as multipart/form-data: the fields plus the licence file. */
export function submitCertification(fields: CertificationFields, licence: Blob, fileName: string) {
  return callForm(webuserApi.submitCertification, fields, { [LICENCE_FIELD]: { blob: licence, name: fileName } });
}

export const loginByCode = (input: LoginByCodeInput) => call(webuserApi.loginByCode, input);

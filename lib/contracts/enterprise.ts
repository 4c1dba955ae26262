import { z } from 'zod';
import { idField, text } from './fields';
import { FIELD_MAX } from './limits';
import { okEnvelope } from './envelope';

/** Company-level public info: the footer's enterprise info and the mini-program entry link. */

// POST /mobileUser/getenterpriseInfo
export const enterpriseInfoQuery = z.object({
  /** The company served on the host is the only one answered; another id is refused. */
  companyId: idField.optional(),
});
export type EnterpriseInfoQuery = z.infer<typeof enterpriseInfoQuery>;

export const enterpriseInfo = z.object({
  companyId: z.number().int(),
  companyNameCn: z.string(),
  companyNameEn: z.string(),
  companyAddr: z.string(),
  companyAddrEn: z.string(),
  phone: z.string(),
  email: z.string(),
  webSiteRegisterNo: z.string(),
  webOutLogo: z.string(),
  wxPubQrCodePic: z.string(),
  qrCodePicUrl: z.string(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfo>;
export const enterpriseInfoAnswer = okEnvelope(enterpriseInfo);

/** localStorage key of the persisted footer info (spec §3 "Footer enterprise info is persisted locally"). */
export const FOOTER_INFO_STORAGE_KEY = 'footerInfo';

// GET /webuser/getWxUrlNewScheme
export const wxSchemeQuery = z.object({
  /** Mini-program page to open, e.g. pages/index/index. */
  path: text(FIELD_MAX.miniProgramPath)
    .regex(/^[A-Za-z0-9_/-]{1,128}$/)
    .optional(),
  /** Query string handed to that page, e.g. from=web. */
  query: text(FIELD_MAX.miniProgramQuery).optional(),
});
export type WxSchemeQuery = z.infer<typeof wxSchemeQuery>;

export const wxScheme = z.object({
  /** What to open: a weixin:// scheme (WeChat adapter) or the mobile site's https URL (built-in). */
  openlink: z.string(),
  mode: z.enum(['builtin', 'wechat']),
  /** Unix seconds after which the link should be fetched again. */
  expireTime: z.number().int(),
  /** QR image of the company's official account, shown beside the link. */
  qrCodePic: z.string(),
});
export type WxScheme = z.infer<typeof wxScheme>;
export const wxSchemeAnswer = okEnvelope(wxScheme);

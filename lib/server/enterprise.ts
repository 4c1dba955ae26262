import 'server-only';
import type { EnterpriseInfo } from '../contracts/enterprise';
import { requireCompanySettings } from './company';

/**
 * The footer's enterprise info (POST /mobileUser/getenterpriseInfo) of a company. It is read from
 * the company settings (cached and tagged per company), so a settings change refreshes the footer.
 * English fields already fall back to Chinese.
 */
export async function getEnterpriseInfo(companyId: number): Promise<EnterpriseInfo> {
  const s = await requireCompanySettings(companyId);
  return {
    companyId: s.companyId,
    companyNameCn: s.companyNameCn,
    companyNameEn: s.companyNameEn,
    companyAddr: s.companyAddr || s.linkAddress,
    companyAddrEn: s.companyAddrEn || s.companyAddr || s.linkAddress,
    phone: s.contactPhone,
    email: s.contactEmail,
    webSiteRegisterNo: s.webSiteRegisterNo,
    webOutLogo: s.webOutLogo || s.webInLogo,
    wxPubQrCodePic: s.wxPubQrCodePic,
    qrCodePicUrl: s.qrCodePicUrl,
  };
}

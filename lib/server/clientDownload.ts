import 'server-only';
import type { CompanySettings } from '../contracts/company';
import { siteOrigin } from '../seo/origin';
import { originOf } from '../seo/urls';

export type ClientCodeKey = 'app' | 'mp' | 'wx';

/**
 * What the client download pages (desktop and mobile) offer: the company's client download origin
 * (`clientDomainName`, on the site's own scheme; '' when it has none) and its app, mini-program and
 * WeChat codes that exist, each with its caption.
 */
export async function clientDownloadOffer(settings: CompanySettings, captions: Record<ClientCodeKey, string>) {
  const scheme = (await siteOrigin(settings.companyId)).startsWith('https:') ? 'https' : 'http';
  const codes: { key: ClientCodeKey; src: string; caption: string }[] = [
    { key: 'app', src: settings.qrCodePicUrl, caption: captions.app },
    { key: 'mp', src: settings.webExProPic, caption: captions.mp },
    { key: 'wx', src: settings.wxPubQrCodePic, caption: captions.wx },
  ];
  return { clientOrigin: originOf(settings.clientDomainName, scheme), codes: codes.filter((c) => c.src) };
}
